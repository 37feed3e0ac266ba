/**
 * @generated SignedSource<<5dbdca75c3a9411414c855d5de06dbd9>>
 * @relayHash e4f1f50e45ef7d82a662c7b2ab3f8276
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 216262fa28554ab055c4512d93e446c22a2270f3a6c699f1f4b5c22272ff8d8a

import { ConcreteRequest } from 'relay-runtime';
export type PinIssueInput = {
  clientMutationId?: string | null | undefined;
  issueId: string;
};
export type IssueActionsPinMutation$variables = {
  input: PinIssueInput;
};
export type IssueActionsPinMutation$data = {
  readonly pinIssue: {
    readonly issue: {
      readonly id: string;
      readonly isPinned: boolean | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type IssueActionsPinMutation = {
  response: IssueActionsPinMutation$data;
  variables: IssueActionsPinMutation$variables;
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
    "concreteType": "PinIssuePayload",
    "kind": "LinkedField",
    "name": "pinIssue",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
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
            "name": "isPinned",
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
    "name": "IssueActionsPinMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IssueActionsPinMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "216262fa28554ab055c4512d93e446c22a2270f3a6c699f1f4b5c22272ff8d8a",
    "metadata": {},
    "name": "IssueActionsPinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eb9e0e95f17f99d8e36e941996971b0d";

export default node;
