/**
 * @generated SignedSource<<222a443f8efc1ac0bd8c66c5c38ab657>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TitleEvent_event$data = {
  readonly __typename: "RenamedTitleEvent";
  readonly actor: {
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEventRow_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly currentTitle: string;
  readonly previousTitle: string;
  readonly " $fragmentType": "TitleEvent_event";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "TitleEvent_event";
};
export type TitleEvent_event$key = {
  readonly " $data"?: TitleEvent_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"TitleEvent_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TitleEvent_event",
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
          "kind": "ScalarField",
          "name": "previousTitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentTitle",
          "storageKey": null
        }
      ],
      "type": "RenamedTitleEvent",
      "abstractKey": null
    }
  ],
  "type": "IssueTimelineItems",
  "abstractKey": "__isIssueTimelineItems"
};

(node as any).hash = "f6776b99613031cc1ecac56924e8896a";

export default node;
