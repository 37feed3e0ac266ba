/**
 * @generated SignedSource<<3e56092d8116cf64c07d4b23de51241b>>
 * @relayHash 27ebde03b7e28e71b55d98083decc927
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ddda52b0f22f6d59589c0b6a02b944d0721a017b76966f69f1f81106fad908f

import { ConcreteRequest } from 'relay-runtime';
export type DeleteLabelInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type LabelRowDeleteMutation$variables = {
  input: DeleteLabelInput;
};
export type LabelRowDeleteMutation$data = {
  readonly deleteLabel: {
    readonly clientMutationId: string | null | undefined;
  } | null | undefined;
};
export type LabelRowDeleteMutation = {
  response: LabelRowDeleteMutation$data;
  variables: LabelRowDeleteMutation$variables;
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
    "concreteType": "DeleteLabelPayload",
    "kind": "LinkedField",
    "name": "deleteLabel",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientMutationId",
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
    "name": "LabelRowDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LabelRowDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1ddda52b0f22f6d59589c0b6a02b944d0721a017b76966f69f1f81106fad908f",
    "metadata": {},
    "name": "LabelRowDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "661e39859e8fb8ecfa415947784520db";

export default node;
