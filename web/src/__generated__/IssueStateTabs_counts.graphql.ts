/**
 * @generated SignedSource<<e870b730c41f1d768ce1512eb9208147>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueStateTabs_counts$data = {
  readonly closedIssueCount: number;
  readonly openIssueCount: number;
  readonly " $fragmentType": "IssueStateTabs_counts";
};
export type IssueStateTabs_counts$key = {
  readonly " $data"?: IssueStateTabs_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueStateTabs_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueStateTabs_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openIssueCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closedIssueCount",
      "storageKey": null
    }
  ],
  "type": "SearchResultItemConnection",
  "abstractKey": null
};

(node as any).hash = "f2a0b2bf6afdb4a8a81cdc5a5d3c33f4";

export default node;
