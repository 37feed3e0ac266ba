// IssueHeader's GraphQL operations, loaded on first use (see `IssueHeader`).
import { graphql } from 'react-relay';

export const titleMutation = graphql`
  mutation IssueHeaderTitleMutation($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        id
        title
        titleHTML
      }
    }
  }
`;
