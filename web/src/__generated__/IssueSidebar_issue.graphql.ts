/**
 * @generated SignedSource<<2758002c8d354294e0994bedd3e5742e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueSidebar_issue$data = {
  readonly viewerCanAssign: boolean;
  readonly viewerCanLabel: boolean;
  readonly viewerCanRelate: boolean;
  readonly viewerCanSetIssueType: boolean;
  readonly viewerCanSetMilestone: boolean;
  readonly viewerCanSetProjects: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AssigneesMenu_issue" | "DevelopmentSection_issue" | "LabelsMenu_issue" | "MilestoneMenu_issue" | "NotificationsSection_issue" | "ProjectsMenu_issue" | "RelationshipsMenu_issue" | "TypeMenu_issue">;
  readonly " $fragmentType": "IssueSidebar_issue";
};
export type IssueSidebar_issue$key = {
  readonly " $data"?: IssueSidebar_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueSidebar_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueSidebar_issue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanAssign",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSetMilestone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSetIssueType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSetProjects",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanRelate",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AssigneesMenu_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LabelsMenu_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TypeMenu_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProjectsMenu_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MilestoneMenu_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RelationshipsMenu_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DevelopmentSection_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationsSection_issue"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "6bffd1f64a7762d27957b55e55627105";

export default node;
