/**
 * @generated SignedSource<<37b1258cb7d67d3deec8ca1481b2cdc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueTimeline_issue$data = {
  readonly id: string;
  readonly timelineItems: {
    readonly nodes: ReadonlyArray<{
      readonly id?: string;
      readonly " $fragmentSpreads": FragmentRefs<"TimelineItem_item">;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "IssueTimeline_issue";
};
export type IssueTimeline_issue$key = {
  readonly " $data"?: IssueTimeline_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueTimeline_issue">;
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
  "name": "IssueTimeline_issue",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 15
        }
      ],
      "concreteType": "IssueTimelineItemsConnection",
      "kind": "LinkedField",
      "name": "timelineItems",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
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
              "kind": "InlineFragment",
              "selections": [
                (v0/*:: as any*/)
              ],
              "type": "Node",
              "abstractKey": "__isNode"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "TimelineItem_item"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "timelineItems(first:15)"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "d16cbb2d537d7dbdebf87944de19bc2e";

export default node;
