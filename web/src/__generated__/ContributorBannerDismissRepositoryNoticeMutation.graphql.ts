/**
 * @generated SignedSource<<6fbb604651a3ac60a356de0377b405d4>>
 * @relayHash b68cffc1914c910f6c8040f229967c20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b5dfa7c5f4cd276069cec5ad6ea3e209a7208c1d4d558320019a0210b6b6161

import { ConcreteRequest } from 'relay-runtime';
export type DismissRepositoryNoticeInput = {
  clientMutationId?: string | null | undefined;
  notice: string;
  repositoryId: string;
};
export type ContributorBannerDismissRepositoryNoticeMutation$variables = {
  input: DismissRepositoryNoticeInput;
};
export type ContributorBannerDismissRepositoryNoticeMutation$data = {
  readonly dismissRepositoryNotice: {
    readonly repository: {
      readonly id: string;
      readonly showFirstTimeContributorBanner: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type ContributorBannerDismissRepositoryNoticeMutation = {
  response: ContributorBannerDismissRepositoryNoticeMutation$data;
  variables: ContributorBannerDismissRepositoryNoticeMutation$variables;
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
    "concreteType": "DismissRepositoryNoticePayload",
    "kind": "LinkedField",
    "name": "dismissRepositoryNotice",
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
            "name": "showFirstTimeContributorBanner",
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
    "name": "ContributorBannerDismissRepositoryNoticeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContributorBannerDismissRepositoryNoticeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3b5dfa7c5f4cd276069cec5ad6ea3e209a7208c1d4d558320019a0210b6b6161",
    "metadata": {},
    "name": "ContributorBannerDismissRepositoryNoticeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ce174e9689f732d741ab6faf5d1ded00";

export default node;
