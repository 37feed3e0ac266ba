/**
 * @generated SignedSource<<65e173a012ed1400553a30e73aaf12e0>>
 * @relayHash e8ca086650baa392c0f45f382e33b82b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f8bee914fd00ee645f053a56ff633d5f17e1fa3f8352b17033998c426c4903c

import { ConcreteRequest } from 'relay-runtime';
export type MilestoneState = "CLOSED" | "OPEN" | "%future added value";
export type UpdateMilestoneInput = {
  clientMutationId?: string | null | undefined;
  description?: string | null | undefined;
  dueOn?: any | null | undefined;
  id: string;
  state?: MilestoneState | null | undefined;
  title?: string | null | undefined;
};
export type MilestonePageStateMutation$variables = {
  input: UpdateMilestoneInput;
};
export type MilestonePageStateMutation$data = {
  readonly updateMilestone: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly milestone: {
      readonly closed: boolean;
      readonly closedAt: any | null | undefined;
      readonly description: string | null | undefined;
      readonly descriptionHTML: string | null | undefined;
      readonly dueOn: any | null | undefined;
      readonly id: string;
      readonly progressPercentage: number;
      readonly state: MilestoneState;
      readonly updatedAt: any;
    } | null | undefined;
  } | null | undefined;
};
export type MilestonePageStateMutation = {
  response: MilestonePageStateMutation$data;
  variables: MilestonePageStateMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateMilestonePayload",
    "kind": "LinkedField",
    "name": "updateMilestone",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Milestone",
        "kind": "LinkedField",
        "name": "milestone",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "descriptionHTML",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "progressPercentage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueOn",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MilestonePageStateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MilestonePageStateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4f8bee914fd00ee645f053a56ff633d5f17e1fa3f8352b17033998c426c4903c",
    "metadata": {},
    "name": "MilestonePageStateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b1235caed89d6bb542d28a472a90f01";

export default node;
