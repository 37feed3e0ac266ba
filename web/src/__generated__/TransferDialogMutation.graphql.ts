/**
 * @generated SignedSource<<ec32eaceea19038a5c03947e4b5db6d5>>
 * @relayHash 6b8d28d26a0e4ba09317fcee66d1b3ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fb697ec0cb5c9fe7c0703d72f77d25af9e1e0e3548cffe4c0aaef3e9d95883a

import { ConcreteRequest } from 'relay-runtime';
export type TransferIssueInput = {
  clientMutationId?: string | null | undefined;
  createLabelsIfMissing?: boolean | null | undefined;
  issueId: string;
  repositoryId: string;
};
export type TransferDialogMutation$variables = {
  input: TransferIssueInput;
};
export type TransferDialogMutation$data = {
  readonly transferIssue: {
    readonly issue: {
      readonly id: string;
      readonly number: number;
      readonly repository: {
        readonly id: string;
        readonly nameWithOwner: string;
      };
      readonly resourcePath: any;
    } | null | undefined;
  } | null | undefined;
};
export type TransferDialogMutation = {
  response: TransferDialogMutation$data;
  variables: TransferDialogMutation$variables;
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
    "concreteType": "TransferIssuePayload",
    "kind": "LinkedField",
    "name": "transferIssue",
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
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resourcePath",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Repository",
            "kind": "LinkedField",
            "name": "repository",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nameWithOwner",
                "storageKey": null
              }
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
    "name": "TransferDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransferDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3fb697ec0cb5c9fe7c0703d72f77d25af9e1e0e3548cffe4c0aaef3e9d95883a",
    "metadata": {},
    "name": "TransferDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "05c370415d3d270bda3b0f1b0975d4ba";

export default node;
