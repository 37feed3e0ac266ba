/**
 * @generated SignedSource<<55a1eebfa9bed1b7503d193a1c71964d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TimelineEventRow_actor$data = {
  readonly avatarUrl: any;
  readonly login: string;
  readonly " $fragmentType": "TimelineEventRow_actor";
};
export type TimelineEventRow_actor$key = {
  readonly " $data"?: TimelineEventRow_actor$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineEventRow_actor">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimelineEventRow_actor",
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

(node as any).hash = "432ab087729a67d4d7bfc447c3a8d0c3";

export default node;
