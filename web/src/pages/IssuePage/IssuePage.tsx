import { Spinner } from '@primer/react';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { IssueSidePanel } from '../../features/issues/IssueView/IssueSidePanel';
import { IssueView } from '../../features/issues/IssueView/IssueView';
import { RepositoryHeaderPlaceholder } from '../../features/repositories/RepositoryHeader/RepositoryHeader';
import { RepositoryPage } from '../../features/repositories/RepositoryPage/RepositoryPage';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import { parseRouteNumber } from '../../lib/parseRouteNumber';

/** `/{owner}/{repo}/issues/{number}`; the route's loader has already turned away non-numbers. */
export function IssuePage() {
  useRouteTitle();
  const { owner = '', repo = '', number } = useParams();
  const issueNumber = parseRouteNumber(number);
  return (
    <>
      <RepositoryPage>
        <Suspense
          fallback={
            <>
              <RepositoryHeaderPlaceholder owner={owner} name={repo} current="issues" loading />
              <Spinner srText={`Loading issue #${issueNumber}`} />
            </>
          }
        >
          <IssueView owner={owner} repo={repo} number={issueNumber} />
        </Suspense>
      </RepositoryPage>
      <IssueSidePanel />
    </>
  );
}
