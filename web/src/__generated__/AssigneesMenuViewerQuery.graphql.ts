/**
 * @generated SignedSource<<a85d9d4c43f50fae9fdc0d6475587d7e>>
 * @relayHash d587aa8c90962a731d9896fe5868e559
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3e3366ecc814a77a5610f45558858d6b82a3a74763248dc12f31e7a869d21fc

import { ConcreteRequest } from 'relay-runtime';
export type AssigneesMenuViewerQuery$variables = Record<PropertyKey, never>;
export type AssigneesMenuViewerQuery$data = {
  readonly viewer: {
    readonly avatarUrl: any;
    readonly id: string;
    readonly login: string;
    readonly name: string | null | undefined;
  };
};
export type AssigneesMenuViewerQuery = {
  response: AssigneesMenuViewerQuery$data;
  variables: AssigneesMenuViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
        "name": "login",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AssigneesMenuViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AssigneesMenuViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c3e3366ecc814a77a5610f45558858d6b82a3a74763248dc12f31e7a869d21fc",
    "metadata": {},
    "name": "AssigneesMenuViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "86cb4d1e3cb3481aa9e8dbd552b6a73d";

export default node;
