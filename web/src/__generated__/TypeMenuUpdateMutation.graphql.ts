/**
 * @generated SignedSource<<c8d4eb2976c78dce3fc9db7dc871258f>>
 * @relayHash 177b16f83d3e672becd9530f1be92c2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6e63817cdc1daf3b2913c184495f744e762c60cf733ec118fc52684b62baf7e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueTypeColor = "BLUE" | "GRAY" | "GREEN" | "ORANGE" | "PINK" | "PURPLE" | "RED" | "YELLOW" | "%future added value";
export type UpdateIssueIssueTypeInput = {
  clientMutationId?: string | null | undefined;
  issueId: string;
  issueTypeId?: string | null | undefined;
};
export type TypeMenuUpdateMutation$variables = {
  input: UpdateIssueIssueTypeInput;
};
export type TypeMenuUpdateMutation$data = {
  readonly updateIssueIssueType: {
    readonly issue: {
      readonly " $fragmentSpreads": FragmentRefs<"TypeMenu_issue">;
    } | null | undefined;
  } | null | undefined;
};
export type TypeMenuUpdateMutation$rawResponse = {
  readonly updateIssueIssueType: {
    readonly issue: {
      readonly id: string;
      readonly issueType: {
        readonly color: IssueTypeColor;
        readonly description: string | null | undefined;
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type TypeMenuUpdateMutation = {
  rawResponse: TypeMenuUpdateMutation$rawResponse;
  response: TypeMenuUpdateMutation$data;
  variables: TypeMenuUpdateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TypeMenuUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateIssueIssueTypePayload",
        "kind": "LinkedField",
        "name": "updateIssueIssueType",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "TypeMenu_issue"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TypeMenuUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateIssueIssueTypePayload",
        "kind": "LinkedField",
        "name": "updateIssueIssueType",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueType",
                "kind": "LinkedField",
                "name": "issueType",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "color",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "177b16f83d3e672becd9530f1be92c2e",
    "id": "f6e63817cdc1daf3b2913c184495f744e762c60cf733ec118fc52684b62baf7e",
    "metadata": {},
    "name": "TypeMenuUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation TypeMenuUpdateMutation(\n  $input: UpdateIssueIssueTypeInput!\n) {\n  updateIssueIssueType(input: $input) {\n    issue {\n      ...TypeMenu_issue\n      id\n    }\n  }\n}\n\nfragment TypeMenu_issue on Issue {\n  id\n  issueType {\n    id\n    name\n    color\n    description\n  }\n}\n"
  }
};
})();

(node as any).hash = "2cbb13fb6f2c1339f13faf4e04e43e7a";

export default node;
