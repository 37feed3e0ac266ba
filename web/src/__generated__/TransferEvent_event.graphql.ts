/**
 * @generated SignedSource<<13f9e73d81ca8f043cb80a6f8fd6cc56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TransferEvent_event$data = {
  readonly __typename: "TransferredEvent";
  readonly actor: {
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEventRow_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly fromRepository: {
    readonly nameWithOwner: string;
  } | null | undefined;
  readonly " $fragmentType": "TransferEvent_event";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "TransferEvent_event";
};
export type TransferEvent_event$key = {
  readonly " $data"?: TransferEvent_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransferEvent_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransferEvent_event",
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
          "concreteType": "Repository",
          "kind": "LinkedField",
          "name": "fromRepository",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nameWithOwner",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "TransferredEvent",
      "abstractKey": null
    }
  ],
  "type": "IssueTimelineItems",
  "abstractKey": "__isIssueTimelineItems"
};

(node as any).hash = "fc2c22f9effeb8cdd4132e9302ea304a";

export default node;
