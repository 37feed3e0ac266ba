// ProjectsMenu's GraphQL operations, loaded on first use (see `ProjectsMenu`).
import { graphql } from 'react-relay';

export const updateMutation = graphql`
  mutation ProjectsMenuUpdateMutation($input: UpdateIssueInput!) @raw_response_type {
    updateIssue(input: $input) {
      issue {
        ...ProjectsMenu_issue
      }
    }
  }
`;

export const candidatesQuery = graphql`
  query ProjectsMenuQuery($owner: String!, $name: String!, $query: String, $first: Int!) {
    repository(owner: $owner, name: $name) {
      projectsV2(first: $first, query: $query) {
        nodes {
          id
          title
          number
          resourcePath
          closed
          viewerCanUpdate
        }
      }
    }
    repositoryOwner(login: $owner) {
      ... on Organization {
        projectsV2(first: $first, query: $query) {
          nodes {
            id
            title
            number
            resourcePath
            closed
            viewerCanUpdate
          }
        }
      }
      ... on User {
        projectsV2(first: $first, query: $query) {
          nodes {
            id
            title
            number
            resourcePath
            closed
            viewerCanUpdate
          }
        }
      }
    }
  }
`;
