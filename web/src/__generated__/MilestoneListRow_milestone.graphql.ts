/**
 * @generated SignedSource<<2a8a2e9c5d1b7c52a3055d241b39ca2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MilestoneListRow_milestone$data = {
  readonly closed: boolean;
  readonly closedIssueCount: number;
  readonly descriptionHTML: string | null | undefined;
  readonly dueOn: any | null | undefined;
  readonly id: string;
  readonly number: number;
  readonly openIssueCount: number;
  readonly title: string;
  readonly " $fragmentType": "MilestoneListRow_milestone";
};
export type MilestoneListRow_milestone$key = {
  readonly " $data"?: MilestoneListRow_milestone$data;
  readonly " $fragmentSpreads": FragmentRefs<"MilestoneListRow_milestone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MilestoneListRow_milestone",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "descriptionHTML",
      "storageKey": null
    },
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
  "type": "Milestone",
  "abstractKey": null
};

(node as any).hash = "4fdaf50db5a6c89e48c35cee163a8a35";

export default node;
