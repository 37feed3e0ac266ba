/**
 * @generated SignedSource<<f6cf358a74dedd4fb1bedd7305ef75d5>>
 * @relayHash a81b9af8d2a9a72695eee077c134a574
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3f102a976d5562210cb04044ed832cbda265f78a90489c0d299779f9d49b0b8

import { ConcreteRequest } from 'relay-runtime';
export type BulkJobState = "ERROR" | "PENDING" | "QUEUED" | "STARTED" | "SUCCESS" | "%future added value";
export type useBulkJobStatusSubscription$variables = {
  jobId: string;
};
export type useBulkJobStatusSubscription$data = {
  readonly jobStatus: {
    readonly executionErrors: ReadonlyArray<{
      readonly message: string;
      readonly nodeId: string | null | undefined;
    }>;
    readonly jobId: string;
    readonly percentage: number;
    readonly state: BulkJobState;
    readonly updatedAt: any;
  } | null | undefined;
};
export type useBulkJobStatusSubscription = {
  response: useBulkJobStatusSubscription$data;
  variables: useBulkJobStatusSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "jobId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "jobId",
        "variableName": "jobId"
      }
    ],
    "concreteType": "JobStatus",
    "kind": "LinkedField",
    "name": "jobStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "jobId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "percentage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "JobExecutionError",
        "kind": "LinkedField",
        "name": "executionErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nodeId",
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
    "name": "useBulkJobStatusSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBulkJobStatusSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e3f102a976d5562210cb04044ed832cbda265f78a90489c0d299779f9d49b0b8",
    "metadata": {},
    "name": "useBulkJobStatusSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "547afa812634041e39204e4b68339471";

export default node;
