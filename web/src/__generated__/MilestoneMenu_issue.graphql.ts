/**
 * @generated SignedSource<<5a9e0532c6a9d224d51b9546149579d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MilestoneMenu_issue$data = {
  readonly id: string;
  readonly milestone: {
    readonly closed: boolean;
    readonly dueOn: any | null | undefined;
    readonly id: string;
    readonly number: number;
    readonly progressPercentage: number;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "MilestoneMenu_issue";
};
export type MilestoneMenu_issue$key = {
  readonly " $data"?: MilestoneMenu_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"MilestoneMenu_issue">;
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
  "name": "MilestoneMenu_issue",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Milestone",
      "kind": "LinkedField",
      "name": "milestone",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "progressPercentage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "a58a5b7667bbba6fde74077c7382a9ce";

export default node;
