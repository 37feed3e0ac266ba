/**
 * @generated SignedSource<<d7b154be78f02fdcd4495f1cf774c747>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RepositoryList_user$data = {
  readonly repositories: {
    readonly nodes: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly hasIssuesEnabled: boolean;
      readonly id: string;
      readonly isArchived: boolean;
      readonly isPrivate: boolean;
      readonly issues: {
        readonly totalCount: number;
      };
      readonly nameWithOwner: string;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "RepositoryList_user";
};
export type RepositoryList_user$key = {
  readonly " $data"?: RepositoryList_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"RepositoryList_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RepositoryList_user",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "affiliations",
          "value": [
            "OWNER",
            "COLLABORATOR",
            "ORGANIZATION_MEMBER"
          ]
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": {
            "direction": "ASC",
            "field": "NAME"
          }
        }
      ],
      "concreteType": "RepositoryConnection",
      "kind": "LinkedField",
      "name": "repositories",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Repository",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
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
              "name": "nameWithOwner",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isPrivate",
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
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": "issues(states:[\"OPEN\"])"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "repositories(affiliations:[\"OWNER\",\"COLLABORATOR\",\"ORGANIZATION_MEMBER\"],first:50,orderBy:{\"direction\":\"ASC\",\"field\":\"NAME\"})"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "8929c6e09838aa30f6fe4bb210167b0a";

export default node;
