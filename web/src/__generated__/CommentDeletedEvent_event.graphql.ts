/**
 * @generated SignedSource<<5419c5f26ae7aeabcb05f6704ec42301>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentDeletedEvent_event$data = {
  readonly __typename: "CommentDeletedEvent";
  readonly actor: {
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEventRow_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly deletedCommentAuthor: {
    readonly login: string;
  } | null | undefined;
  readonly " $fragmentType": "CommentDeletedEvent_event";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "CommentDeletedEvent_event";
};
export type CommentDeletedEvent_event$key = {
  readonly " $data"?: CommentDeletedEvent_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentDeletedEvent_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentDeletedEvent_event",
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
          "name": "actor",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "TimelineEventRow_actor"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "deletedCommentAuthor",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "login",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "CommentDeletedEvent",
      "abstractKey": null
    }
  ],
  "type": "IssueTimelineItems",
  "abstractKey": "__isIssueTimelineItems"
};

(node as any).hash = "9d87884d8a292707dcf86e9a0b61f4c6";

export default node;
