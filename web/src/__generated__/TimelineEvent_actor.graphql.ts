/**
 * @generated SignedSource<<3ae8c5efe85a67b0e04e58686191756a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TimelineEvent_actor$data = {
  readonly avatarUrl: any;
  readonly login: string;
  readonly " $fragmentType": "TimelineEvent_actor";
};
export type TimelineEvent_actor$key = {
  readonly " $data"?: TimelineEvent_actor$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimelineEvent_actor",
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
          "value": 40
        }
      ],
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": "avatarUrl(size:40)"
    }
  ],
  "type": "Actor",
  "abstractKey": "__isActor"
};

(node as any).hash = "d234d111fdb6a2b2fe817257b591f726";

export default node;
