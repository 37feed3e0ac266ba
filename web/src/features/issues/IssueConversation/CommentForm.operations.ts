// CommentForm's GraphQL operations, loaded on first use (see `CommentForm`).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation CommentFormMutation($input: AddCommentInput!) {
    addComment(input: $input) {
      timelineEdge {
        node {
          __typename
          ... on IssueComment {
            id
            ...TimelineComment_comment @alias(as: "comment")
          }
        }
      }
    }
  }
`;
