// The bulk update mutation, loaded when a bulk change first starts (see `startBulkJob`).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation updateIssuesBulkMutation($input: UpdateIssuesBulkInput!) {
    updateIssuesBulk(input: $input) {
      jobId
    }
  }
`;
