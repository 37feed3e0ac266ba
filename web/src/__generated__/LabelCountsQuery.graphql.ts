/**
 * @generated SignedSource<<67fd8da1bdb49a9a979ff05683adf4d6>>
 * @relayHash 5df684eb8919e477f99edc67cc9ed088
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bef88128e6d93e6e116902354eae25de4cf985bf07aa561e7a6b96280ab54b66

import { ConcreteRequest } from 'relay-runtime';
export type LabelCountsQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type LabelCountsQuery$data = {
  readonly nodes: ReadonlyArray<{
    readonly id?: string;
    readonly issues?: {
      readonly totalCount: number;
    };
    readonly pullRequests?: {
      readonly totalCount: number;
    };
  } | null | undefined>;
};
export type LabelCountsQuery = {
  response: LabelCountsQuery$data;
  variables: LabelCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "states",
    "value": [
      "OPEN"
    ]
  }
],
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": (v3/*:: as any*/),
  "concreteType": "IssueConnection",
  "kind": "LinkedField",
  "name": "issues",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": "issues(states:[\"OPEN\"])"
},
v6 = {
  "alias": null,
  "args": (v3/*:: as any*/),
  "concreteType": "PullRequestConnection",
  "kind": "LinkedField",
  "name": "pullRequests",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": "pullRequests(states:[\"OPEN\"])"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LabelCountsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "Label",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LabelCountsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
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
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "Label",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bef88128e6d93e6e116902354eae25de4cf985bf07aa561e7a6b96280ab54b66",
    "metadata": {},
    "name": "LabelCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b169cdcd4a946d670c78a0c177640ddc";

export default node;
