/**
 * @generated SignedSource<<2dd1ec6c677ac52973148f85a70d74a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionState = "IGNORED" | "SUBSCRIBED" | "UNSUBSCRIBED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationsSection_issue$data = {
  readonly id: string;
  readonly participants: {
    readonly nodes: ReadonlyArray<{
      readonly avatarUrl: any;
      readonly id: string;
      readonly login: string;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
  readonly viewerCanSubscribe: boolean;
  readonly viewerSubscription: SubscriptionState | null | undefined;
  readonly " $fragmentType": "NotificationsSection_issue";
};
export type NotificationsSection_issue$key = {
  readonly " $data"?: NotificationsSection_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsSection_issue">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsSection_issue",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSubscribe",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerSubscription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 16
        }
      ],
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "participants",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
        }
      ],
      "storageKey": "participants(first:16)"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "4cda4bfee3b3989a10b6f41f15e3da50";

export default node;
