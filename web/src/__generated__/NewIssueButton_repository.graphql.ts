/**
 * @generated SignedSource<<edd46b0afe5f545d79d82a913b05a2b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewIssueButton_repository$data = {
  readonly hasAnyTemplates: boolean;
  readonly isArchived: boolean;
  readonly isOwnerEnterpriseManaged: boolean;
  readonly nameWithOwner: string;
  readonly " $fragmentType": "NewIssueButton_repository";
};
export type NewIssueButton_repository$key = {
  readonly " $data"?: NewIssueButton_repository$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewIssueButton_repository">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewIssueButton_repository",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameWithOwner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isArchived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOwnerEnterpriseManaged",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasAnyTemplates",
      "storageKey": null
    }
  ],
  "type": "Repository",
  "abstractKey": null
};

(node as any).hash = "904a77873eb5d28a2e9f67e1cd93bda7";

export default node;
