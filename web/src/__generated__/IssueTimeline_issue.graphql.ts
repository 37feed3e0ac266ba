/**
 * @generated SignedSource<<2ebf560077cbe09ce152f82cc5e16106>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueTimeline_issue$data = {
  readonly id: string;
  readonly repository: {
    readonly nameWithOwner: string;
    readonly viewerInteractionLimitReasonHTML: any | null | undefined;
  };
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
      "args": null,
      "concreteType": "Repository",
      "kind": "LinkedField",
      "name": "repository",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameWithOwner",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "action",
              "value": "comment"
            }
          ],
          "kind": "ScalarField",
          "name": "viewerInteractionLimitReasonHTML",
          "storageKey": "viewerInteractionLimitReasonHTML(action:\"comment\")"
        }
      ],
      "storageKey": null
    },
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

(node as any).hash = "ab2402c9767b5940e9f940e8829ebd09";

export default node;
