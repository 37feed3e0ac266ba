/**
 * @generated SignedSource<<fc211637e5bed162351e4192b563212d>>
 * @relayHash 59565d767b1822356fcef8be4879203b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6b0851fd1a94e48b0baac4377405c049c988a3dcd21f70b6f5843db622c69cb8

import { ConcreteRequest } from 'relay-runtime';
export type DeleteIssueCommentInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type commentMutationsDeleteMutation$variables = {
  input: DeleteIssueCommentInput;
};
export type commentMutationsDeleteMutation$data = {
  readonly deleteIssueComment: {
    readonly clientMutationId: string | null | undefined;
  } | null | undefined;
};
export type commentMutationsDeleteMutation = {
  response: commentMutationsDeleteMutation$data;
  variables: commentMutationsDeleteMutation$variables;
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
    "concreteType": "DeleteIssueCommentPayload",
    "kind": "LinkedField",
    "name": "deleteIssueComment",
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
    "name": "commentMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "commentMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6b0851fd1a94e48b0baac4377405c049c988a3dcd21f70b6f5843db622c69cb8",
    "metadata": {},
    "name": "commentMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aefa41eb043681cc057d6b35389b6746";

export default node;
