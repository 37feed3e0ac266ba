/**
 * @generated SignedSource<<56ddfbe58df016d83f3eb7fe9304be42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LockReason = "OFF_TOPIC" | "RESOLVED" | "SPAM" | "TOO_HEATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LockEvent_event$data = {
  readonly __typename: "LockedEvent";
  readonly actor: {
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEventRow_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly lockReason: LockReason | null | undefined;
  readonly " $fragmentType": "LockEvent_event";
} | {
  readonly __typename: "UnlockedEvent";
  readonly actor: {
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEventRow_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly " $fragmentType": "LockEvent_event";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "LockEvent_event";
};
export type LockEvent_event$key = {
  readonly " $data"?: LockEvent_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"LockEvent_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v1 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LockEvent_event",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lockReason",
          "storageKey": null
        }
      ],
      "type": "LockedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "type": "UnlockedEvent",
      "abstractKey": null
    }
  ],
  "type": "IssueTimelineItems",
  "abstractKey": "__isIssueTimelineItems"
};
})();

(node as any).hash = "acd9d30b7d600a904502ef7820c02378";

export default node;
