// AssigneesMenu's GraphQL operations, loaded on first use (see `AssigneesMenu`).
import { graphql } from 'react-relay';

export const addMutation = graphql`
  mutation AssigneesMenuAddMutation($input: AddAssigneesToAssignableInput!) @raw_response_type {
    addAssigneesToAssignable(input: $input) {
      assignable {
        ...AssigneesMenu_issue @alias(as: "issue")
      }
    }
  }
`;

export const removeMutation = graphql`
  mutation AssigneesMenuRemoveMutation($input: RemoveAssigneesFromAssignableInput!) @raw_response_type {
    removeAssigneesFromAssignable(input: $input) {
      assignable {
        ...AssigneesMenu_issue @alias(as: "issue")
      }
    }
  }
`;

export const candidatesQuery = graphql`
  query AssigneesMenuQuery($owner: String!, $name: String!, $query: String, $first: Int!) {
    repository(owner: $owner, name: $name) {
      assignableUsers(first: $first, query: $query) {
        nodes {
          id
          login
          name
          avatarUrl(size: 64)
        }
      }
    }
  }
`;

export const viewerQuery = graphql`
  query AssigneesMenuViewerQuery {
    viewer {
      id
      login
      name
      avatarUrl(size: 64)
    }
  }
`;
