// useBulkJob's rows reload query, loaded when a job ends (see `reloadRows` in `useBulkJob`).
import { graphql } from 'react-relay';

// The 'issue rows reload' (spec 000 §7): the rows of both lists that show bulk actions (with the
// details of the repository list's rows, which hold the milestone page's).
export const rowsReloadQuery = graphql`
  query useBulkJobRowsReloadQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ...IssueRow_item @alias(as: "row")
    }
  }
`;
