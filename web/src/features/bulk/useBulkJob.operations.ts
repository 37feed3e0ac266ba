// useBulkJob's job status subscription and rows reload query, loaded when a job is first followed (see `useBulkJob`).
import { graphql } from 'react-relay';

export const statusSubscription = graphql`
  subscription useBulkJobStatusSubscription($jobId: ID!) {
    jobStatus(jobId: $jobId) {
      jobId
      state
      percentage
      updatedAt
      executionErrors {
        message
        nodeId
      }
    }
  }
`;

// The 'issue rows reload' (spec 000 §7): the rows of both lists that show bulk actions (with the
// details of the repository list's rows, which hold the milestone page's).
export const rowsReloadQuery = graphql`
  query useBulkJobRowsReloadQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ...IssueRow_item @alias(as: "row")
    }
  }
`;
