/**
 * @generated SignedSource<<f4ebff67273426356b5a8b44f9fdc0e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueListResults_search$data = {
  readonly issueCount: number;
  readonly nodes: ReadonlyArray<{
    readonly __typename: string;
    readonly id?: string;
    readonly " $fragmentSpreads": FragmentRefs<"IssueRow_item">;
  } | null | undefined> | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"IssueStateTabs_counts">;
  readonly " $fragmentType": "IssueListResults_search";
};
export type IssueListResults_search$key = {
  readonly " $data"?: IssueListResults_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueListResults_search">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueListResults_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issueCount",
      "storageKey": null
    },
    {
      "kind": "Defer",
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "IssueStateTabs_counts"
        }
      ]
    },
    {
      "alias": null,
      "args": null,
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
        {
          "kind": "InlineFragment",
          "selections": (v0/*:: as any*/),
          "type": "Issue",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": (v0/*:: as any*/),
          "type": "PullRequest",
          "abstractKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "IssueRow_item"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SearchResultItemConnection",
  "abstractKey": null
};
})();

(node as any).hash = "541ed47ef376faf6f34ec3c6952d5738";

export default node;
