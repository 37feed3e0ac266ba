/**
 * @generated SignedSource<<d81534b22f2232d7eef9f218dc75bed3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewIssueButton_viewer$data = {
  readonly isEnterpriseManaged: boolean;
  readonly " $fragmentType": "NewIssueButton_viewer";
};
export type NewIssueButton_viewer$key = {
  readonly " $data"?: NewIssueButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewIssueButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewIssueButton_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isEnterpriseManaged",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0ab857e72b1b2b247d44fd59b90a5d17";

export default node;
