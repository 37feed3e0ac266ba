/**
 * @generated SignedSource<<e3125577afb2d5f258fb0bc3ad5b757a>>
 * @relayHash 7701ad59d43e124da78b3229196c2ff7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e41e3f825e39665fb14757b44ec79a82d394c300edccdb1d60908704c2fe6072

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueState = "CLOSED" | "OPEN" | "%future added value";
export type IssueStateReason = "COMPLETED" | "DUPLICATE" | "NOT_PLANNED" | "REOPENED" | "%future added value";
export type CreateIssueInput = {
  assigneeIds?: ReadonlyArray<string> | null | undefined;
  body?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  issueFormFieldValues?: ReadonlyArray<IssueFormFieldValueInput> | null | undefined;
  issueTemplate?: string | null | undefined;
  issueTypeId?: string | null | undefined;
  labelIds?: ReadonlyArray<string> | null | undefined;
  milestoneId?: string | null | undefined;
  parentIssueId?: string | null | undefined;
  projectIds?: ReadonlyArray<string> | null | undefined;
  projectV2Ids?: ReadonlyArray<string> | null | undefined;
  repositoryId: string;
  title: string;
};
export type IssueFormFieldValueInput = {
  id: string;
  value?: string | null | undefined;
  values?: ReadonlyArray<string> | null | undefined;
};
export type useRelationshipChangesCreateSubIssueMutation$variables = {
  input: CreateIssueInput;
};
export type useRelationshipChangesCreateSubIssueMutation$data = {
  readonly createIssue: {
    readonly issue: {
      readonly id: string;
      readonly parent: {
        readonly " $fragmentSpreads": FragmentRefs<"RelationshipsMenu_issue">;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useRelationshipChangesCreateSubIssueMutation$rawResponse = {
  readonly createIssue: {
    readonly issue: {
      readonly id: string;
      readonly parent: {
        readonly blockedBy: {
          readonly nodes: ReadonlyArray<{
            readonly id: string;
            readonly number: number;
            readonly resourcePath: any;
            readonly state: IssueState;
            readonly stateReason: IssueStateReason | null | undefined;
            readonly title: string;
            readonly viewerCanRelate: boolean;
          } | null | undefined> | null | undefined;
        };
        readonly blocking: {
          readonly nodes: ReadonlyArray<{
            readonly id: string;
            readonly number: number;
            readonly resourcePath: any;
            readonly state: IssueState;
            readonly stateReason: IssueStateReason | null | undefined;
            readonly title: string;
            readonly viewerCanRelate: boolean;
          } | null | undefined> | null | undefined;
        };
        readonly id: string;
        readonly parent: {
          readonly id: string;
          readonly number: number;
          readonly resourcePath: any;
          readonly state: IssueState;
          readonly stateReason: IssueStateReason | null | undefined;
          readonly title: string;
          readonly viewerCanRelate: boolean;
        } | null | undefined;
        readonly repository: {
          readonly id: string;
          readonly nameWithOwner: string;
        };
        readonly subIssues: {
          readonly nodes: ReadonlyArray<{
            readonly id: string;
            readonly number: number;
            readonly resourcePath: any;
            readonly state: IssueState;
            readonly stateReason: IssueStateReason | null | undefined;
            readonly title: string;
            readonly viewerCanRelate: boolean;
          } | null | undefined> | null | undefined;
        };
        readonly subIssuesSummary: {
          readonly completed: number;
          readonly percentCompleted: number;
          readonly total: number;
        };
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useRelationshipChangesCreateSubIssueMutation = {
  rawResponse: useRelationshipChangesCreateSubIssueMutation$rawResponse;
  response: useRelationshipChangesCreateSubIssueMutation$data;
  variables: useRelationshipChangesCreateSubIssueMutation$variables;
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
v3 = [
  (v2/*:: as any*/),
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
    "name": "resourcePath",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "state",
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
    "name": "viewerCanRelate",
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  }
],
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRelationshipChangesCreateSubIssueMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateIssuePayload",
        "kind": "LinkedField",
        "name": "createIssue",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Issue",
                "kind": "LinkedField",
                "name": "parent",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RelationshipsMenu_issue"
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
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRelationshipChangesCreateSubIssueMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateIssuePayload",
        "kind": "LinkedField",
        "name": "createIssue",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Issue",
                "kind": "LinkedField",
                "name": "parent",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Repository",
                    "kind": "LinkedField",
                    "name": "repository",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nameWithOwner",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Issue",
                    "kind": "LinkedField",
                    "name": "parent",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SubIssuesSummary",
                    "kind": "LinkedField",
                    "name": "subIssuesSummary",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "completed",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "total",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "percentCompleted",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 50
                      }
                    ],
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "subIssues",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": "subIssues(first:50)"
                  },
                  {
                    "alias": null,
                    "args": (v5/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "blockedBy",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": "blockedBy(first:20)"
                  },
                  {
                    "alias": null,
                    "args": (v5/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "blocking",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": "blocking(first:20)"
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
    ]
  },
  "params": {
    "id": "e41e3f825e39665fb14757b44ec79a82d394c300edccdb1d60908704c2fe6072",
    "metadata": {},
    "name": "useRelationshipChangesCreateSubIssueMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "599d954e0bec494ade70e58d482e566d";

export default node;
