/**
 * @generated SignedSource<<0eeaae7fd4a3f2ce714b150307cc355a>>
 * @relayHash e3b48b8c9c348a9845002c2484664a79
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14445af1e736d7af89cfc0fe8135fe698df216a0d4bb941fff53259a24132c47

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MilestoneOrderField = "COMPLETENESS" | "CREATED_AT" | "DUE_DATE" | "ISSUE_COUNT" | "NUMBER" | "TITLE" | "UPDATED_AT" | "%future added value";
export type MilestoneState = "CLOSED" | "OPEN" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type MilestoneOrder = {
  direction: OrderDirection;
  field: MilestoneOrderField;
};
export type MilestonesPageQuery$variables = {
  first: number;
  name: string;
  orderBy?: MilestoneOrder | null | undefined;
  owner: string;
  states?: ReadonlyArray<MilestoneState> | null | undefined;
};
export type MilestonesPageQuery$data = {
  readonly repository: {
    readonly closed: {
      readonly totalCount: number;
    } | null | undefined;
    readonly hasIssuesEnabled: boolean;
    readonly id: string;
    readonly open: {
      readonly totalCount: number;
    } | null | undefined;
    readonly viewerCanPush: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"MilestoneList_repository">;
  } | null | undefined;
};
export type MilestonesPageQuery = {
  response: MilestonesPageQuery$data;
  variables: MilestonesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "owner"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "states"
},
v5 = [
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "name"
  },
  {
    "kind": "Variable",
    "name": "owner",
    "variableName": "owner"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasIssuesEnabled",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanPush",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v10 = {
  "alias": "open",
  "args": [
    {
      "kind": "Literal",
      "name": "states",
      "value": [
        "OPEN"
      ]
    }
  ],
  "concreteType": "MilestoneConnection",
  "kind": "LinkedField",
  "name": "milestones",
  "plural": false,
  "selections": (v9/*:: as any*/),
  "storageKey": "milestones(states:[\"OPEN\"])"
},
v11 = {
  "alias": "closed",
  "args": [
    {
      "kind": "Literal",
      "name": "states",
      "value": [
        "CLOSED"
      ]
    }
  ],
  "concreteType": "MilestoneConnection",
  "kind": "LinkedField",
  "name": "milestones",
  "plural": false,
  "selections": (v9/*:: as any*/),
  "storageKey": "milestones(states:[\"CLOSED\"])"
},
v12 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "states",
    "variableName": "states"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MilestonesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Repository",
        "kind": "LinkedField",
        "name": "repository",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "args": (v12/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "MilestoneList_repository"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MilestonesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Repository",
        "kind": "LinkedField",
        "name": "repository",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": "MilestoneConnection",
            "kind": "LinkedField",
            "name": "milestones",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MilestoneEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Milestone",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
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
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "filters": [
              "states",
              "orderBy"
            ],
            "handle": "connection",
            "key": "MilestoneList_milestones",
            "kind": "LinkedHandle",
            "name": "milestones"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e3b48b8c9c348a9845002c2484664a79",
    "id": "14445af1e736d7af89cfc0fe8135fe698df216a0d4bb941fff53259a24132c47",
    "metadata": {},
    "name": "MilestonesPageQuery",
    "operationKind": "query",
    "text": "query MilestonesPageQuery(\n  $owner: String!\n  $name: String!\n  $states: [MilestoneState!]\n  $orderBy: MilestoneOrder\n  $first: Int!\n) {\n  repository(owner: $owner, name: $name) {\n    id\n    hasIssuesEnabled\n    viewerCanPush\n    open: milestones(states: [OPEN]) {\n      totalCount\n    }\n    closed: milestones(states: [CLOSED]) {\n      totalCount\n    }\n    ...MilestoneList_repository_4wsdZs\n  }\n}\n\nfragment MilestoneListRow_milestone on Milestone {\n  id\n  number\n  title\n  closed\n  dueOn\n  descriptionHTML\n  openIssueCount\n  closedIssueCount\n}\n\nfragment MilestoneList_repository_4wsdZs on Repository {\n  milestones(first: $first, states: $states, orderBy: $orderBy) {\n    edges {\n      node {\n        id\n        ...MilestoneListRow_milestone\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "dbbfe176a5c7f677b5db1e8fcbaa0368";

export default node;
