/**
 * @generated SignedSource<<cd12107efa771fa72bb4e0c6e9b67f08>>
 * @relayHash 06be3c741e481fe7c69a6fffd94b0abb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3de1b8f333cad56571655074e93932d6af9aa5996cd407398462fcc366a7da8d

import { ConcreteRequest } from 'relay-runtime';
export type CreateIssueInput = {
  assigneeIds?: ReadonlyArray<string> | null | undefined;
  body?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  issueFormFieldValues?: ReadonlyArray<IssueFormFieldValueInput> | null | undefined;
  issueTemplate?: string | null | undefined;
  issueTypeId?: string | null | undefined;
  labelIds?: ReadonlyArray<string> | null | undefined;
  milestoneId?: string | null | undefined;
  parentIssueId?: string | null | undefined;
  projectIds?: ReadonlyArray<string> | null | undefined;
  projectV2Ids?: ReadonlyArray<string> | null | undefined;
  repositoryId: string;
  title: string;
};
export type IssueFormFieldValueInput = {
  id: string;
  value?: string | null | undefined;
  values?: ReadonlyArray<string> | null | undefined;
};
export type NewIssueFormCreateMutation$variables = {
  input: CreateIssueInput;
};
export type NewIssueFormCreateMutation$data = {
  readonly createIssue: {
    readonly issue: {
      readonly id: string;
      readonly resourcePath: any;
    } | null | undefined;
  } | null | undefined;
};
export type NewIssueFormCreateMutation = {
  response: NewIssueFormCreateMutation$data;
  variables: NewIssueFormCreateMutation$variables;
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
    "concreteType": "CreateIssuePayload",
    "kind": "LinkedField",
    "name": "createIssue",
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
    "name": "NewIssueFormCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewIssueFormCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3de1b8f333cad56571655074e93932d6af9aa5996cd407398462fcc366a7da8d",
    "metadata": {},
    "name": "NewIssueFormCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1578b3eaecf78c574e8e2ce83775df72";

export default node;
