// commentMutations's GraphQL operations, loaded on first use (see `commentMutations`).
import { graphql } from 'react-relay';

export const updateCommentMutation = graphql`
  mutation commentMutationsUpdateCommentMutation($input: UpdateIssueCommentInput!) {
    updateIssueComment(input: $input) {
      issueComment {
        ...CommentCard_subject
      }
    }
  }
`;

export const updateIssueMutation = graphql`
  mutation commentMutationsUpdateIssueMutation($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        ...CommentCard_subject
      }
    }
  }
`;

export const deleteMutation = graphql`
  mutation commentMutationsDeleteMutation($input: DeleteIssueCommentInput!) {
    deleteIssueComment(input: $input) {
      clientMutationId
    }
  }
`;

export const minimizeMutation = graphql`
  mutation commentMutationsMinimizeMutation($input: MinimizeCommentInput!) {
    minimizeComment(input: $input) {
      minimizedComment {
        ... on IssueComment {
          id
          isMinimized
          minimizedReason
          viewerCanMinimize
          viewerCanUnminimize
        }
      }
    }
  }
`;

export const unminimizeMutation = graphql`
  mutation commentMutationsUnminimizeMutation($input: UnminimizeCommentInput!) {
    unminimizeComment(input: $input) {
      unminimizedComment {
        ... on IssueComment {
          id
          isMinimized
          minimizedReason
          viewerCanMinimize
          viewerCanUnminimize
        }
      }
    }
  }
`;
