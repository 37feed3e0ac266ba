/**
 * @generated SignedSource<<c145dfbb2fe569976aedef480c0fdcfc>>
 * @relayHash ebb11f9c78544b55ecfc5fa284c41679
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 374e0c22824daa409570cd8bd21595485163af7d21206fb71599270d16557d01

import { ConcreteRequest } from 'relay-runtime';
export type IssueClosedStateReason = "COMPLETED" | "DUPLICATE" | "NOT_PLANNED" | "%future added value";
export type IssueState = "CLOSED" | "OPEN" | "%future added value";
export type IssueStateReason = "COMPLETED" | "DUPLICATE" | "NOT_PLANNED" | "REOPENED" | "%future added value";
export type CloseIssueInput = {
  clientMutationId?: string | null | undefined;
  duplicateIssueId?: string | null | undefined;
  issueId: string;
  stateReason?: IssueClosedStateReason | null | undefined;
};
export type MarkAsMenuCloseMutation$variables = {
  input: CloseIssueInput;
};
export type MarkAsMenuCloseMutation$data = {
  readonly closeIssue: {
    readonly issue: {
      readonly closedAt: any | null | undefined;
      readonly id: string;
      readonly state: IssueState;
      readonly stateReason: IssueStateReason | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type MarkAsMenuCloseMutation = {
  response: MarkAsMenuCloseMutation$data;
  variables: MarkAsMenuCloseMutation$variables;
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
    "concreteType": "CloseIssuePayload",
    "kind": "LinkedField",
    "name": "closeIssue",
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
    "name": "MarkAsMenuCloseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkAsMenuCloseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ebb11f9c78544b55ecfc5fa284c41679",
    "id": "374e0c22824daa409570cd8bd21595485163af7d21206fb71599270d16557d01",
    "metadata": {},
    "name": "MarkAsMenuCloseMutation",
    "operationKind": "mutation",
    "text": "mutation MarkAsMenuCloseMutation(\n  $input: CloseIssueInput!\n) {\n  closeIssue(input: $input) {\n    issue {\n      id\n      state\n      stateReason(enableDuplicate: true)\n      closedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5fd649416dc717563b215276636cde5f";

export default node;
