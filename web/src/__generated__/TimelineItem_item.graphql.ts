/**
 * @generated SignedSource<<759b89bc54a163b91d4831cb64878052>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TimelineItem_item$data = {
  readonly __typename: string;
  readonly comment?: {
    readonly " $fragmentSpreads": FragmentRefs<"TimelineComment_comment">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_event">;
  readonly " $fragmentType": "TimelineItem_item";
};
export type TimelineItem_item$key = {
  readonly " $data"?: TimelineItem_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineItem_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimelineItem_item",
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
      "selections": [
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TimelineComment_comment"
              }
            ],
            "type": "IssueComment",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "comment"
        }
      ],
      "type": "IssueComment",
      "abstractKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TimelineEvent_event"
    }
  ],
  "type": "IssueTimelineItems",
  "abstractKey": "__isIssueTimelineItems"
};

(node as any).hash = "638916a2348859c7580baf73b51995ba";

export default node;
