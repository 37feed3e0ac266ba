// The task-list tick's mutation, loaded with the first tick (`useTaskListTicks`).
import { graphql } from 'react-relay';

export const tickMutation = graphql`
  mutation useTaskListTicksMutation($input: UpdateTaskListItemInput!) {
    updateTaskListItem(input: $input) {
      subject {
        ... on Issue {
          bodyVersion
        }
        ... on IssueComment {
          bodyVersion
        }
        ...CommentCard_subject
      }
    }
  }
`;
