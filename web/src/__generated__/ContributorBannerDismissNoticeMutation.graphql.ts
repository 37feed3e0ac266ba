/**
 * @generated SignedSource<<1f5ee4c4e680010caa2f6f9aade2b558>>
 * @relayHash aee8f673220e2917811ee183d6902ab6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d651f05f804b0f89f08e32e57eadf4a450c697238f7459a024a069bfb53b184

import { ConcreteRequest } from 'relay-runtime';
export type DismissNoticeInput = {
  clientMutationId?: string | null | undefined;
  notice: string;
};
export type ContributorBannerDismissNoticeMutation$variables = {
  input: DismissNoticeInput;
};
export type ContributorBannerDismissNoticeMutation$data = {
  readonly dismissNotice: {
    readonly clientMutationId: string | null | undefined;
  } | null | undefined;
};
export type ContributorBannerDismissNoticeMutation = {
  response: ContributorBannerDismissNoticeMutation$data;
  variables: ContributorBannerDismissNoticeMutation$variables;
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
    "concreteType": "DismissNoticePayload",
    "kind": "LinkedField",
    "name": "dismissNotice",
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
    "name": "ContributorBannerDismissNoticeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContributorBannerDismissNoticeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1d651f05f804b0f89f08e32e57eadf4a450c697238f7459a024a069bfb53b184",
    "metadata": {},
    "name": "ContributorBannerDismissNoticeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "75d8bb84f2ad53e968e462ec16153990";

export default node;
