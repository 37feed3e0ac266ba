/**
 * @generated SignedSource<<284cb417eb51e0b6bd30ef12767f3d82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectEvent_event$data = {
  readonly __typename: "AddedToProjectV2Event";
  readonly actor: {
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEventRow_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly project: {
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "ProjectEvent_event";
} | {
  readonly __typename: "RemovedFromProjectV2Event";
  readonly actor: {
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEventRow_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly project: {
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "ProjectEvent_event";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "ProjectEvent_event";
};
export type ProjectEvent_event$key = {
  readonly " $data"?: ProjectEvent_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectEvent_event">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "concreteType": "ProjectV2",
    "kind": "LinkedField",
    "name": "project",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectEvent_event",
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
      "selections": (v0/*:: as any*/),
      "type": "AddedToProjectV2Event",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v0/*:: as any*/),
      "type": "RemovedFromProjectV2Event",
      "abstractKey": null
    }
  ],
  "type": "IssueTimelineItems",
  "abstractKey": "__isIssueTimelineItems"
};
})();

(node as any).hash = "0741a9b14e3cda096d887f0ddeba38e4";

export default node;
