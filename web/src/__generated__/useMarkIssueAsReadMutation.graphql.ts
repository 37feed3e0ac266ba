/**
 * @generated SignedSource<<e5361da01d0925a654585d3c2c4fcbde>>
 * @relayHash cae8ac4a04e0714a438503c3043131a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6f640c075280751bbaa01eb7c054c38a4e02035f4bf95a0f8a4e502e92286ea

import { ConcreteRequest } from 'relay-runtime';
export type MarkIssueAsReadInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useMarkIssueAsReadMutation$variables = {
  input: MarkIssueAsReadInput;
};
export type useMarkIssueAsReadMutation$data = {
  readonly markIssueAsRead: {
    readonly issue: {
      readonly id?: string;
      readonly isReadByViewer?: boolean | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useMarkIssueAsReadMutation = {
  response: useMarkIssueAsReadMutation$data;
  variables: useMarkIssueAsReadMutation$variables;
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
  "kind": "InlineFragment",
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isReadByViewer",
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkIssueAsReadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarkIssueAsReadPayload",
        "kind": "LinkedField",
        "name": "markIssueAsRead",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "issue",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
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
    "name": "useMarkIssueAsReadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarkIssueAsReadPayload",
        "kind": "LinkedField",
        "name": "markIssueAsRead",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "issue",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v2/*:: as any*/)
                ],
                "type": "Node",
                "abstractKey": "__isNode"
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
    "id": "c6f640c075280751bbaa01eb7c054c38a4e02035f4bf95a0f8a4e502e92286ea",
    "metadata": {},
    "name": "useMarkIssueAsReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a27afaa67eaad16e85b0c13f7b2537de";

export default node;
