/**
 * @generated SignedSource<<a7c120c51ebcbcf0913e11ecf9ffc6b3>>
 * @relayHash 2087a0471f37025cb537ac64746f5430
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b56bf90484a4bbc0f59d5e5c84a2502f07540bf348b92e7745a57c601eb0c0a

import { ConcreteRequest } from 'relay-runtime';
export type NewMilestonePageQuery$variables = {
  name: string;
  owner: string;
};
export type NewMilestonePageQuery$data = {
  readonly repository: {
    readonly id: string;
    readonly nameWithOwner: string;
    readonly viewerCanPush: boolean;
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
        "name": "viewerCanPush",
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
    "cacheID": "2087a0471f37025cb537ac64746f5430",
    "id": "5b56bf90484a4bbc0f59d5e5c84a2502f07540bf348b92e7745a57c601eb0c0a",
    "metadata": {},
    "name": "NewMilestonePageQuery",
    "operationKind": "query",
    "text": "query NewMilestonePageQuery(\n  $owner: String!\n  $name: String!\n) {\n  repository(owner: $owner, name: $name) {\n    id\n    nameWithOwner\n    viewerCanPush\n  }\n}\n"
  }
};
})();

(node as any).hash = "efb5ba8855858307f3d5331a2307e9aa";

export default node;
