/**
 * @generated SignedSource<<217a1822d83064af0a4d4805d9669015>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TimelineComment_comment$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CommentCard_subject">;
  readonly " $fragmentType": "TimelineComment_comment";
};
export type TimelineComment_comment$key = {
  readonly " $data"?: TimelineComment_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineComment_comment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimelineComment_comment",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommentCard_subject"
    }
  ],
  "type": "IssueComment",
  "abstractKey": null
};

(node as any).hash = "357708f4d727c764ddfe2c16a3079ecd";

export default node;
