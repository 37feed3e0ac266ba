// MilestoneMenu's GraphQL operations, loaded on first use (see `MilestoneMenu`).
import { graphql } from 'react-relay';

export const updateMutation = graphql`
  mutation MilestoneMenuUpdateMutation($input: UpdateIssueInput!) @raw_response_type {
    updateIssue(input: $input) {
      issue {
        ...MilestoneMenu_issue
      }
    }
  }
`;

export const candidatesQuery = graphql`
  query MilestoneMenuQuery($owner: String!, $name: String!, $query: String, $first: Int!) {
    repository(owner: $owner, name: $name) {
      milestones(first: $first, query: $query, states: [OPEN], orderBy: { field: DUE_DATE, direction: ASC }) {
        nodes {
          id
          number
          title
          closed
          dueOn
          progressPercentage
        }
      }
    }
  }
`;
