/**
 * @generated SignedSource<<578f7661833f2c151f79bf9be1c9775d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PinnedIssues_repository$data = {
  readonly id: string;
  readonly " $fragmentType": "PinnedIssues_repository";
};
export type PinnedIssues_repository$key = {
  readonly " $data"?: PinnedIssues_repository$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinnedIssues_repository">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinnedIssues_repository",
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

(node as any).hash = "2df7e02e093b50d29f5c8d67078e2219";

export default node;
