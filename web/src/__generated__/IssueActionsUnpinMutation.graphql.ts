/**
 * @generated SignedSource<<9784ccf7ba2e5ef9fcb2129c133f062a>>
 * @relayHash e258c0480d7140806d8e0436c5b6e192
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23d0a7d4639135dd30d45ae57dce27da918ac80c7734d8d16f66633c27f43280

import { ConcreteRequest } from 'relay-runtime';
export type UnpinIssueInput = {
  clientMutationId?: string | null | undefined;
  issueId: string;
};
export type IssueActionsUnpinMutation$variables = {
  input: UnpinIssueInput;
};
export type IssueActionsUnpinMutation$data = {
  readonly unpinIssue: {
    readonly issue: {
      readonly id: string;
      readonly isPinned: boolean | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type IssueActionsUnpinMutation = {
  response: IssueActionsUnpinMutation$data;
  variables: IssueActionsUnpinMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Issue",
  "kind": "LinkedField",
  "name": "issue",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPinned",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IssueActionsUnpinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnpinIssuePayload",
        "kind": "LinkedField",
        "name": "unpinIssue",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IssueActionsUnpinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnpinIssuePayload",
        "kind": "LinkedField",
        "name": "unpinIssue",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "23d0a7d4639135dd30d45ae57dce27da918ac80c7734d8d16f66633c27f43280",
    "metadata": {},
    "name": "IssueActionsUnpinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "75f0173c6b335508d6e4e1b946209a17";

export default node;
