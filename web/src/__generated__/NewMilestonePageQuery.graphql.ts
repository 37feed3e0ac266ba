/**
 * @generated SignedSource<<fe1115fa1067f78d8837c1efc9bfb1d8>>
 * @relayHash 341b8a78bfc96146b2eb322bbac040d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2fedbe872b5c56ab6f6b0c3f7bd41d7a7e434b65d762b2409ac65630af00cb3b

import { ConcreteRequest } from 'relay-runtime';
export type RepositoryPermission = "ADMIN" | "MAINTAIN" | "READ" | "TRIAGE" | "WRITE" | "%future added value";
export type NewMilestonePageQuery$variables = {
  name: string;
  owner: string;
};
export type NewMilestonePageQuery$data = {
  readonly repository: {
    readonly id: string;
    readonly isArchived: boolean;
    readonly isDisabled: boolean;
    readonly isLocked: boolean;
    readonly nameWithOwner: string;
    readonly viewerPermission: RepositoryPermission | null | undefined;
  } | null | undefined;
};
export type NewMilestonePageQuery = {
  response: NewMilestonePageQuery$data;
  variables: NewMilestonePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "owner"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "owner",
        "variableName": "owner"
      }
    ],
    "concreteType": "Repository",
    "kind": "LinkedField",
    "name": "repository",
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
        "name": "nameWithOwner",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerPermission",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isArchived",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isDisabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isLocked",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewMilestonePageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewMilestonePageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "341b8a78bfc96146b2eb322bbac040d2",
    "id": "2fedbe872b5c56ab6f6b0c3f7bd41d7a7e434b65d762b2409ac65630af00cb3b",
    "metadata": {},
    "name": "NewMilestonePageQuery",
    "operationKind": "query",
    "text": "query NewMilestonePageQuery(\n  $owner: String!\n  $name: String!\n) {\n  repository(owner: $owner, name: $name) {\n    id\n    nameWithOwner\n    viewerPermission\n    isArchived\n    isDisabled\n    isLocked\n  }\n}\n"
  }
};
})();

(node as any).hash = "00f4c9bf2229670e89f422aa644b07fa";

export default node;
