/**
 * @generated SignedSource<<d5456b8fc66aedee5a611f7e4fd5ca89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditedMarker_subject$data = {
  readonly author?: {
    readonly login: string;
  } | null | undefined;
  readonly created?: {
    readonly nodes: ReadonlyArray<{
      readonly editedAt: any;
      readonly editor: {
        readonly login: string;
      } | null | undefined;
      readonly id: string;
    } | null | undefined> | null | undefined;
  } | null | undefined;
  readonly editor?: {
    readonly login: string;
  } | null | undefined;
  readonly edits?: {
    readonly nodes: ReadonlyArray<{
      readonly editedAt: any;
      readonly editor: {
        readonly login: string;
      } | null | undefined;
      readonly id: string;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  } | null | undefined;
  readonly includesCreatedEdit?: boolean;
  readonly " $fragmentType": "EditedMarker_subject";
};
export type EditedMarker_subject$key = {
  readonly " $data"?: EditedMarker_subject$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditedMarker_subject">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "login",
    "storageKey": null
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "editor",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "UserContentEdit",
  "kind": "LinkedField",
  "name": "nodes",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editedAt",
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "includesCreatedEdit",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "author",
    "plural": false,
    "selections": (v0/*:: as any*/),
    "storageKey": null
  },
  (v1/*:: as any*/),
  {
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "storageKey": "userContentEdits(first:10)"
  },
  {
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
      (v2/*:: as any*/)
    ],
    "storageKey": "userContentEdits(last:1)"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditedMarker_subject",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": (v3/*:: as any*/),
      "type": "Issue",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v3/*:: as any*/),
      "type": "IssueComment",
      "abstractKey": null
    }
  ],
  "type": "Node",
  "abstractKey": "__isNode"
};
})();

(node as any).hash = "54260ab1d06fec0d7fe32bfdfa16744f";

export default node;
