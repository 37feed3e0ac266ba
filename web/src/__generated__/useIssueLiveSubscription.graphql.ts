/**
 * @generated SignedSource<<c709ca29f9c8364b0c03d453507f6ece>>
 * @relayHash a99c5e05749a62b79eb88c32c503d688
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c567d3bed684f38803c779cfa0a7ce97db69ee1db2c89a67cbb431b6e304e6d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useIssueLiveSubscription$variables = {
  id: string;
  readSecondsAgo?: number | null | undefined;
  tail: number;
};
export type useIssueLiveSubscription$data = {
  readonly issueUpdated: {
    readonly id: string;
    readonly liveTail: {
      readonly nodes: ReadonlyArray<{
        readonly id?: string;
        readonly " $fragmentSpreads": FragmentRefs<"TimelineItem_item">;
      } | null | undefined> | null | undefined;
      readonly totalCount: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"CommentForm_issue" | "IssueActions_issue" | "IssueBody_issue" | "IssueHeader_issue" | "IssueSidebar_issue">;
  } | null | undefined;
};
export type useIssueLiveSubscription = {
  response: useIssueLiveSubscription$data;
  variables: useIssueLiveSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "readSecondsAgo"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tail"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "readSecondsAgo",
    "variableName": "readSecondsAgo"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "last",
    "variableName": "tail"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "Node",
  "abstractKey": "__isNode"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v11 = {
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
  "name": "__typename",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "login",
  "storageKey": null
},
v15 = [
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v7/*:: as any*/)
],
v16 = [
  (v6/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanUpdate",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameWithOwner",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDelete",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanRelate",
  "storageKey": null
},
v21 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v22 = [
  (v21/*:: as any*/)
],
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v24 = {
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
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v26 = [
  (v4/*:: as any*/),
  (v23/*:: as any*/),
  (v25/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  }
],
v27 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resourcePath",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closed",
  "storageKey": null
},
v30 = [
  (v4/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v28/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v20/*:: as any*/)
],
v31 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": (v30/*:: as any*/),
    "storageKey": null
  }
],
v32 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v33 = [
  (v18/*:: as any*/),
  (v4/*:: as any*/)
],
v34 = {
  "alias": null,
  "args": null,
  "concreteType": "Repository",
  "kind": "LinkedField",
  "name": "repository",
  "plural": false,
  "selections": (v33/*:: as any*/),
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "includesCreatedEdit",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "author",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
    (v14/*:: as any*/),
    (v7/*:: as any*/),
    (v24/*:: as any*/)
  ],
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "editor",
  "plural": false,
  "selections": (v15/*:: as any*/),
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "concreteType": "UserContentEdit",
  "kind": "LinkedField",
  "name": "nodes",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editedAt",
      "storageKey": null
    },
    (v37/*:: as any*/)
  ],
  "storageKey": null
},
v39 = {
  "alias": "edits",
  "args": (v22/*:: as any*/),
  "concreteType": "UserContentEditConnection",
  "kind": "LinkedField",
  "name": "userContentEdits",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    (v38/*:: as any*/)
  ],
  "storageKey": "userContentEdits(first:10)"
},
v40 = {
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
    (v38/*:: as any*/)
  ],
  "storageKey": "userContentEdits(last:1)"
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bodyHTML",
  "storageKey": null
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bodyVersion",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanMinimize",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanUnminimize",
  "storageKey": null
},
v48 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMinimized",
  "storageKey": null
},
v49 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minimizedReason",
  "storageKey": null
},
v50 = {
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
          "selections": (v16/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reactable",
  "abstractKey": "__isReactable"
},
v51 = {
  "kind": "TypeDiscriminator",
  "abstractKey": "__isActor"
},
v52 = {
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
v53 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "actor",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
    (v51/*:: as any*/),
    (v14/*:: as any*/),
    (v52/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v54 = [
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v28/*:: as any*/)
],
v55 = [
  (v13/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": (v54/*:: as any*/),
    "type": "Issue",
    "abstractKey": null
  },
  (v7/*:: as any*/)
],
v56 = [
  (v12/*:: as any*/),
  (v53/*:: as any*/)
],
v57 = [
  (v12/*:: as any*/),
  (v53/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Label",
    "kind": "LinkedField",
    "name": "label",
    "plural": false,
    "selections": [
      (v23/*:: as any*/),
      (v25/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "storageKey": null
  }
],
v58 = [
  (v14/*:: as any*/)
],
v59 = [
  (v12/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "actor",
    "plural": false,
    "selections": [
      (v13/*:: as any*/),
      (v14/*:: as any*/),
      (v51/*:: as any*/),
      (v52/*:: as any*/),
      (v7/*:: as any*/)
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
      (v13/*:: as any*/),
      {
        "kind": "InlineFragment",
        "selections": (v58/*:: as any*/),
        "type": "User",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v58/*:: as any*/),
        "type": "Bot",
        "abstractKey": null
      },
      (v7/*:: as any*/)
    ],
    "storageKey": null
  }
],
v60 = [
  (v12/*:: as any*/),
  (v53/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "milestoneTitle",
    "storageKey": null
  }
],
v61 = [
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v28/*:: as any*/),
  (v4/*:: as any*/)
],
v62 = [
  (v12/*:: as any*/),
  (v53/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "subIssue",
    "plural": false,
    "selections": (v61/*:: as any*/),
    "storageKey": null
  }
],
v63 = [
  (v12/*:: as any*/),
  (v53/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "parent",
    "plural": false,
    "selections": (v61/*:: as any*/),
    "storageKey": null
  }
],
v64 = [
  (v12/*:: as any*/),
  (v53/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "blockingIssue",
    "plural": false,
    "selections": (v61/*:: as any*/),
    "storageKey": null
  }
],
v65 = [
  (v23/*:: as any*/),
  (v4/*:: as any*/)
],
v66 = {
  "alias": null,
  "args": null,
  "concreteType": "IssueType",
  "kind": "LinkedField",
  "name": "issueType",
  "plural": false,
  "selections": (v65/*:: as any*/),
  "storageKey": null
},
v67 = [
  (v12/*:: as any*/),
  (v53/*:: as any*/),
  (v66/*:: as any*/)
],
v68 = [
  (v12/*:: as any*/),
  (v53/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ProjectV2",
    "kind": "LinkedField",
    "name": "project",
    "plural": false,
    "selections": [
      (v9/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "storageKey": null
  }
],
v69 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "author",
  "plural": false,
  "selections": [
    (v24/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useIssueLiveSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issueUpdated",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IssueHeader_issue"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IssueActions_issue"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CommentForm_issue"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IssueSidebar_issue"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IssueBody_issue"
          },
          {
            "alias": "liveTail",
            "args": (v5/*:: as any*/),
            "concreteType": "IssueTimelineItemsConnection",
            "kind": "LinkedField",
            "name": "timelineItems",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "TimelineItem_item"
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useIssueLiveSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issueUpdated",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "commentCount",
            "args": null,
            "concreteType": "IssueCommentConnection",
            "kind": "LinkedField",
            "name": "comments",
            "plural": false,
            "selections": (v16/*:: as any*/),
            "storageKey": null
          },
          (v17/*:: as any*/),
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
              (v8/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Repository",
            "kind": "LinkedField",
            "name": "repository",
            "plural": false,
            "selections": [
              (v18/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 1
                  }
                ],
                "concreteType": "IssueTypeConnection",
                "kind": "LinkedField",
                "name": "issueTypes",
                "plural": false,
                "selections": (v16/*:: as any*/),
                "storageKey": "issueTypes(first:1)"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locked",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "activeLockReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPinned",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanLock",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanPin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanTransfer",
            "storageKey": null
          },
          (v19/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanComment",
            "storageKey": null
          },
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
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": (v22/*:: as any*/),
            "concreteType": "UserConnection",
            "kind": "LinkedField",
            "name": "assignees",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v14/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "assignees(first:10)"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              },
              {
                "kind": "Literal",
                "name": "orderBy",
                "value": {
                  "direction": "ASC",
                  "field": "NAME"
                }
              }
            ],
            "concreteType": "LabelConnection",
            "kind": "LinkedField",
            "name": "labels",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Label",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": (v26/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "labels(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"NAME\"})"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueType",
            "kind": "LinkedField",
            "name": "issueType",
            "plural": false,
            "selections": (v26/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v27/*:: as any*/),
            "concreteType": "ProjectV2ItemConnection",
            "kind": "LinkedField",
            "name": "projectItems",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProjectV2Item",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProjectV2",
                    "kind": "LinkedField",
                    "name": "project",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v9/*:: as any*/),
                      (v8/*:: as any*/),
                      (v28/*:: as any*/),
                      (v29/*:: as any*/),
                      (v17/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "projectItems(first:50)"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Milestone",
            "kind": "LinkedField",
            "name": "milestone",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v29/*:: as any*/),
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
                "name": "progressPercentage",
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
            "selections": (v30/*:: as any*/),
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
            "args": (v27/*:: as any*/),
            "concreteType": "IssueConnection",
            "kind": "LinkedField",
            "name": "subIssues",
            "plural": false,
            "selections": (v31/*:: as any*/),
            "storageKey": "subIssues(first:50)"
          },
          {
            "alias": null,
            "args": (v32/*:: as any*/),
            "concreteType": "IssueConnection",
            "kind": "LinkedField",
            "name": "blockedBy",
            "plural": false,
            "selections": (v31/*:: as any*/),
            "storageKey": "blockedBy(first:20)"
          },
          {
            "alias": null,
            "args": (v32/*:: as any*/),
            "concreteType": "IssueConnection",
            "kind": "LinkedField",
            "name": "blocking",
            "plural": false,
            "selections": (v31/*:: as any*/),
            "storageKey": "blocking(first:20)"
          },
          {
            "alias": null,
            "args": [
              (v21/*:: as any*/),
              {
                "kind": "Literal",
                "name": "includeClosedPrs",
                "value": true
              }
            ],
            "concreteType": "PullRequestConnection",
            "kind": "LinkedField",
            "name": "closedByPullRequestsReferences",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PullRequest",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isDraft",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isInMergeQueue",
                    "storageKey": null
                  },
                  (v28/*:: as any*/),
                  (v34/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "closedByPullRequestsReferences(first:10,includeClosedPrs:true)"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanSubscribe",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerSubscription",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 16
              }
            ],
            "concreteType": "UserConnection",
            "kind": "LinkedField",
            "name": "participants",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v14/*:: as any*/),
                  (v24/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "participants(first:16)"
          },
          {
            "alias": "liveTail",
            "args": (v5/*:: as any*/),
            "concreteType": "IssueTimelineItemsConnection",
            "kind": "LinkedField",
            "name": "timelineItems",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v13/*:: as any*/),
                  {
                    "kind": "TypeDiscriminator",
                    "abstractKey": "__isIssueTimelineItems"
                  },
                  (v7/*:: as any*/),
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v35/*:: as any*/),
                              (v36/*:: as any*/),
                              (v37/*:: as any*/),
                              (v39/*:: as any*/),
                              (v40/*:: as any*/),
                              (v41/*:: as any*/),
                              (v42/*:: as any*/),
                              (v43/*:: as any*/),
                              (v44/*:: as any*/),
                              (v45/*:: as any*/),
                              (v12/*:: as any*/),
                              (v17/*:: as any*/),
                              (v34/*:: as any*/)
                            ],
                            "type": "Issue",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v35/*:: as any*/),
                              (v36/*:: as any*/),
                              (v37/*:: as any*/),
                              (v39/*:: as any*/),
                              (v40/*:: as any*/),
                              (v41/*:: as any*/),
                              (v42/*:: as any*/),
                              (v43/*:: as any*/),
                              (v44/*:: as any*/),
                              (v45/*:: as any*/),
                              (v12/*:: as any*/),
                              (v17/*:: as any*/),
                              (v19/*:: as any*/),
                              (v46/*:: as any*/),
                              (v47/*:: as any*/),
                              (v48/*:: as any*/),
                              (v49/*:: as any*/)
                            ],
                            "type": "IssueComment",
                            "abstractKey": null
                          },
                          (v50/*:: as any*/)
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
                      (v12/*:: as any*/),
                      (v53/*:: as any*/),
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
                          (v13/*:: as any*/),
                          {
                            "kind": "InlineFragment",
                            "selections": (v54/*:: as any*/),
                            "type": "PullRequest",
                            "abstractKey": null
                          },
                          (v7/*:: as any*/)
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
                        "selections": (v55/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "type": "ClosedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v56/*:: as any*/),
                    "type": "ReopenedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v12/*:: as any*/),
                      (v53/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "canonical",
                        "plural": false,
                        "selections": (v55/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "type": "MarkedAsDuplicateEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v57/*:: as any*/),
                    "type": "LabeledEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v57/*:: as any*/),
                    "type": "UnlabeledEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v59/*:: as any*/),
                    "type": "AssignedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v59/*:: as any*/),
                    "type": "UnassignedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v60/*:: as any*/),
                    "type": "MilestonedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v60/*:: as any*/),
                    "type": "DemilestonedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v12/*:: as any*/),
                      (v53/*:: as any*/),
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
                    "selections": (v56/*:: as any*/),
                    "type": "PinnedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v56/*:: as any*/),
                    "type": "UnpinnedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v62/*:: as any*/),
                    "type": "SubIssueAddedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v62/*:: as any*/),
                    "type": "SubIssueRemovedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v63/*:: as any*/),
                    "type": "ParentIssueAddedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v63/*:: as any*/),
                    "type": "ParentIssueRemovedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v64/*:: as any*/),
                    "type": "BlockedByAddedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v64/*:: as any*/),
                    "type": "BlockedByRemovedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v12/*:: as any*/),
                      (v53/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Issue",
                        "kind": "LinkedField",
                        "name": "blockedIssue",
                        "plural": false,
                        "selections": (v61/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "type": "BlockingAddedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v67/*:: as any*/),
                    "type": "IssueTypeAddedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v12/*:: as any*/),
                      (v53/*:: as any*/),
                      (v66/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "IssueType",
                        "kind": "LinkedField",
                        "name": "prevIssueType",
                        "plural": false,
                        "selections": (v65/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "type": "IssueTypeChangedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v67/*:: as any*/),
                    "type": "IssueTypeRemovedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v68/*:: as any*/),
                    "type": "AddedToProjectV2Event",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v68/*:: as any*/),
                    "type": "RemovedFromProjectV2Event",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v12/*:: as any*/),
                      (v53/*:: as any*/),
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
                    "selections": (v56/*:: as any*/),
                    "type": "UnlockedEvent",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v12/*:: as any*/),
                      (v53/*:: as any*/),
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
                      (v12/*:: as any*/),
                      (v53/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Repository",
                        "kind": "LinkedField",
                        "name": "fromRepository",
                        "plural": false,
                        "selections": (v33/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "type": "TransferredEvent",
                    "abstractKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v13/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v35/*:: as any*/),
                  (v69/*:: as any*/),
                  (v37/*:: as any*/),
                  (v39/*:: as any*/),
                  (v40/*:: as any*/),
                  (v41/*:: as any*/),
                  (v42/*:: as any*/),
                  (v43/*:: as any*/),
                  (v44/*:: as any*/),
                  (v45/*:: as any*/)
                ],
                "type": "Issue",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v35/*:: as any*/),
                  (v69/*:: as any*/),
                  (v37/*:: as any*/),
                  (v39/*:: as any*/),
                  (v40/*:: as any*/),
                  (v41/*:: as any*/),
                  (v42/*:: as any*/),
                  (v43/*:: as any*/),
                  (v44/*:: as any*/),
                  (v45/*:: as any*/),
                  (v46/*:: as any*/),
                  (v47/*:: as any*/),
                  (v48/*:: as any*/),
                  (v49/*:: as any*/)
                ],
                "type": "IssueComment",
                "abstractKey": null
              },
              (v50/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5c567d3bed684f38803c779cfa0a7ce97db69ee1db2c89a67cbb431b6e304e6d",
    "metadata": {},
    "name": "useIssueLiveSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "5716b2f8074654e32a8df816a1832a70";

export default node;
