// useIssueState's GraphQL operations, loaded on first use (see `useIssueState`).
import { graphql } from 'react-relay';

export const closeMutation = graphql`
  mutation useIssueStateCloseMutation($input: CloseIssueInput!) {
    closeIssue(input: $input) {
      issue {
        id
        state
        closed
        closedAt
        stateReason(enableDuplicate: true)
        viewerCanClose
        viewerCanReopen
        duplicateOf {
          id
          number
          resourcePath
        }
      }
    }
  }
`;

export const reopenMutation = graphql`
  mutation useIssueStateReopenMutation($input: ReopenIssueInput!) {
    reopenIssue(input: $input) {
      issue {
        id
        state
        closed
        closedAt
        stateReason(enableDuplicate: true)
        viewerCanClose
        viewerCanReopen
        duplicateOf {
          id
        }
      }
    }
  }
`;
