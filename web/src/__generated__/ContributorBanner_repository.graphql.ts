/**
 * @generated SignedSource<<7dff5a430b99f6f93be33bfc953cbba3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContributorBanner_repository$data = {
  readonly id: string;
  readonly " $fragmentType": "ContributorBanner_repository";
};
export type ContributorBanner_repository$key = {
  readonly " $data"?: ContributorBanner_repository$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContributorBanner_repository">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContributorBanner_repository",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Repository",
  "abstractKey": null
};

(node as any).hash = "52769bc13caa7b0a3f369fb661878b3b";

export default node;
