/**
 * @generated SignedSource<<9d158f840295ed850d84d92df88098c4>>
 * @relayHash aebf0e45d15c9edb091e62fc66790f20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4cc346d5614a7362800b462627af6dbfc38498f923ee150b4211fced94d2574

import { ConcreteRequest } from 'relay-runtime';
export type LockReason = "OFF_TOPIC" | "RESOLVED" | "SPAM" | "TOO_HEATED" | "%future added value";
export type UnlockLockableInput = {
  clientMutationId?: string | null | undefined;
  lockableId: string;
};
export type IssueActionsUnlockMutation$variables = {
  input: UnlockLockableInput;
};
export type IssueActionsUnlockMutation$data = {
  readonly unlockLockable: {
    readonly unlockedRecord: {
      readonly __typename: string;
      readonly activeLockReason: LockReason | null | undefined;
      readonly id?: string;
      readonly locked: boolean;
      readonly viewerCanReact?: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type IssueActionsUnlockMutation = {
  response: IssueActionsUnlockMutation$data;
  variables: IssueActionsUnlockMutation$variables;
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
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locked",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "activeLockReason",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanReact",
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IssueActionsUnlockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnlockLockablePayload",
        "kind": "LinkedField",
        "name": "unlockLockable",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "unlockedRecord",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v6/*:: as any*/)
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
    "name": "IssueActionsUnlockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnlockLockablePayload",
        "kind": "LinkedField",
        "name": "unlockLockable",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "unlockedRecord",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*:: as any*/)
                ],
                "type": "Node",
                "abstractKey": "__isNode"
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
    "cacheID": "aebf0e45d15c9edb091e62fc66790f20",
    "id": "a4cc346d5614a7362800b462627af6dbfc38498f923ee150b4211fced94d2574",
    "metadata": {},
    "name": "IssueActionsUnlockMutation",
    "operationKind": "mutation",
    "text": "mutation IssueActionsUnlockMutation(\n  $input: UnlockLockableInput!\n) {\n  unlockLockable(input: $input) {\n    unlockedRecord {\n      __typename\n      locked\n      activeLockReason\n      ... on Issue {\n        id\n        viewerCanReact\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "191e624ce5555baec3c0abc051db8d74";

export default node;
