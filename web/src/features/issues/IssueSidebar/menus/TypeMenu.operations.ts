// TypeMenu's GraphQL operations, loaded on first use (see `TypeMenu`).
import { graphql } from 'react-relay';

export const updateMutation = graphql`
  mutation TypeMenuUpdateMutation($input: UpdateIssueIssueTypeInput!) @raw_response_type {
    updateIssueIssueType(input: $input) {
      issue {
        ...TypeMenu_issue
      }
    }
  }
`;

export const candidatesQuery = graphql`
  query TypeMenuQuery($owner: String!, $name: String!, $first: Int!) {
    repository(owner: $owner, name: $name) {
      issueTypes(first: $first) {
        nodes {
          id
          name
          color
          description
          isEnabled
        }
      }
    }
  }
`;
