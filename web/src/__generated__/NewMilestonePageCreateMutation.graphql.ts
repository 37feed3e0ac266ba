/**
 * @generated SignedSource<<73afeace46b24f1affa8334627363c88>>
 * @relayHash 4ba9e241c6d0a7fddf3fb777fa284a04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e29f8f6eda9b0bf4167931acbb62c0672c834acf96e5294aad2d721668456258

import { ConcreteRequest } from 'relay-runtime';
export type CreateMilestoneInput = {
  clientMutationId?: string | null | undefined;
  description?: string | null | undefined;
  dueOn?: any | null | undefined;
  repositoryId: string;
  title: string;
};
export type NewMilestonePageCreateMutation$variables = {
  input: CreateMilestoneInput;
};
export type NewMilestonePageCreateMutation$data = {
  readonly createMilestone: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly milestone: {
      readonly id: string;
      readonly number: number;
    } | null | undefined;
  } | null | undefined;
};
export type NewMilestonePageCreateMutation = {
  response: NewMilestonePageCreateMutation$data;
  variables: NewMilestonePageCreateMutation$variables;
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
    "concreteType": "CreateMilestonePayload",
    "kind": "LinkedField",
    "name": "createMilestone",
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
            "name": "number",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "name": "NewMilestonePageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewMilestonePageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e29f8f6eda9b0bf4167931acbb62c0672c834acf96e5294aad2d721668456258",
    "metadata": {},
    "name": "NewMilestonePageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8a65bffd3cae2c569089073394bf7649";

export default node;
