/**
 * @generated SignedSource<<f18839eb7538f545c7e4ec7e55211121>>
 * @relayHash a0e9395fed37c909e4dae72fcb9ab698
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab0772489d973bb917893b6106825e4d89e0e2fb670b9306b34d70146cbf1df0

import { ConcreteRequest } from 'relay-runtime';
export type RepoIssuesPageQuery$variables = {
  name: string;
  owner: string;
};
export type RepoIssuesPageQuery$data = {
  readonly repository: {
    readonly closed: {
      readonly totalCount: number;
    };
    readonly hasIssuesEnabled: boolean;
    readonly nameWithOwner: string;
    readonly open: {
      readonly totalCount: number;
    };
  } | null | undefined;
};
export type RepoIssuesPageQuery = {
  response: RepoIssuesPageQuery$data;
  variables: RepoIssuesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "owner"
},
v2 = [
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "name"
  },
  {
    "kind": "Variable",
    "name": "owner",
    "variableName": "owner"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameWithOwner",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasIssuesEnabled",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v6 = {
  "alias": "open",
  "args": [
    {
      "kind": "Literal",
      "name": "states",
      "value": [
        "OPEN"
      ]
    }
  ],
  "concreteType": "IssueConnection",
  "kind": "LinkedField",
  "name": "issues",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": "issues(states:[\"OPEN\"])"
},
v7 = {
  "alias": "closed",
  "args": [
    {
      "kind": "Literal",
      "name": "states",
      "value": [
        "CLOSED"
      ]
    }
  ],
  "concreteType": "IssueConnection",
  "kind": "LinkedField",
  "name": "issues",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": "issues(states:[\"CLOSED\"])"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RepoIssuesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Repository",
        "kind": "LinkedField",
        "name": "repository",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RepoIssuesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Repository",
        "kind": "LinkedField",
        "name": "repository",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a0e9395fed37c909e4dae72fcb9ab698",
    "id": "ab0772489d973bb917893b6106825e4d89e0e2fb670b9306b34d70146cbf1df0",
    "metadata": {},
    "name": "RepoIssuesPageQuery",
    "operationKind": "query",
    "text": "query RepoIssuesPageQuery(\n  $owner: String!\n  $name: String!\n) {\n  repository(owner: $owner, name: $name) {\n    nameWithOwner\n    hasIssuesEnabled\n    open: issues(states: [OPEN]) {\n      totalCount\n    }\n    closed: issues(states: [CLOSED]) {\n      totalCount\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2ed4dbd96b87184c4a021d8e607ba1ab";

export default node;
