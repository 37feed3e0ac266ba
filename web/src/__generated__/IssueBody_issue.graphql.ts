/**
 * @generated SignedSource<<8cf6ed08c40945b9d882be8b761a56cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueBody_issue$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CommentCard_subject">;
  readonly " $fragmentType": "IssueBody_issue";
};
export type IssueBody_issue$key = {
  readonly " $data"?: IssueBody_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueBody_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueBody_issue",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommentCard_subject"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "75fb5e665c95cb248287444f95e7b762";

export default node;
