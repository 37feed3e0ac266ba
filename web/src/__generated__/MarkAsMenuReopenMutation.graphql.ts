/**
 * @generated SignedSource<<c564af5a3b29aa953eb104301ffc2e8b>>
 * @relayHash b3969b0f10f40b080dbdf6685e66390e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4f6e560a6d2feea0b9fc3f62c4383b39c52ec5cd3021949ae075c1fa350a5d7

import { ConcreteRequest } from 'relay-runtime';
export type IssueState = "CLOSED" | "OPEN" | "%future added value";
export type IssueStateReason = "COMPLETED" | "DUPLICATE" | "NOT_PLANNED" | "REOPENED" | "%future added value";
export type ReopenIssueInput = {
  clientMutationId?: string | null | undefined;
  issueId: string;
};
export type MarkAsMenuReopenMutation$variables = {
  input: ReopenIssueInput;
};
export type MarkAsMenuReopenMutation$data = {
  readonly reopenIssue: {
    readonly issue: {
      readonly closedAt: any | null | undefined;
      readonly id: string;
      readonly state: IssueState;
      readonly stateReason: IssueStateReason | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type MarkAsMenuReopenMutation = {
  response: MarkAsMenuReopenMutation$data;
  variables: MarkAsMenuReopenMutation$variables;
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
            "name": "state",
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
            "name": "closedAt",
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
    "name": "MarkAsMenuReopenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkAsMenuReopenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b3969b0f10f40b080dbdf6685e66390e",
    "id": "e4f6e560a6d2feea0b9fc3f62c4383b39c52ec5cd3021949ae075c1fa350a5d7",
    "metadata": {},
    "name": "MarkAsMenuReopenMutation",
    "operationKind": "mutation",
    "text": "mutation MarkAsMenuReopenMutation(\n  $input: ReopenIssueInput!\n) {\n  reopenIssue(input: $input) {\n    issue {\n      id\n      state\n      stateReason(enableDuplicate: true)\n      closedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7aed7d39e8a60a6842b76596a25c1178";

export default node;
