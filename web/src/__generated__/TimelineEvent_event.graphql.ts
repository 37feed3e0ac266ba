/**
 * @generated SignedSource<<6b8bb114692e2a5263f8ca4edb8d37bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IssueStateReason = "COMPLETED" | "DUPLICATE" | "NOT_PLANNED" | "REOPENED" | "%future added value";
export type LockReason = "OFF_TOPIC" | "RESOLVED" | "SPAM" | "TOO_HEATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TimelineEvent_event$data = {
  readonly __typename: "AddedToProjectV2Event";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly project: {
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "AssignedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly assignee: {
    readonly login?: string;
  } | null | undefined;
  readonly createdAt: any;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "BlockedByAddedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly blockingIssue: {
    readonly number: number;
    readonly resourcePath: any;
    readonly title: string;
  } | null | undefined;
  readonly createdAt: any;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "BlockedByRemovedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly blockingIssue: {
    readonly number: number;
    readonly resourcePath: any;
    readonly title: string;
  } | null | undefined;
  readonly createdAt: any;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "BlockingAddedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly blockedIssue: {
    readonly number: number;
    readonly resourcePath: any;
    readonly title: string;
  } | null | undefined;
  readonly createdAt: any;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "ClosedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly closer: {
    readonly __typename: "PullRequest";
    readonly number: number;
    readonly resourcePath: any;
    readonly title: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly createdAt: any;
  readonly duplicateOf: {
    readonly __typename: "Issue";
    readonly number: number;
    readonly resourcePath: any;
    readonly title: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly stateReason: IssueStateReason | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "DemilestonedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly milestoneTitle: string;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "IssueTypeAddedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly issueType: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "IssueTypeChangedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly issueType: {
    readonly name: string;
  } | null | undefined;
  readonly prevIssueType: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "IssueTypeRemovedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly issueType: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "LabeledEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly label: {
    readonly color: string;
    readonly name: string;
  };
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "LockedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly lockReason: LockReason | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "MarkedAsDuplicateEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly canonical: {
    readonly __typename: "Issue";
    readonly number: number;
    readonly resourcePath: any;
    readonly title: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly createdAt: any;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "MilestonedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly milestoneTitle: string;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "ParentIssueAddedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly parent: {
    readonly number: number;
    readonly resourcePath: any;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "ParentIssueRemovedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly parent: {
    readonly number: number;
    readonly resourcePath: any;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "PinnedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "RemovedFromProjectV2Event";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly project: {
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "RenamedTitleEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly currentTitle: string;
  readonly previousTitle: string;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "ReopenedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "SubIssueAddedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly subIssue: {
    readonly number: number;
    readonly resourcePath: any;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "SubIssueRemovedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly subIssue: {
    readonly number: number;
    readonly resourcePath: any;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "UnassignedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly assignee: {
    readonly login?: string;
  } | null | undefined;
  readonly createdAt: any;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "UnlabeledEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly label: {
    readonly color: string;
    readonly name: string;
  };
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  readonly __typename: "UnpinnedEvent";
  readonly actor: {
    readonly login: string;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_actor">;
  } | null | undefined;
  readonly createdAt: any;
  readonly " $fragmentType": "TimelineEvent_event";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "TimelineEvent_event";
};
export type TimelineEvent_event$key = {
  readonly " $data"?: TimelineEvent_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "login",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "actor",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TimelineEvent_actor"
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "number",
    "storageKey": null
  },
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "resourcePath",
    "storageKey": null
  }
],
v6 = [
  (v0/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": (v5/*:: as any*/),
    "type": "Issue",
    "abstractKey": null
  }
],
v7 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Label",
    "kind": "LinkedField",
    "name": "label",
    "plural": false,
    "selections": [
      (v8/*:: as any*/),
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
v10 = [
  (v2/*:: as any*/)
],
v11 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "assignee",
    "plural": false,
    "selections": [
      {
        "kind": "InlineFragment",
        "selections": (v10/*:: as any*/),
        "type": "User",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v10/*:: as any*/),
        "type": "Bot",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
],
v12 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "milestoneTitle",
    "storageKey": null
  }
],
v13 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "subIssue",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  }
],
v14 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "parent",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  }
],
v15 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Issue",
    "kind": "LinkedField",
    "name": "blockingIssue",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  }
],
v16 = [
  (v8/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "IssueType",
  "kind": "LinkedField",
  "name": "issueType",
  "plural": false,
  "selections": (v16/*:: as any*/),
  "storageKey": null
},
v18 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/),
  (v17/*:: as any*/)
],
v19 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ProjectV2",
    "kind": "LinkedField",
    "name": "project",
    "plural": false,
    "selections": [
      (v4/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimelineEvent_event",
  "selections": [
    (v0/*:: as any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        (v1/*:: as any*/),
        (v3/*:: as any*/),
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
            (v0/*:: as any*/),
            {
              "kind": "InlineFragment",
              "selections": (v5/*:: as any*/),
              "type": "PullRequest",
              "abstractKey": null
            }
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
          "selections": (v6/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "ClosedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v7/*:: as any*/),
      "type": "ReopenedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v9/*:: as any*/),
      "type": "LabeledEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v9/*:: as any*/),
      "type": "UnlabeledEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v11/*:: as any*/),
      "type": "AssignedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v11/*:: as any*/),
      "type": "UnassignedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v12/*:: as any*/),
      "type": "MilestonedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v12/*:: as any*/),
      "type": "DemilestonedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v1/*:: as any*/),
        (v3/*:: as any*/),
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
      "selections": [
        (v1/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "canonical",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "MarkedAsDuplicateEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v7/*:: as any*/),
      "type": "PinnedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v7/*:: as any*/),
      "type": "UnpinnedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v13/*:: as any*/),
      "type": "SubIssueAddedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v13/*:: as any*/),
      "type": "SubIssueRemovedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v14/*:: as any*/),
      "type": "ParentIssueAddedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v14/*:: as any*/),
      "type": "ParentIssueRemovedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v15/*:: as any*/),
      "type": "BlockedByAddedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v15/*:: as any*/),
      "type": "BlockedByRemovedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v1/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Issue",
          "kind": "LinkedField",
          "name": "blockedIssue",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "BlockingAddedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v18/*:: as any*/),
      "type": "IssueTypeAddedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v1/*:: as any*/),
        (v3/*:: as any*/),
        (v17/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "IssueType",
          "kind": "LinkedField",
          "name": "prevIssueType",
          "plural": false,
          "selections": (v16/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "IssueTypeChangedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v18/*:: as any*/),
      "type": "IssueTypeRemovedEvent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v19/*:: as any*/),
      "type": "AddedToProjectV2Event",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v19/*:: as any*/),
      "type": "RemovedFromProjectV2Event",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v1/*:: as any*/),
        (v3/*:: as any*/),
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
    }
  ],
  "type": "IssueTimelineItems",
  "abstractKey": "__isIssueTimelineItems"
};
})();

(node as any).hash = "a0f66ae2e2b5c93780a548f36bdcfb39";

export default node;
