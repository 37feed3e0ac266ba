/**
 * @generated SignedSource<<529056eb956f832bf6dfd26260a8dc60>>
 * @relayHash fad0fb005cd404fcac63cb3de06b44f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3275bc012f5819d390383abfefbc46d5f38d07f2e295f83c8cab0b874f16c4a8

import { ConcreteRequest } from 'relay-runtime';
export type ReprioritizeMilestoneIssueInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  milestoneId: string;
  prevId?: string | null | undefined;
  timestamp: any;
};
export type MilestoneIssueListReprioritizeMutation$variables = {
  input: ReprioritizeMilestoneIssueInput;
};
export type MilestoneIssueListReprioritizeMutation$data = {
  readonly reprioritizeMilestoneIssue: {
    readonly milestone: {
      readonly id: string;
      readonly updatedAt: any;
    } | null | undefined;
  } | null | undefined;
};
export type MilestoneIssueListReprioritizeMutation = {
  response: MilestoneIssueListReprioritizeMutation$data;
  variables: MilestoneIssueListReprioritizeMutation$variables;
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
    "concreteType": "ReprioritizeMilestoneIssuePayload",
    "kind": "LinkedField",
    "name": "reprioritizeMilestoneIssue",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "MilestoneIssueListReprioritizeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MilestoneIssueListReprioritizeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3275bc012f5819d390383abfefbc46d5f38d07f2e295f83c8cab0b874f16c4a8",
    "metadata": {},
    "name": "MilestoneIssueListReprioritizeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "209ff62ed49f20d5cab7f40c365657b2";

export default node;
