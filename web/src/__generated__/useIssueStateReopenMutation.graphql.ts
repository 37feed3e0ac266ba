/**
 * @generated SignedSource<<d5284733688c2f8b394e2fd79dd05070>>
 * @relayHash 8ee89d1d180ca10ab6a4eb8af6920d9c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 692b4726572faea2d8c60cb755547bab3711707e6457e49f300c1eb8f11a9d2a

import { ConcreteRequest } from 'relay-runtime';
export type IssueState = "CLOSED" | "OPEN" | "%future added value";
export type IssueStateReason = "COMPLETED" | "DUPLICATE" | "NOT_PLANNED" | "REOPENED" | "%future added value";
export type ReopenIssueInput = {
  clientMutationId?: string | null | undefined;
  issueId: string;
};
export type useIssueStateReopenMutation$variables = {
  input: ReopenIssueInput;
};
export type useIssueStateReopenMutation$data = {
  readonly reopenIssue: {
    readonly issue: {
      readonly closed: boolean;
      readonly closedAt: any | null | undefined;
      readonly duplicateOf: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly state: IssueState;
      readonly stateReason: IssueStateReason | null | undefined;
      readonly viewerCanClose: boolean;
      readonly viewerCanReopen: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type useIssueStateReopenMutation = {
  response: useIssueStateReopenMutation$data;
  variables: useIssueStateReopenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ReopenIssuePayload",
    "kind": "LinkedField",
    "name": "reopenIssue",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "closed",
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
            "args": [
              {
                "kind": "Literal",
                "name": "enableDuplicate",
                "value": true
              }
            ],
            "kind": "ScalarField",
            "name": "stateReason",
            "storageKey": "stateReason(enableDuplicate:true)"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanClose",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanReopen",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "duplicateOf",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
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
    "name": "useIssueStateReopenMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useIssueStateReopenMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "692b4726572faea2d8c60cb755547bab3711707e6457e49f300c1eb8f11a9d2a",
    "metadata": {},
    "name": "useIssueStateReopenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f20985089dd104673c22d360c58f59b7";

export default node;
