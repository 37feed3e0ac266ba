// ReactionBar's GraphQL operations, loaded on first use (see `ReactionBar`).
import { graphql } from 'react-relay';

export const addMutation = graphql`
  mutation ReactionBarAddMutation($input: AddReactionInput!) @raw_response_type {
    addReaction(input: $input) {
      subject {
        ...ReactionBar_subject
      }
    }
  }
`;

export const removeMutation = graphql`
  mutation ReactionBarRemoveMutation($input: RemoveReactionInput!) @raw_response_type {
    removeReaction(input: $input) {
      subject {
        ...ReactionBar_subject
      }
    }
  }
`;
