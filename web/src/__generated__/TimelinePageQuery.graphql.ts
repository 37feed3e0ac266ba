/**
 * @generated SignedSource<<a491d627e16ae886267116966cac0b8f>>
 * @relayHash 69ab8219fe516ae843529711eac51d18
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0529701cbb80e0db77c9a23424634b3f10e17e7703b4fc9031b2f4d4ad06cd7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TimelinePageQuery$variables = {
  first: number;
  id: string;
  moreFirst: number;
  moreSkip: number;
  skip: number;
};
export type TimelinePageQuery$data = {
  readonly node: {
    readonly items?: {
      readonly nodes: ReadonlyArray<{
        readonly id?: string;
        readonly " $fragmentSpreads": FragmentRefs<"TimelineItem_item">;
      } | null | undefined> | null | undefined;
    };
    readonly moreItems?: {
      readonly nodes: ReadonlyArray<{
        readonly id?: string;
        readonly " $fragmentSpreads": FragmentRefs<"TimelineItem_item">;
      } | null | undefined> | null | undefined;
    };
  } | null | undefined;
};
export type TimelinePageQuery = {
  response: TimelinePageQuery$data;
  variables: TimelinePageQuery$variables;
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
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "moreFirst"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "moreSkip"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "skip"
},
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v6 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "skip",
    "variableName": "skip"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v7/*:: as any*/)
  ],
  "type": "Node",
  "abstractKey": "__isNode"
},
v9 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v8/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "TimelineItem_item"
      }
    ],
    "storageKey": null
  }
],
v10 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "moreFirst"
  },
  {
    "kind": "Variable",
    "name": "skip",
    "variableName": "moreSkip"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "login",
  "storageKey": null
},
v14 = {
  "kind": "TypeDiscriminator",
  "abstractKey": "__isActor"
},
v15 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "size",
      "value": 40
    }
  ],
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": "avatarUrl(size:40)"
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "actor",
  "plural": false,
  "selections": [
    (v11/*:: as any*/),
    (v14/*:: as any*/),
    (v13/*:: as any*/),
    (v15/*:: as any*/),
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resourcePath",
  "storageKey": null
},
v20 = [
  (v17/*:: as any*/),
  (v18/*:: as any*/),
  (v19/*:: as any*/)
],
v21 = [
  (v11/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": (v20/*:: as any*/),
    "type": "Issue",
    "abstractKey": null
  },
  (v8/*:: as any*/)
],
v22 = [
  (v12/*:: as any*/),
  (v16/*:: as any*/)
],
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v24 = [
  (v12/*:: as any*/),
  (v16/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Label",
    "kind": "LinkedField",
    "name": "label",
    "plural": false,
    "selections": [
      (v23/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "color",
        "storageKey": null
      },
      (v7/*:: as any*/)
    ],
    "storageKey": null
  }
],
v25 = [
  (v13/*:: as any*/)
],
v26 = [
  (v12/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "actor",
    "plural": false,
    "selections": [
      (v11/*:: as any*/),
      (v13/*:: as any*/),
      (v14/*:: as any*/),
      (v15/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "assignee",
    "plural": false,
    "selections": [
      (v11/*:: as any*/),
      {
        "kind": "InlineFragment",
        "selections": (v25/*:: as any*/),
        "type": "User",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v25/*:: as any*/),
        "type": "Bot",
        "abstractKey": null
      },
      (v8/*:: as any*/)
    ],
    "storageKey": null
  }
],
v27 = [
  (v12/*:: as any*/),
  (v16/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "milestoneTitle",
    "storageKey": null
  }
],
v28 = [
  (v17/*:: as any*/),
  (v18/*:: as any*/),
  (v19/*:: as any*/),
  (v7/*:: as any*/)
],
v29 = [
  (v12/*:: as any*/),
  (v16/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "subIssue",
    "plural": false,
    "selections": (v28/*:: as any*/),
    "storageKey": null
  }
],
v30 = [
  (v12/*:: as any*/),
  (v16/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "parent",
    "plural": false,
    "selections": (v28/*:: as any*/),
    "storageKey": null
  }
],
v31 = [
  (v12/*:: as any*/),
  (v16/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "blockingIssue",
    "plural": false,
    "selections": (v28/*:: as any*/),
    "storageKey": null
  }
],
v32 = [
  (v23/*:: as any*/),
  (v7/*:: as any*/)
],
v33 = {
  "alias": null,
  "args": null,
  "concreteType": "IssueType",
  "kind": "LinkedField",
  "name": "issueType",
  "plural": false,
  "selections": (v32/*:: as any*/),
  "storageKey": null
},
v34 = [
  (v12/*:: as any*/),
  (v16/*:: as any*/),
  (v33/*:: as any*/)
],
v35 = [
  (v12/*:: as any*/),
  (v16/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ProjectV2",
    "kind": "LinkedField",
    "name": "project",
    "plural": false,
    "selections": [
      (v18/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "storageKey": null
  }
],
v36 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v11/*:: as any*/),
      {
        "kind": "TypeDiscriminator",
        "abstractKey": "__isIssueTimelineItems"
      },
      (v8/*:: as any*/),
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bodyHTML",
            "storageKey": null
          },
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "size",
                    "value": 64
                  }
                ],
                "kind": "ScalarField",
                "name": "avatarUrl",
                "storageKey": "avatarUrl(size:64)"
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanReact",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReactionGroup",
                "kind": "LinkedField",
                "name": "reactionGroups",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerHasReacted",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReactorConnection",
                    "kind": "LinkedField",
                    "name": "reactors",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "totalCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Reactable",
            "abstractKey": "__isReactable"
          }
        ],
        "type": "IssueComment",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v12/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stateReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "closer",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": (v20/*:: as any*/),
                "type": "PullRequest",
                "abstractKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "duplicateOf",
            "plural": false,
            "selections": (v21/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "ClosedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v22/*:: as any*/),
        "type": "ReopenedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v12/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "canonical",
            "plural": false,
            "selections": (v21/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "MarkedAsDuplicateEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v24/*:: as any*/),
        "type": "LabeledEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v24/*:: as any*/),
        "type": "UnlabeledEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v26/*:: as any*/),
        "type": "AssignedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v26/*:: as any*/),
        "type": "UnassignedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v27/*:: as any*/),
        "type": "MilestonedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v27/*:: as any*/),
        "type": "DemilestonedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v12/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "previousTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentTitle",
            "storageKey": null
          }
        ],
        "type": "RenamedTitleEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v22/*:: as any*/),
        "type": "PinnedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v22/*:: as any*/),
        "type": "UnpinnedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v29/*:: as any*/),
        "type": "SubIssueAddedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v29/*:: as any*/),
        "type": "SubIssueRemovedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v30/*:: as any*/),
        "type": "ParentIssueAddedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v30/*:: as any*/),
        "type": "ParentIssueRemovedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v31/*:: as any*/),
        "type": "BlockedByAddedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v31/*:: as any*/),
        "type": "BlockedByRemovedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v12/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "blockedIssue",
            "plural": false,
            "selections": (v28/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "BlockingAddedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v34/*:: as any*/),
        "type": "IssueTypeAddedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v12/*:: as any*/),
          (v16/*:: as any*/),
          (v33/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueType",
            "kind": "LinkedField",
            "name": "prevIssueType",
            "plural": false,
            "selections": (v32/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "IssueTypeChangedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v34/*:: as any*/),
        "type": "IssueTypeRemovedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v35/*:: as any*/),
        "type": "AddedToProjectV2Event",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v35/*:: as any*/),
        "type": "RemovedFromProjectV2Event",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v12/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lockReason",
            "storageKey": null
          }
        ],
        "type": "LockedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v12/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "deletedCommentAuthor",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "CommentDeletedEvent",
        "abstractKey": null
      }
    ],
    "storageKey": null
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
    "name": "TimelinePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": "items",
                "args": (v6/*:: as any*/),
                "concreteType": "IssueTimelineItemsConnection",
                "kind": "LinkedField",
                "name": "timelineItems",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": "moreItems",
                "args": (v10/*:: as any*/),
                "concreteType": "IssueTimelineItemsConnection",
                "kind": "LinkedField",
                "name": "timelineItems",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "Issue",
            "abstractKey": null
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
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TimelinePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": "items",
                "args": (v6/*:: as any*/),
                "concreteType": "IssueTimelineItemsConnection",
                "kind": "LinkedField",
                "name": "timelineItems",
                "plural": false,
                "selections": (v36/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": "moreItems",
                "args": (v10/*:: as any*/),
                "concreteType": "IssueTimelineItemsConnection",
                "kind": "LinkedField",
                "name": "timelineItems",
                "plural": false,
                "selections": (v36/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "Issue",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "69ab8219fe516ae843529711eac51d18",
    "id": "f0529701cbb80e0db77c9a23424634b3f10e17e7703b4fc9031b2f4d4ad06cd7",
    "metadata": {},
    "name": "TimelinePageQuery",
    "operationKind": "query",
    "text": "query TimelinePageQuery(\n  $id: ID!\n  $skip: Int!\n  $moreSkip: Int!\n  $first: Int!\n  $moreFirst: Int!\n) {\n  node(id: $id) {\n    __typename\n    ... on Issue {\n      items: timelineItems(skip: $skip, first: $first) {\n        nodes {\n          __typename\n          ... on Node {\n            __isNode: __typename\n            id\n          }\n          ...TimelineItem_item\n        }\n      }\n      moreItems: timelineItems(skip: $moreSkip, first: $moreFirst) {\n        nodes {\n          __typename\n          ... on Node {\n            __isNode: __typename\n            id\n          }\n          ...TimelineItem_item\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment AssigneeEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on AssignedEvent {\n    createdAt\n    actor {\n      __typename\n      login\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    assignee {\n      __typename\n      ... on User {\n        login\n      }\n      ... on Bot {\n        login\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ... on UnassignedEvent {\n    createdAt\n    actor {\n      __typename\n      login\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    assignee {\n      __typename\n      ... on User {\n        login\n      }\n      ... on Bot {\n        login\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n}\n\nfragment BlockingEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on BlockedByAddedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    blockingIssue {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n  ... on BlockedByRemovedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    blockingIssue {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n  ... on BlockingAddedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    blockedIssue {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n}\n\nfragment CommentDeletedEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on CommentDeletedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    deletedCommentAuthor {\n      __typename\n      login\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n}\n\nfragment IssueTypeEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on IssueTypeAddedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    issueType {\n      name\n      id\n    }\n  }\n  ... on IssueTypeChangedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    issueType {\n      name\n      id\n    }\n    prevIssueType {\n      name\n      id\n    }\n  }\n  ... on IssueTypeRemovedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    issueType {\n      name\n      id\n    }\n  }\n}\n\nfragment LabelEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on LabeledEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    label {\n      name\n      color\n      id\n    }\n  }\n  ... on UnlabeledEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    label {\n      name\n      color\n      id\n    }\n  }\n}\n\nfragment LockEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on LockedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    lockReason\n  }\n}\n\nfragment MilestoneEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on MilestonedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    milestoneTitle\n  }\n  ... on DemilestonedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    milestoneTitle\n  }\n}\n\nfragment PinEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on PinnedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ... on UnpinnedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n}\n\nfragment ProjectEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on AddedToProjectV2Event {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    project {\n      title\n      id\n    }\n  }\n  ... on RemovedFromProjectV2Event {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    project {\n      title\n      id\n    }\n  }\n}\n\nfragment ReactionBar_subject on Reactable {\n  __isReactable: __typename\n  __typename\n  id\n  viewerCanReact\n  reactionGroups {\n    content\n    viewerHasReacted\n    reactors {\n      totalCount\n    }\n  }\n}\n\nfragment StateEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on ClosedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    stateReason\n    closer {\n      __typename\n      ... on PullRequest {\n        number\n        title\n        resourcePath\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    duplicateOf {\n      __typename\n      ... on Issue {\n        number\n        title\n        resourcePath\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ... on ReopenedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ... on MarkedAsDuplicateEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    canonical {\n      __typename\n      ... on Issue {\n        number\n        title\n        resourcePath\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n}\n\nfragment SubIssueEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on SubIssueAddedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    subIssue {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n  ... on SubIssueRemovedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    subIssue {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n  ... on ParentIssueAddedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    parent {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n  ... on ParentIssueRemovedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    parent {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n}\n\nfragment TimelineComment_comment on IssueComment {\n  bodyHTML\n  createdAt\n  author {\n    __typename\n    login\n    avatarUrl(size: 64)\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n  ...ReactionBar_subject\n}\n\nfragment TimelineEventRow_actor on Actor {\n  __isActor: __typename\n  login\n  avatarUrl(size: 40)\n}\n\nfragment TimelineEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ...StateEvent_event\n  ...LabelEvent_event\n  ...AssigneeEvent_event\n  ...MilestoneEvent_event\n  ...TitleEvent_event\n  ...PinEvent_event\n  ...SubIssueEvent_event\n  ...BlockingEvent_event\n  ...IssueTypeEvent_event\n  ...ProjectEvent_event\n  ...LockEvent_event\n  ...CommentDeletedEvent_event\n}\n\nfragment TimelineItem_item on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on IssueComment {\n    ...TimelineComment_comment\n  }\n  ...TimelineEvent_event\n}\n\nfragment TitleEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on RenamedTitleEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    previousTitle\n    currentTitle\n  }\n}\n"
  }
};
})();

(node as any).hash = "771f14f06dc5ed3553de2ac1a8d18c81";

export default node;
