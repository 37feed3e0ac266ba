// The Relationships section's mutations, loaded on first use (`useRelationshipChanges`): their artifacts stay out of the issue page's first JavaScript.
import { graphql } from 'react-relay';

export const addSubIssue = graphql`
  mutation useRelationshipChangesAddSubIssueMutation($input: AddSubIssueInput!) @raw_response_type {
    addSubIssue(input: $input) {
      issue {
        ...RelationshipsMenu_issue
      }
    }
  }
`;

export const setParent = graphql`
  mutation useRelationshipChangesSetParentMutation($input: AddSubIssueInput!) @raw_response_type {
    addSubIssue(input: $input) {
      subIssue {
        ...RelationshipsMenu_issue
      }
    }
  }
`;

export const removeSubIssue = graphql`
  mutation useRelationshipChangesRemoveSubIssueMutation($input: RemoveSubIssueInput!) @raw_response_type {
    removeSubIssue(input: $input) {
      issue {
        ...RelationshipsMenu_issue
      }
    }
  }
`;

export const removeParent = graphql`
  mutation useRelationshipChangesRemoveParentMutation($input: RemoveSubIssueInput!) @raw_response_type {
    removeSubIssue(input: $input) {
      subIssue {
        ...RelationshipsMenu_issue
      }
    }
  }
`;

export const reprioritize = graphql`
  mutation useRelationshipChangesReprioritizeMutation($input: ReprioritizeSubIssueInput!) @raw_response_type {
    reprioritizeSubIssue(input: $input) {
      issue {
        ...RelationshipsMenu_issue
      }
    }
  }
`;

export const addBlockedBy = graphql`
  mutation useRelationshipChangesAddBlockedByMutation($input: AddBlockedByInput!) @raw_response_type {
    addBlockedBy(input: $input) {
      issue {
        ...RelationshipsMenu_issue
      }
    }
  }
`;

export const addBlocking = graphql`
  mutation useRelationshipChangesAddBlockingMutation($input: AddBlockedByInput!) @raw_response_type {
    addBlockedBy(input: $input) {
      blockingIssue {
        ...RelationshipsMenu_issue
      }
    }
  }
`;

export const removeBlockedBy = graphql`
  mutation useRelationshipChangesRemoveBlockedByMutation($input: RemoveBlockedByInput!) @raw_response_type {
    removeBlockedBy(input: $input) {
      issue {
        ...RelationshipsMenu_issue
      }
    }
  }
`;

export const removeBlocking = graphql`
  mutation useRelationshipChangesRemoveBlockingMutation($input: RemoveBlockedByInput!) @raw_response_type {
    removeBlockedBy(input: $input) {
      blockingIssue {
        ...RelationshipsMenu_issue
      }
    }
  }
`;

export const createSubIssue = graphql`
  mutation useRelationshipChangesCreateSubIssueMutation($input: CreateIssueInput!) @raw_response_type {
    createIssue(input: $input) {
      issue {
        id
        parent {
          ...RelationshipsMenu_issue
        }
      }
    }
  }
`;
