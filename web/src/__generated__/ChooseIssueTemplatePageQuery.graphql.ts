/**
 * @generated SignedSource<<11e0327f71798acd21c83fcc146eb3f7>>
 * @relayHash 56934155315cfa111db4f78371f9f181
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c97ac087bf55cadfa998d0774fcce5b78353144e8fc4e66200c9adfe4665102

import { ConcreteRequest } from 'relay-runtime';
export type ChooseIssueTemplatePageQuery$variables = {
  name: string;
  owner: string;
};
export type ChooseIssueTemplatePageQuery$data = {
  readonly repository: {
    readonly codeOfConduct: {
      readonly url: any | null | undefined;
    } | null | undefined;
    readonly contactLinks: ReadonlyArray<{
      readonly about: string;
      readonly name: string;
      readonly url: any;
    }> | null | undefined;
    readonly contributingGuidelines: {
      readonly url: any | null | undefined;
    } | null | undefined;
    readonly hasIssuesEnabled: boolean;
    readonly invalidIssueForms: ReadonlyArray<{
      readonly errors: ReadonlyArray<string>;
      readonly filename: string;
    }>;
    readonly isBlankIssuesEnabled: boolean;
    readonly issueForms: ReadonlyArray<{
      readonly description: string;
      readonly filename: string;
      readonly name: string;
    }>;
    readonly issueTemplates: ReadonlyArray<{
      readonly about: string | null | undefined;
      readonly filename: string;
      readonly name: string;
    }> | null | undefined;
    readonly nameWithOwner: string;
    readonly securityPolicyUrl: any | null | undefined;
    readonly supportFileUrl: any | null | undefined;
  } | null | undefined;
};
export type ChooseIssueTemplatePageQuery = {
  response: ChooseIssueTemplatePageQuery$data;
  variables: ChooseIssueTemplatePageQuery$variables;
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isBlankIssuesEnabled",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "about",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "filename",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "IssueTemplate",
  "kind": "LinkedField",
  "name": "issueTemplates",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "IssueForm",
  "kind": "LinkedField",
  "name": "issueForms",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "InvalidIssueForm",
  "kind": "LinkedField",
  "name": "invalidIssueForms",
  "plural": true,
  "selections": [
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errors",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "RepositoryContactLink",
  "kind": "LinkedField",
  "name": "contactLinks",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v12/*:: as any*/)
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "securityPolicyUrl",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "supportFileUrl",
  "storageKey": null
},
v16 = [
  (v12/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "ContributingGuidelines",
  "kind": "LinkedField",
  "name": "contributingGuidelines",
  "plural": false,
  "selections": (v16/*:: as any*/),
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChooseIssueTemplatePageQuery",
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
          (v5/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CodeOfConduct",
            "kind": "LinkedField",
            "name": "codeOfConduct",
            "plural": false,
            "selections": (v16/*:: as any*/),
            "storageKey": null
          },
          (v17/*:: as any*/)
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
    "name": "ChooseIssueTemplatePageQuery",
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
          (v5/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CodeOfConduct",
            "kind": "LinkedField",
            "name": "codeOfConduct",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v17/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "56934155315cfa111db4f78371f9f181",
    "id": "9c97ac087bf55cadfa998d0774fcce5b78353144e8fc4e66200c9adfe4665102",
    "metadata": {},
    "name": "ChooseIssueTemplatePageQuery",
    "operationKind": "query",
    "text": "query ChooseIssueTemplatePageQuery(\n  $owner: String!\n  $name: String!\n) {\n  repository(owner: $owner, name: $name) {\n    nameWithOwner\n    hasIssuesEnabled\n    isBlankIssuesEnabled\n    issueTemplates {\n      name\n      about\n      filename\n    }\n    issueForms {\n      name\n      description\n      filename\n    }\n    invalidIssueForms {\n      filename\n      errors\n    }\n    contactLinks {\n      name\n      about\n      url\n    }\n    securityPolicyUrl\n    supportFileUrl\n    codeOfConduct {\n      url\n      id\n    }\n    contributingGuidelines {\n      url\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d39b0b9deda9f533565d3293ca8d7834";

export default node;
