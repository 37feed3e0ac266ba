/**
 * @generated SignedSource<<66734bd376bb860883d7794abadceeb5>>
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
  readonly viewerCanSetIssueType: boolean;
  readonly viewerCanSetMilestone: boolean;
  readonly viewerCanSetProjects: boolean;
  readonly viewerCanUpdate: boolean;
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
      "name": "viewerCanUpdate",
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

(node as any).hash = "67fc2adc47a42b2a66af9f975165f3f5";

export default node;
