/**
 * @generated SignedSource<<5c0f7a134ad84065defa91bd9765e2f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RepositoryVisibility = "INTERNAL" | "PRIVATE" | "PUBLIC" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RepositoryHeader_repository$data = {
  readonly hasIssuesEnabled: boolean;
  readonly hasPullRequestsEnabled: boolean;
  readonly isArchived: boolean;
  readonly name: string;
  readonly openIssues: {
    readonly totalCount: number;
  };
  readonly openPullRequests: {
    readonly totalCount: number;
  };
  readonly owner: {
    readonly login: string;
    readonly resourcePath: any;
  };
  readonly visibility: RepositoryVisibility;
  readonly " $fragmentType": "RepositoryHeader_repository";
};
export type RepositoryHeader_repository$key = {
  readonly " $data"?: RepositoryHeader_repository$data;
  readonly " $fragmentSpreads": FragmentRefs<"RepositoryHeader_repository">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "states",
    "value": [
      "OPEN"
    ]
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RepositoryHeader_repository",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "login",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "resourcePath",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visibility",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isArchived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasIssuesEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPullRequestsEnabled",
      "storageKey": null
    },
    {
      "alias": "openIssues",
      "args": (v0/*:: as any*/),
      "concreteType": "IssueConnection",
      "kind": "LinkedField",
      "name": "issues",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "issues(states:[\"OPEN\"])"
    },
    {
      "alias": "openPullRequests",
      "args": (v0/*:: as any*/),
      "concreteType": "PullRequestConnection",
      "kind": "LinkedField",
      "name": "pullRequests",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "pullRequests(states:[\"OPEN\"])"
    }
  ],
  "type": "Repository",
  "abstractKey": null
};
})();

(node as any).hash = "fb7d5592db674d888e7a00be8df4994c";

export default node;
