// IssueActions's GraphQL operations, loaded on first use (see `IssueActions`).
import { graphql } from 'react-relay';

export const lockMutation = graphql`
  mutation IssueActionsLockMutation($input: LockLockableInput!) {
    lockLockable(input: $input) {
      lockedRecord {
        __typename
        locked
        activeLockReason
        ... on Issue {
          id
          viewerCanReact
          viewerCanComment
        }
      }
    }
  }
`;

export const unlockMutation = graphql`
  mutation IssueActionsUnlockMutation($input: UnlockLockableInput!) {
    unlockLockable(input: $input) {
      unlockedRecord {
        __typename
        locked
        activeLockReason
        ... on Issue {
          id
          viewerCanReact
          viewerCanComment
        }
      }
    }
  }
`;

export const pinMutation = graphql`
  mutation IssueActionsPinMutation($input: PinIssueInput!) {
    pinIssue(input: $input) {
      issue {
        id
        isPinned
      }
    }
  }
`;

export const unpinMutation = graphql`
  mutation IssueActionsUnpinMutation($input: UnpinIssueInput!) {
    unpinIssue(input: $input) {
      issue {
        id
        isPinned
      }
    }
  }
`;
