/**
 * @generated SignedSource<<61631881b374c4a4c784e1e803d371dc>>
 * @relayHash 86b6eabe37b6c0612707519983070f44
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID effc51768a0c71603b3c141f18df4f1e85337fde617aef39cd8a7f45814b3b2d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddLabelsToLabelableInput = {
  clientMutationId?: string | null | undefined;
  labelIds?: ReadonlyArray<string> | null | undefined;
  labelableId: string;
};
export type LabelsMenuAddMutation$variables = {
  input: AddLabelsToLabelableInput;
};
export type LabelsMenuAddMutation$data = {
  readonly addLabelsToLabelable: {
    readonly labelable: {
      readonly issue: {
        readonly " $fragmentSpreads": FragmentRefs<"LabelsMenu_issue">;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type LabelsMenuAddMutation$rawResponse = {
  readonly addLabelsToLabelable: {
    readonly labelable: {
      readonly __typename: "Issue";
      readonly __isNode: "Issue";
      readonly id: string;
      readonly labels: {
        readonly nodes: ReadonlyArray<{
          readonly color: string;
          readonly description: string | null | undefined;
          readonly id: string;
          readonly name: string;
        } | null | undefined> | null | undefined;
      } | null | undefined;
    } | {
      readonly __typename: string;
      readonly __isNode?: string;
      readonly id?: string;
    } | null | undefined;
  } | null | undefined;
};
export type LabelsMenuAddMutation = {
  rawResponse: LabelsMenuAddMutation$rawResponse;
  response: LabelsMenuAddMutation$data;
  variables: LabelsMenuAddMutation$variables;
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
    "name": "LabelsMenuAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AddLabelsToLabelablePayload",
        "kind": "LinkedField",
        "name": "addLabelsToLabelable",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "labelable",
            "plural": false,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "LabelsMenu_issue"
                    }
                  ],
                  "type": "Issue",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "issue"
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
    "name": "LabelsMenuAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AddLabelsToLabelablePayload",
        "kind": "LinkedField",
        "name": "addLabelsToLabelable",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "labelable",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 100
                      },
                      {
                        "kind": "Literal",
                        "name": "orderBy",
                        "value": {
                          "direction": "ASC",
                          "field": "NAME"
                        }
                      }
                    ],
                    "concreteType": "LabelConnection",
                    "kind": "LinkedField",
                    "name": "labels",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Label",
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
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
                    "storageKey": "labels(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"NAME\"})"
                  }
                ],
                "type": "Issue",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v2/*:: as any*/)
                ],
                "type": "Node",
                "abstractKey": "__isNode"
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
    "id": "effc51768a0c71603b3c141f18df4f1e85337fde617aef39cd8a7f45814b3b2d",
    "metadata": {},
    "name": "LabelsMenuAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d7758de51f0403b354945053ba8614bb";

export default node;
