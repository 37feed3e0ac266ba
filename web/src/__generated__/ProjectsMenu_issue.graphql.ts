/**
 * @generated SignedSource<<db795334c70045b5b2bfac706e349c79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectsMenu_issue$data = {
  readonly id: string;
  readonly projectItems: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly project: {
        readonly closed: boolean;
        readonly id: string;
        readonly number: number;
        readonly resourcePath: any;
        readonly title: string;
        readonly viewerCanUpdate: boolean;
      };
    } | null | undefined> | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ProjectsMenu_issue";
};
export type ProjectsMenu_issue$key = {
  readonly " $data"?: ProjectsMenu_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectsMenu_issue">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectsMenu_issue",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "ProjectV2ItemConnection",
      "kind": "LinkedField",
      "name": "projectItems",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProjectV2Item",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "ProjectV2",
              "kind": "LinkedField",
              "name": "project",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "number",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "resourcePath",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "closed",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewerCanUpdate",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "projectItems(first:50)"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "abe36fd4b6a29d1175d875e5c0c55b83";

export default node;
