/**
 * @generated SignedSource<<07bac0299ee021d13b55486ebc81cb40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TimelineEvent_event$data = {
  readonly __typename: string;
  readonly " $fragmentSpreads": FragmentRefs<"AssigneeEvent_event" | "BlockingEvent_event" | "CommentDeletedEvent_event" | "IssueTypeEvent_event" | "LabelEvent_event" | "LockEvent_event" | "MilestoneEvent_event" | "PinEvent_event" | "ProjectEvent_event" | "StateEvent_event" | "SubIssueEvent_event" | "TitleEvent_event" | "TransferEvent_event">;
  readonly " $fragmentType": "TimelineEvent_event";
};
export type TimelineEvent_event$key = {
  readonly " $data"?: TimelineEvent_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimelineEvent_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StateEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LabelEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AssigneeEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MilestoneEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TitleEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PinEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SubIssueEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BlockingEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueTypeEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProjectEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LockEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommentDeletedEvent_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TransferEvent_event"
    }
  ],
  "type": "IssueTimelineItems",
  "abstractKey": "__isIssueTimelineItems"
};

(node as any).hash = "c07ef3ee035a072f9bc8832b46828c94";

export default node;
