/**
 * @generated SignedSource<<864edab31bf0a7e8b3fcb1259ab8a0ae>>
 * @relayHash c6ded4a8119fd90c50940bcf55442d36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 85ed991173b0faa66b05c468ae7cf19250d01dcc6cd62381e04bc676717c99cc

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionState = "IGNORED" | "SUBSCRIBED" | "UNSUBSCRIBED" | "%future added value";
export type UpdateSubscriptionInput = {
  clientMutationId?: string | null | undefined;
  state: SubscriptionState;
  subscribableId: string;
};
export type NotificationsSectionMutation$variables = {
  input: UpdateSubscriptionInput;
};
export type NotificationsSectionMutation$data = {
  readonly updateSubscription: {
    readonly subscribable: {
      readonly id?: string;
      readonly viewerCanSubscribe?: boolean;
      readonly viewerSubscription?: SubscriptionState | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type NotificationsSectionMutation$rawResponse = {
  readonly updateSubscription: {
    readonly subscribable: {
      readonly __typename: "Issue";
      readonly id: string;
      readonly viewerCanSubscribe: boolean;
      readonly viewerSubscription: SubscriptionState | null | undefined;
    } | {
      readonly __typename: string;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type NotificationsSectionMutation = {
  rawResponse: NotificationsSectionMutation$rawResponse;
  response: NotificationsSectionMutation$data;
  variables: NotificationsSectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanSubscribe",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerSubscription",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsSectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSubscriptionPayload",
        "kind": "LinkedField",
        "name": "updateSubscription",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "subscribable",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "type": "Issue",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsSectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSubscriptionPayload",
        "kind": "LinkedField",
        "name": "updateSubscription",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "subscribable",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "type": "Issue",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "85ed991173b0faa66b05c468ae7cf19250d01dcc6cd62381e04bc676717c99cc",
    "metadata": {},
    "name": "NotificationsSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "43b17897ee7e6f0dc32eb933be33a6ef";

export default node;
