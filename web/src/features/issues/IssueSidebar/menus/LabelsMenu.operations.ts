// LabelsMenu's GraphQL operations, loaded on first use (see `LabelsMenu`).
import { graphql } from 'react-relay';

export const addMutation = graphql`
  mutation LabelsMenuAddMutation($input: AddLabelsToLabelableInput!) @raw_response_type {
    addLabelsToLabelable(input: $input) {
      labelable {
        ...LabelsMenu_issue @alias(as: "issue")
      }
    }
  }
`;

export const removeMutation = graphql`
  mutation LabelsMenuRemoveMutation($input: RemoveLabelsFromLabelableInput!) @raw_response_type {
    removeLabelsFromLabelable(input: $input) {
      labelable {
        ...LabelsMenu_issue @alias(as: "issue")
      }
    }
  }
`;

export const candidatesQuery = graphql`
  query LabelsMenuQuery($owner: String!, $name: String!, $query: String, $first: Int!) {
    repository(owner: $owner, name: $name) {
      labels(first: $first, query: $query, orderBy: { field: NAME, direction: ASC }) {
        nodes {
          id
          name
          color
          description
        }
      }
    }
  }
`;
