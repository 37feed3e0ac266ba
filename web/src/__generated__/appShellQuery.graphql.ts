/**
 * @generated SignedSource<<1bfd7997419282ea27c233752b38e6f3>>
 * @relayHash 253bacdc7005d8dd722e35edb574cd35
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18e3eb29cb51bec6edaa999e1c0e371eb666c204e970b032d306b13e1e087623

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type appShellQuery$variables = Record<PropertyKey, never>;
export type appShellQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer">;
  };
};
export type appShellQuery = {
  response: appShellQuery$data;
  variables: appShellQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "appShellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UserMenu_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "appShellQuery",
    "selections": [
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
                "value": 40
              }
            ],
            "kind": "ScalarField",
            "name": "avatarUrl",
            "storageKey": "avatarUrl(size:40)"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "18e3eb29cb51bec6edaa999e1c0e371eb666c204e970b032d306b13e1e087623",
    "metadata": {},
    "name": "appShellQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "8b8a79a5c76065ba79d496e91fca8562";

export default node;
