/**
 * @generated SignedSource<<b0de309c8c33a2dd5c35f1cf3d3fb919>>
 * @relayHash d11d9dc900e4232688edac7702a441f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fdcfcb147e72ae0b460cd5aa14b3d3fb9d1d03ebf0062cdc9bff28960daf1036

import { ConcreteRequest } from 'relay-runtime';
export type SearchShortcutColor = "BLUE" | "GRAY" | "GREEN" | "ORANGE" | "PINK" | "PURPLE" | "RED" | "%future added value";
export type SearchShortcutIcon = "ALERT" | "BEAKER" | "BOOKMARK" | "BRIEFCASE" | "BUG" | "CALENDAR" | "CLOCK" | "CODESCAN" | "CODE_REVIEW" | "COMMENT_DISCUSSION" | "DEPENDABOT" | "EYE" | "FILE_DIFF" | "FLAME" | "GIT_PULL_REQUEST" | "HUBOT" | "ISSUE_OPENED" | "MENTION" | "METER" | "MOON" | "NORTH_STAR" | "ORGANIZATION" | "PEOPLE" | "PERSON" | "ROCKET" | "SMILEY" | "SQUIRREL" | "SUN" | "TELESCOPE" | "TERMINAL" | "TOOLS" | "ZAP" | "%future added value";
export type SearchShortcutType = "DISCUSSIONS" | "ISSUES" | "PULL_REQUESTS" | "%future added value";
export type CreateDashboardSearchShortcutInput = {
  clientMutationId?: string | null | undefined;
  color?: SearchShortcutColor | null | undefined;
  description?: string | null | undefined;
  icon?: SearchShortcutIcon | null | undefined;
  name?: string | null | undefined;
  query?: string | null | undefined;
  scopingRepository?: RepositoryNameWithOwner | null | undefined;
  searchType?: SearchShortcutType | null | undefined;
};
export type RepositoryNameWithOwner = {
  name: string;
  owner: string;
};
export type savedViewMutationsCreateMutation$variables = {
  input: CreateDashboardSearchShortcutInput;
};
export type savedViewMutationsCreateMutation$data = {
  readonly createDashboardSearchShortcut: {
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
export type savedViewMutationsCreateMutation = {
  response: savedViewMutationsCreateMutation$data;
  variables: savedViewMutationsCreateMutation$variables;
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
    "concreteType": "CreateDashboardSearchShortcutPayload",
    "kind": "LinkedField",
    "name": "createDashboardSearchShortcut",
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
    "name": "savedViewMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "savedViewMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d11d9dc900e4232688edac7702a441f8",
    "id": "fdcfcb147e72ae0b460cd5aa14b3d3fb9d1d03ebf0062cdc9bff28960daf1036",
    "metadata": {},
    "name": "savedViewMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation savedViewMutationsCreateMutation(\n  $input: CreateDashboardSearchShortcutInput!\n) {\n  createDashboardSearchShortcut(input: $input) {\n    shortcut {\n      id\n      name\n      query\n      description\n      icon\n      color\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a08b1fd656364dfc5df24c5a68dd04a5";

export default node;
