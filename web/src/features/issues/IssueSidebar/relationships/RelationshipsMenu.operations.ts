// The Relationships pickers' search, loaded with the first picker opened (`RelationshipsMenu`).
import { graphql } from 'react-relay';

export const searchQuery = graphql`
  query RelationshipsMenuSearchQuery($query: String!, $first: Int!) {
    search(type: ISSUE, query: $query, first: $first) {
      nodes {
        __typename
        ... on Issue {
          id
          number
          title
          resourcePath
          state
          stateReason(enableDuplicate: true)
          viewerCanRelate
          parent {
            id
            viewerCanRelate
          }
        }
      }
    }
  }
`;
