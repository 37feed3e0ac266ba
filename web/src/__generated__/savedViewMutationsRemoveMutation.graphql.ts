/**
 * @generated SignedSource<<94f89403b93753d215dc1de7d5fa243d>>
 * @relayHash 1091c3fb3002915e83c57bdf1ef9ab3f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5e5235fa83e0f3d6218f60077cf2adee5d607ca86f6b944cb83f73df8e937a6

import { ConcreteRequest } from 'relay-runtime';
export type RemoveDashboardSearchShortcutInput = {
  clientMutationId?: string | null | undefined;
  shortcutId: string;
};
export type savedViewMutationsRemoveMutation$variables = {
  input: RemoveDashboardSearchShortcutInput;
};
export type savedViewMutationsRemoveMutation$data = {
  readonly removeDashboardSearchShortcut: {
    readonly removedShortcutId: string | null | undefined;
  } | null | undefined;
};
export type savedViewMutationsRemoveMutation = {
  response: savedViewMutationsRemoveMutation$data;
  variables: savedViewMutationsRemoveMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RemoveDashboardSearchShortcutPayload",
    "kind": "LinkedField",
    "name": "removeDashboardSearchShortcut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedShortcutId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "savedViewMutationsRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "savedViewMutationsRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a5e5235fa83e0f3d6218f60077cf2adee5d607ca86f6b944cb83f73df8e937a6",
    "metadata": {},
    "name": "savedViewMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8995c4ca185b72a30b315988fa349292";

export default node;
