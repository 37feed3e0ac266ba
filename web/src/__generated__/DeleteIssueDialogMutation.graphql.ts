/**
 * @generated SignedSource<<05f9d21dc6de1c4d6d5543bb0430bf56>>
 * @relayHash 761511368dd9dd0b0f6856b0a8186e7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41fc954ed1ca185bd6acacea208fc68adbf0a37a382daa1239c352ce571c28e1

import { ConcreteRequest } from 'relay-runtime';
export type DeleteIssueInput = {
  clientMutationId?: string | null | undefined;
  issueId: string;
};
export type DeleteIssueDialogMutation$variables = {
  input: DeleteIssueInput;
};
export type DeleteIssueDialogMutation$data = {
  readonly deleteIssue: {
    readonly repository: {
      readonly id: string;
      readonly resourcePath: any;
    } | null | undefined;
  } | null | undefined;
};
export type DeleteIssueDialogMutation = {
  response: DeleteIssueDialogMutation$data;
  variables: DeleteIssueDialogMutation$variables;
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
    "concreteType": "DeleteIssuePayload",
    "kind": "LinkedField",
    "name": "deleteIssue",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
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
            "name": "resourcePath",
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
    "name": "DeleteIssueDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteIssueDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "41fc954ed1ca185bd6acacea208fc68adbf0a37a382daa1239c352ce571c28e1",
    "metadata": {},
    "name": "DeleteIssueDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "92652483717b3ad5ef09bf1c7eeaba95";

export default node;
