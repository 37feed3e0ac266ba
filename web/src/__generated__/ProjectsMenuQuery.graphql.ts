/**
 * @generated SignedSource<<058a36d016c950888ae39ec486eaa0ae>>
 * @relayHash e391dbb7a7dd9a90b8444e6563501bc3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb7cc20cd8ef8c7e8b003618b3b03c92c36c8098027a3d6e6b2eec0055bf1e5a

import { ConcreteRequest } from 'relay-runtime';
export type ProjectsMenuQuery$variables = {
  first: number;
  name: string;
  owner: string;
  query?: string | null | undefined;
};
export type ProjectsMenuQuery$data = {
  readonly repository: {
    readonly projectsV2: {
      readonly nodes: ReadonlyArray<{
        readonly closed: boolean;
        readonly id: string;
        readonly number: number;
        readonly resourcePath: any;
        readonly title: string;
        readonly viewerCanUpdate: boolean;
      } | null | undefined> | null | undefined;
    };
  } | null | undefined;
  readonly repositoryOwner: {
    readonly projectsV2?: {
      readonly nodes: ReadonlyArray<{
        readonly closed: boolean;
        readonly id: string;
        readonly number: number;
        readonly resourcePath: any;
        readonly title: string;
        readonly viewerCanUpdate: boolean;
      } | null | undefined> | null | undefined;
    };
  } | null | undefined;
};
export type ProjectsMenuQuery = {
  response: ProjectsMenuQuery$data;
  variables: ProjectsMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "owner"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v4 = [
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "first",
      "variableName": "first"
    },
    {
      "kind": "Variable",
      "name": "query",
      "variableName": "query"
    }
  ],
  "concreteType": "ProjectV2Connection",
  "kind": "LinkedField",
  "name": "projectsV2",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProjectV2",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
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
          "kind": "ScalarField",
          "name": "closed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanUpdate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/)
],
v8 = [
  {
    "kind": "Variable",
    "name": "login",
    "variableName": "owner"
  }
],
v9 = {
  "kind": "InlineFragment",
  "selections": (v7/*:: as any*/),
  "type": "Organization",
  "abstractKey": null
},
v10 = {
  "kind": "InlineFragment",
  "selections": (v7/*:: as any*/),
  "type": "User",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectsMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Repository",
        "kind": "LinkedField",
        "name": "repository",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "repositoryOwner",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/)
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
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProjectsMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Repository",
        "kind": "LinkedField",
        "name": "repository",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "repositoryOwner",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "eb7cc20cd8ef8c7e8b003618b3b03c92c36c8098027a3d6e6b2eec0055bf1e5a",
    "metadata": {},
    "name": "ProjectsMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "52f9e88e9ec99a89f0999a45cc9b2b2a";

export default node;
