/**
 * @generated SignedSource<<939f58f3b6649180e1c9f2b4e0228015>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PinnedIssues_repository$data = {
  readonly id: string;
  readonly pinnedIssues: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly issue: {
        readonly id: string;
        readonly number: number;
        readonly title: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"PinnedIssueCard_pinnedIssue">;
    } | null | undefined> | null | undefined;
  } | null | undefined;
  readonly viewerCanPinIssues: boolean;
  readonly " $fragmentType": "PinnedIssues_repository";
};
export type PinnedIssues_repository$key = {
  readonly " $data"?: PinnedIssues_repository$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinnedIssues_repository">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinnedIssues_repository",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanPinIssues",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "PinnedIssueConnection",
      "kind": "LinkedField",
      "name": "pinnedIssues",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PinnedIssue",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Issue",
              "kind": "LinkedField",
              "name": "issue",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
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
                  "name": "title",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PinnedIssueCard_pinnedIssue"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "pinnedIssues(first:3)"
    }
  ],
  "type": "Repository",
  "abstractKey": null
};
})();

(node as any).hash = "4a1f6296b911a61fd1af1738e9f5dcbf";

export default node;
