/**
 * @generated SignedSource<<30442391509385e3d1450da798c225db>>
 * @relayHash 466823638d3af05419978720b678a80f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f996c769d0e056501c349338e8a3beeeb58eb27275b969ad9ccd7a49b35f2aa

import { ConcreteRequest } from 'relay-runtime';
export type IssueClosedStateReason = "COMPLETED" | "DUPLICATE" | "NOT_PLANNED" | "%future added value";
export type IssueState = "CLOSED" | "OPEN" | "%future added value";
export type IssueStateReason = "COMPLETED" | "DUPLICATE" | "NOT_PLANNED" | "REOPENED" | "%future added value";
export type CloseIssueInput = {
  clientMutationId?: string | null | undefined;
  duplicateIssueId?: string | null | undefined;
  issueId: string;
  stateReason?: IssueClosedStateReason | null | undefined;
};
export type useIssueStateCloseMutation$variables = {
  input: CloseIssueInput;
};
export type useIssueStateCloseMutation$data = {
  readonly closeIssue: {
    readonly issue: {
      readonly closed: boolean;
      readonly closedAt: any | null | undefined;
      readonly duplicateOf: {
        readonly id: string;
        readonly number: number;
        readonly resourcePath: any;
      } | null | undefined;
      readonly id: string;
      readonly state: IssueState;
      readonly stateReason: IssueStateReason | null | undefined;
      readonly viewerCanClose: boolean;
      readonly viewerCanReopen: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type useIssueStateCloseMutation = {
  response: useIssueStateCloseMutation$data;
  variables: useIssueStateCloseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CloseIssuePayload",
    "kind": "LinkedField",
    "name": "closeIssue",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
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
            "name": "closedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "enableDuplicate",
                "value": true
              }
            ],
            "kind": "ScalarField",
            "name": "stateReason",
            "storageKey": "stateReason(enableDuplicate:true)"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanClose",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanReopen",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "duplicateOf",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "resourcePath",
                "storageKey": null
              }
            ],
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
    "name": "useIssueStateCloseMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useIssueStateCloseMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8f996c769d0e056501c349338e8a3beeeb58eb27275b969ad9ccd7a49b35f2aa",
    "metadata": {},
    "name": "useIssueStateCloseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "29837c3c19db0bdbd780e4dfa2cd8b2a";

export default node;
