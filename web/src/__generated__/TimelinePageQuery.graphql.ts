/**
 * @generated SignedSource<<510e1113041a23dadf1479e06450f70c>>
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
    "id": "5a3b18eb0bc5f574dbac63cd736890336b274e4ed5ebeb3a6bc4b98963e739b8",
    "metadata": {},
    "name": "TimelinePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "771f14f06dc5ed3553de2ac1a8d18c81";

export default node;
