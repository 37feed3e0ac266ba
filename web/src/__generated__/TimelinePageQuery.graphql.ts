/**
 * @generated SignedSource<<81de8c1c8509289a4e3f4714fe19cde1>>
 * @relayHash fb3f9f9ce3998e6114820da219b8ce7a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a3b18eb0bc5f574dbac63cd736890336b274e4ed5ebeb3a6bc4b98963e739b8

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
  "name": "includesCreatedEdit",
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
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "author",
  "plural": false,
  "selections": [
    (v11/*:: as any*/),
    (v13/*:: as any*/),
    (v8/*:: as any*/),
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
    }
  ],
  "storageKey": null
},
v15 = [
  (v11/*:: as any*/),
  (v13/*:: as any*/),
  (v8/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "editor",
  "plural": false,
  "selections": (v15/*:: as any*/),
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "UserContentEdit",
  "kind": "LinkedField",
  "name": "nodes",
  "plural": true,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editedAt",
      "storageKey": null
    },
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v19 = {
  "alias": "edits",
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 10
    }
  ],
  "concreteType": "UserContentEditConnection",
  "kind": "LinkedField",
  "name": "userContentEdits",
  "plural": false,
  "selections": [
    (v17/*:: as any*/),
    (v18/*:: as any*/)
  ],
  "storageKey": "userContentEdits(first:10)"
},
v20 = {
  "alias": "created",
  "args": [
    {
      "kind": "Literal",
      "name": "last",
      "value": 1
    }
  ],
  "concreteType": "UserContentEditConnection",
  "kind": "LinkedField",
  "name": "userContentEdits",
  "plural": false,
  "selections": [
    (v18/*:: as any*/)
  ],
  "storageKey": "userContentEdits(last:1)"
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bodyHTML",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bodyVersion",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanUpdate",
  "storageKey": null
},
v28 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nameWithOwner",
    "storageKey": null
  },
  (v7/*:: as any*/)
],
v29 = {
  "kind": "TypeDiscriminator",
  "abstractKey": "__isActor"
},
v30 = {
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
v31 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "actor",
  "plural": false,
  "selections": [
    (v11/*:: as any*/),
    (v29/*:: as any*/),
    (v13/*:: as any*/),
    (v30/*:: as any*/),
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resourcePath",
  "storageKey": null
},
v35 = [
  (v32/*:: as any*/),
  (v33/*:: as any*/),
  (v34/*:: as any*/)
],
v36 = [
  (v11/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": (v35/*:: as any*/),
    "type": "Issue",
    "abstractKey": null
  },
  (v8/*:: as any*/)
],
v37 = [
  (v26/*:: as any*/),
  (v31/*:: as any*/)
],
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v39 = [
  (v26/*:: as any*/),
  (v31/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Label",
    "kind": "LinkedField",
    "name": "label",
    "plural": false,
    "selections": [
      (v38/*:: as any*/),
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
v40 = [
  (v13/*:: as any*/)
],
v41 = [
  (v26/*:: as any*/),
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
      (v29/*:: as any*/),
      (v30/*:: as any*/),
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
        "selections": (v40/*:: as any*/),
        "type": "User",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v40/*:: as any*/),
        "type": "Bot",
        "abstractKey": null
      },
      (v8/*:: as any*/)
    ],
    "storageKey": null
  }
],
v42 = [
  (v26/*:: as any*/),
  (v31/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "milestoneTitle",
    "storageKey": null
  }
],
v43 = [
  (v32/*:: as any*/),
  (v33/*:: as any*/),
  (v34/*:: as any*/),
  (v7/*:: as any*/)
],
v44 = [
  (v26/*:: as any*/),
  (v31/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "subIssue",
    "plural": false,
    "selections": (v43/*:: as any*/),
    "storageKey": null
  }
],
v45 = [
  (v26/*:: as any*/),
  (v31/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "parent",
    "plural": false,
    "selections": (v43/*:: as any*/),
    "storageKey": null
  }
],
v46 = [
  (v26/*:: as any*/),
  (v31/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "blockingIssue",
    "plural": false,
    "selections": (v43/*:: as any*/),
    "storageKey": null
  }
],
v47 = [
  (v38/*:: as any*/),
  (v7/*:: as any*/)
],
v48 = {
  "alias": null,
  "args": null,
  "concreteType": "IssueType",
  "kind": "LinkedField",
  "name": "issueType",
  "plural": false,
  "selections": (v47/*:: as any*/),
  "storageKey": null
},
v49 = [
  (v26/*:: as any*/),
  (v31/*:: as any*/),
  (v48/*:: as any*/)
],
v50 = [
  (v26/*:: as any*/),
  (v31/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ProjectV2",
    "kind": "LinkedField",
    "name": "project",
    "plural": false,
    "selections": [
      (v33/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "storageKey": null
  }
],
v51 = [
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
            "kind": "InlineFragment",
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v12/*:: as any*/),
                  (v14/*:: as any*/),
                  (v16/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Repository",
                    "kind": "LinkedField",
                    "name": "repository",
                    "plural": false,
                    "selections": (v28/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "type": "Issue",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v12/*:: as any*/),
                  (v14/*:: as any*/),
                  (v16/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanDelete",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanMinimize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanUnminimize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isMinimized",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "minimizedReason",
                    "storageKey": null
                  }
                ],
                "type": "IssueComment",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
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
                          (v17/*:: as any*/)
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
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "type": "IssueComment",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v26/*:: as any*/),
          (v31/*:: as any*/),
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
                "selections": (v35/*:: as any*/),
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
            "selections": (v36/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "ClosedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v37/*:: as any*/),
        "type": "ReopenedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v26/*:: as any*/),
          (v31/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "canonical",
            "plural": false,
            "selections": (v36/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "MarkedAsDuplicateEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v39/*:: as any*/),
        "type": "LabeledEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v39/*:: as any*/),
        "type": "UnlabeledEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v41/*:: as any*/),
        "type": "AssignedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v41/*:: as any*/),
        "type": "UnassignedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v42/*:: as any*/),
        "type": "MilestonedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v42/*:: as any*/),
        "type": "DemilestonedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v26/*:: as any*/),
          (v31/*:: as any*/),
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
        "selections": (v37/*:: as any*/),
        "type": "PinnedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v37/*:: as any*/),
        "type": "UnpinnedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v44/*:: as any*/),
        "type": "SubIssueAddedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v44/*:: as any*/),
        "type": "SubIssueRemovedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v45/*:: as any*/),
        "type": "ParentIssueAddedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v45/*:: as any*/),
        "type": "ParentIssueRemovedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v46/*:: as any*/),
        "type": "BlockedByAddedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v46/*:: as any*/),
        "type": "BlockedByRemovedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v26/*:: as any*/),
          (v31/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "blockedIssue",
            "plural": false,
            "selections": (v43/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "BlockingAddedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v49/*:: as any*/),
        "type": "IssueTypeAddedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v26/*:: as any*/),
          (v31/*:: as any*/),
          (v48/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueType",
            "kind": "LinkedField",
            "name": "prevIssueType",
            "plural": false,
            "selections": (v47/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "IssueTypeChangedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v49/*:: as any*/),
        "type": "IssueTypeRemovedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v50/*:: as any*/),
        "type": "AddedToProjectV2Event",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v50/*:: as any*/),
        "type": "RemovedFromProjectV2Event",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v26/*:: as any*/),
          (v31/*:: as any*/),
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
        "selections": (v37/*:: as any*/),
        "type": "UnlockedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v26/*:: as any*/),
          (v31/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "deletedCommentAuthor",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "CommentDeletedEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v26/*:: as any*/),
          (v31/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Repository",
            "kind": "LinkedField",
            "name": "fromRepository",
            "plural": false,
            "selections": (v28/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "TransferredEvent",
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
                "selections": (v51/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": "moreItems",
                "args": (v10/*:: as any*/),
                "concreteType": "IssueTimelineItemsConnection",
                "kind": "LinkedField",
                "name": "timelineItems",
                "plural": false,
                "selections": (v51/*:: as any*/),
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
    "cacheID": "fb3f9f9ce3998e6114820da219b8ce7a",
    "id": "5a3b18eb0bc5f574dbac63cd736890336b274e4ed5ebeb3a6bc4b98963e739b8",
    "metadata": {},
    "name": "TimelinePageQuery",
    "operationKind": "query",
    "text": "query TimelinePageQuery(\n  $id: ID!\n  $skip: Int!\n  $moreSkip: Int!\n  $first: Int!\n  $moreFirst: Int!\n) {\n  node(id: $id) {\n    __typename\n    ... on Issue {\n      items: timelineItems(skip: $skip, first: $first) {\n        nodes {\n          __typename\n          ... on Node {\n            __isNode: __typename\n            id\n          }\n          ...TimelineItem_item\n        }\n      }\n      moreItems: timelineItems(skip: $moreSkip, first: $moreFirst) {\n        nodes {\n          __typename\n          ... on Node {\n            __isNode: __typename\n            id\n          }\n          ...TimelineItem_item\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment AssigneeEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on AssignedEvent {\n    createdAt\n    actor {\n      __typename\n      login\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    assignee {\n      __typename\n      ... on User {\n        login\n      }\n      ... on Bot {\n        login\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ... on UnassignedEvent {\n    createdAt\n    actor {\n      __typename\n      login\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    assignee {\n      __typename\n      ... on User {\n        login\n      }\n      ... on Bot {\n        login\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n}\n\nfragment BlockingEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on BlockedByAddedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    blockingIssue {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n  ... on BlockedByRemovedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    blockingIssue {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n  ... on BlockingAddedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    blockedIssue {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n}\n\nfragment CommentCard_subject on Node {\n  __isNode: __typename\n  __typename\n  id\n  ...EditedMarker_subject\n  ...ReactionBar_subject\n  ... on Issue {\n    databaseId\n    url\n    body\n    bodyHTML\n    bodyVersion\n    createdAt\n    viewerCanUpdate\n    author {\n      __typename\n      login\n      avatarUrl(size: 64)\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    repository {\n      nameWithOwner\n      id\n    }\n  }\n  ... on IssueComment {\n    databaseId\n    url\n    body\n    bodyHTML\n    bodyVersion\n    createdAt\n    viewerCanUpdate\n    viewerCanDelete\n    viewerCanMinimize\n    viewerCanUnminimize\n    isMinimized\n    minimizedReason\n    author {\n      __typename\n      login\n      avatarUrl(size: 64)\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n}\n\nfragment CommentDeletedEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on CommentDeletedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    deletedCommentAuthor {\n      __typename\n      login\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n}\n\nfragment EditedMarker_subject on Node {\n  __isNode: __typename\n  ... on Issue {\n    includesCreatedEdit\n    author {\n      __typename\n      login\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    editor {\n      __typename\n      login\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    edits: userContentEdits(first: 10) {\n      totalCount\n      nodes {\n        id\n        editedAt\n        editor {\n          __typename\n          login\n          ... on Node {\n            __isNode: __typename\n            id\n          }\n        }\n      }\n    }\n    created: userContentEdits(last: 1) {\n      nodes {\n        id\n        editedAt\n        editor {\n          __typename\n          login\n          ... on Node {\n            __isNode: __typename\n            id\n          }\n        }\n      }\n    }\n  }\n  ... on IssueComment {\n    includesCreatedEdit\n    author {\n      __typename\n      login\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    editor {\n      __typename\n      login\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    edits: userContentEdits(first: 10) {\n      totalCount\n      nodes {\n        id\n        editedAt\n        editor {\n          __typename\n          login\n          ... on Node {\n            __isNode: __typename\n            id\n          }\n        }\n      }\n    }\n    created: userContentEdits(last: 1) {\n      nodes {\n        id\n        editedAt\n        editor {\n          __typename\n          login\n          ... on Node {\n            __isNode: __typename\n            id\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment IssueTypeEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on IssueTypeAddedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    issueType {\n      name\n      id\n    }\n  }\n  ... on IssueTypeChangedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    issueType {\n      name\n      id\n    }\n    prevIssueType {\n      name\n      id\n    }\n  }\n  ... on IssueTypeRemovedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    issueType {\n      name\n      id\n    }\n  }\n}\n\nfragment LabelEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on LabeledEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    label {\n      name\n      color\n      id\n    }\n  }\n  ... on UnlabeledEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    label {\n      name\n      color\n      id\n    }\n  }\n}\n\nfragment LockEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on LockedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    lockReason\n  }\n  ... on UnlockedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n}\n\nfragment MilestoneEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on MilestonedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    milestoneTitle\n  }\n  ... on DemilestonedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    milestoneTitle\n  }\n}\n\nfragment PinEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on PinnedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ... on UnpinnedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n}\n\nfragment ProjectEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on AddedToProjectV2Event {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    project {\n      title\n      id\n    }\n  }\n  ... on RemovedFromProjectV2Event {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    project {\n      title\n      id\n    }\n  }\n}\n\nfragment ReactionBar_subject on Reactable {\n  __isReactable: __typename\n  __typename\n  id\n  viewerCanReact\n  reactionGroups {\n    content\n    viewerHasReacted\n    reactors {\n      totalCount\n    }\n  }\n}\n\nfragment StateEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on ClosedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    stateReason\n    closer {\n      __typename\n      ... on PullRequest {\n        number\n        title\n        resourcePath\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    duplicateOf {\n      __typename\n      ... on Issue {\n        number\n        title\n        resourcePath\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ... on ReopenedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ... on MarkedAsDuplicateEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    canonical {\n      __typename\n      ... on Issue {\n        number\n        title\n        resourcePath\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n}\n\nfragment SubIssueEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on SubIssueAddedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    subIssue {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n  ... on SubIssueRemovedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    subIssue {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n  ... on ParentIssueAddedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    parent {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n  ... on ParentIssueRemovedEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    parent {\n      number\n      title\n      resourcePath\n      id\n    }\n  }\n}\n\nfragment TimelineComment_comment on IssueComment {\n  ...CommentCard_subject\n}\n\nfragment TimelineEventRow_actor on Actor {\n  __isActor: __typename\n  login\n  avatarUrl(size: 40)\n}\n\nfragment TimelineEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ...StateEvent_event\n  ...LabelEvent_event\n  ...AssigneeEvent_event\n  ...MilestoneEvent_event\n  ...TitleEvent_event\n  ...PinEvent_event\n  ...SubIssueEvent_event\n  ...BlockingEvent_event\n  ...IssueTypeEvent_event\n  ...ProjectEvent_event\n  ...LockEvent_event\n  ...CommentDeletedEvent_event\n  ...TransferEvent_event\n}\n\nfragment TimelineItem_item on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on IssueComment {\n    ...TimelineComment_comment\n  }\n  ...TimelineEvent_event\n}\n\nfragment TitleEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on RenamedTitleEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    previousTitle\n    currentTitle\n  }\n}\n\nfragment TransferEvent_event on IssueTimelineItems {\n  __isIssueTimelineItems: __typename\n  __typename\n  ... on TransferredEvent {\n    createdAt\n    actor {\n      __typename\n      ...TimelineEventRow_actor\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    fromRepository {\n      nameWithOwner\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "771f14f06dc5ed3553de2ac1a8d18c81";

export default node;
