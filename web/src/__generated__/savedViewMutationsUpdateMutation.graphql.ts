/**
 * @generated SignedSource<<3a47c353c2d90507694a426dcf63642c>>
 * @relayHash f24d8ed7b8bba030f869424e830dbaec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45f0a0b1df42b4908604fa85fcf02d8da3886f047bb7030046f8befc91910423

import { ConcreteRequest } from 'relay-runtime';
export type SearchShortcutColor = "BLUE" | "GRAY" | "GREEN" | "ORANGE" | "PINK" | "PURPLE" | "RED" | "%future added value";
export type SearchShortcutIcon = "ALERT" | "BEAKER" | "BOOKMARK" | "BRIEFCASE" | "BUG" | "CALENDAR" | "CLOCK" | "CODESCAN" | "CODE_REVIEW" | "COMMENT_DISCUSSION" | "DEPENDABOT" | "EYE" | "FILE_DIFF" | "FLAME" | "GIT_PULL_REQUEST" | "HUBOT" | "ISSUE_OPENED" | "MENTION" | "METER" | "MOON" | "NORTH_STAR" | "ORGANIZATION" | "PEOPLE" | "PERSON" | "ROCKET" | "SMILEY" | "SQUIRREL" | "SUN" | "TELESCOPE" | "TERMINAL" | "TOOLS" | "ZAP" | "%future added value";
export type UpdateDashboardSearchShortcutInput = {
  clientMutationId?: string | null | undefined;
  color?: SearchShortcutColor | null | undefined;
  description?: string | null | undefined;
  icon?: SearchShortcutIcon | null | undefined;
  name?: string | null | undefined;
  query?: string | null | undefined;
  scopingRepository?: RepositoryNameWithOwner | null | undefined;
  shortcutId: string;
};
export type RepositoryNameWithOwner = {
  name: string;
  owner: string;
};
export type savedViewMutationsUpdateMutation$variables = {
  input: UpdateDashboardSearchShortcutInput;
};
export type savedViewMutationsUpdateMutation$data = {
  readonly updateDashboardSearchShortcut: {
    readonly shortcut: {
      readonly color: SearchShortcutColor;
      readonly description: string | null | undefined;
      readonly icon: SearchShortcutIcon;
      readonly id: string;
      readonly name: string;
      readonly query: string;
    } | null | undefined;
  } | null | undefined;
};
export type savedViewMutationsUpdateMutation = {
  response: savedViewMutationsUpdateMutation$data;
  variables: savedViewMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateDashboardSearchShortcutPayload",
    "kind": "LinkedField",
    "name": "updateDashboardSearchShortcut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SearchShortcut",
        "kind": "LinkedField",
        "name": "shortcut",
        "plural": false,
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "query",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "icon",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "color",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "savedViewMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "savedViewMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f24d8ed7b8bba030f869424e830dbaec",
    "id": "45f0a0b1df42b4908604fa85fcf02d8da3886f047bb7030046f8befc91910423",
    "metadata": {},
    "name": "savedViewMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation savedViewMutationsUpdateMutation(\n  $input: UpdateDashboardSearchShortcutInput!\n) {\n  updateDashboardSearchShortcut(input: $input) {\n    shortcut {\n      id\n      name\n      query\n      description\n      icon\n      color\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a3f251a56dc4eb1e3778d7df437bcde";

export default node;
