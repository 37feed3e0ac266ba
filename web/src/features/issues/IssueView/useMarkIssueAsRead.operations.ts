// useMarkIssueAsRead's GraphQL operations, loaded on first use (see `useMarkIssueAsRead`).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation useMarkIssueAsReadMutation($input: MarkIssueAsReadInput!) {
    markIssueAsRead(input: $input) {
      issue {
        ... on Issue {
          id
          isReadByViewer
        }
      }
    }
  }
`;
