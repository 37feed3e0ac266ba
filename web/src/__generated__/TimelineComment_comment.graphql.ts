/**
 * @generated SignedSource<<4fe622b87fa3ef0842c5b50faed52db7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TimelineComment_comment$data = {
  readonly author: {
    readonly avatarUrl: any;
    readonly login: string;
  } | null | undefined;
  readonly bodyHTML: any;
  readonly createdAt: any;
  readonly " $fragmentSpreads": FragmentRefs<"ReactionBar_subject">;
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bodyHTML",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "author",
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
          "args": [
            {
              "kind": "Literal",
              "name": "size",
              "value": 64
            }
          ],
          "kind": "ScalarField",
          "name": "avatarUrl",
          "storageKey": "avatarUrl(size:64)"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReactionBar_subject"
    }
  ],
  "type": "IssueComment",
  "abstractKey": null
};

(node as any).hash = "5e2d09d3cb844af76597ee8022303c2b";

export default node;
