/**
 * @generated SignedSource<<942b08679454e0add2d95bb659cdf668>>
 * @relayHash c32e5078daa58470daca6e0694739c65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2674fc78b33bbeaeb6a6bc0f10c61c4936e3b93902bd1488eeefd5e2667aec34

import { ConcreteRequest } from 'relay-runtime';
export type DeleteMilestoneInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type MilestonesPageDeleteMutation$variables = {
  input: DeleteMilestoneInput;
};
export type MilestonesPageDeleteMutation$data = {
  readonly deleteMilestone: {
    readonly milestone: {
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type MilestonesPageDeleteMutation = {
  response: MilestonesPageDeleteMutation$data;
  variables: MilestonesPageDeleteMutation$variables;
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
    "concreteType": "DeleteMilestonePayload",
    "kind": "LinkedField",
    "name": "deleteMilestone",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Milestone",
        "kind": "LinkedField",
        "name": "milestone",
        "plural": false,
        "selections": [
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MilestonesPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MilestonesPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2674fc78b33bbeaeb6a6bc0f10c61c4936e3b93902bd1488eeefd5e2667aec34",
    "metadata": {},
    "name": "MilestonesPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "660886a9909ff9beb1f68e71e72c4954";

export default node;
