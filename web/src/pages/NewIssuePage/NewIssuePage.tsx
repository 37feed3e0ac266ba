import { Avatar, Banner, Link } from '@primer/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { NewIssuePageQuery } from '../../__generated__/NewIssuePageQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { LoadFailurePanel } from '../../components/LoadFailure/LoadFailurePanel';
import { NewIssueForm } from '../../features/newIssue/NewIssueForm/NewIssueForm';
import { readPrefill } from '../../features/newIssue/prefill';
import { RepositoryPicker } from '../../features/newIssue/RepositoryPicker/RepositoryPicker';
import { RepositoryHeader, RepositoryHeaderPlaceholder } from '../../features/repositories/RepositoryHeader/RepositoryHeader';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { RepositoryPage } from '../../features/repositories/RepositoryPage/RepositoryPage';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import { chooseTemplate } from './chooseTemplate';
import { BackToView } from '../../features/newIssue/BackToView';
import { NewIssueHeading } from '../../features/newIssue/NewIssueHeading/NewIssueHeading';
import { CreationRestriction, creationRestriction, isRestricted } from '../../features/newIssue/CreationRestriction/CreationRestriction';
import { CurrentUserNotFound } from '../../features/newIssue/CurrentUserNotFound';
import classes from './NewIssuePage.module.css';
import { ownAddress } from '../../lib/ownAddress';

interface ContentProps {
  owner: string;
  repo: string;
}

function NewIssueContent({ owner, repo }: ContentProps) {
  const [search] = useSearchParams();
  const data = useLazyLoadQuery<NewIssuePageQuery>(
    graphql`
      query NewIssuePageQuery($owner: String!, $name: String!) {
        viewer {
          login
          avatarUrl(size: 40)
          isEnterpriseManaged
        }
        repository(owner: $owner, name: $name) {
          nameWithOwner
          hasIssuesEnabled
          isArchived
          isOwnerEnterpriseManaged
          viewerInteractionLimitReasonHTML(action: "create an issue")
          hasAnyTemplates
          ...RepositoryHeader_repository
          issueTemplates {
            name
            filename
            title
            body
            labels(first: 20) {
              nodes {
                name
              }
            }
            assignees(first: 20) {
              nodes {
                login
              }
            }
            type {
              name
            }
          }
          issueForms {
            name
            filename
            title
            labels
            assignees
            projects
            type
            elements {
              type
              id
              label
              description
              placeholder
              value
              required
              render
              multiple
              default
              options {
                label
                required
              }
            }
          }
          ...NewIssueForm_repository
        }
      }
    `,
    { owner, name: repo },
    { fetchPolicy: 'store-and-network' },
  );
  const repository = data.repository;
  const viewer = data.viewer as typeof data.viewer | null;
  if (!repository?.hasIssuesEnabled) return <RepositoryNotFound />;
  if (!viewer?.login) return <CurrentUserNotFound />;
  const prefill = readPrefill(search, owner);
  const choice = chooseTemplate(prefill.template, repository.issueTemplates ?? [], repository.issueForms);
  const template = choice.kind === 'found' ? choice.template : null;
  const header = (
    <>
      <RepositoryHeader repository={repository} current="issues" />
      <BackToView />
      <NewIssueHeading>in {repository.nameWithOwner}</NewIssueHeading>
    </>
  );
  const restriction = creationRestriction(repository, viewer);
  if (isRestricted(restriction))
    return (
      <>
        {header}
        <CreationRestriction {...restriction} />
      </>
    );
  return (
    <>
      {header}
      {choice.kind === 'notFound' ? (
        <div className={classes.notice}>
          <Banner
            variant="warning"
            title="Template not found"
            description={`No issue template named '${prefill.template ?? ''}' exists in this repository. You can create a blank issue instead.`}
          />
        </div>
      ) : null}
      <div className={classes.byline}>
        <Link as={RouterLink} to={`/${viewer.login}`} aria-label={viewer.login}>
          <Avatar src={ownAddress(viewer.avatarUrl)} size={32} alt="" />
        </Link>
        <span className={classes.templateName} data-testid="template-name">
          {choice.kind === 'found' ? choice.name : 'Blank issue'}
        </span>
        {repository.hasAnyTemplates ? (
          <Link as={RouterLink} to={`/${owner}/${repo}/issues/new/choose`}>
            Choose a different template
          </Link>
        ) : null}
      </div>
      <NewIssueForm key={`${owner}/${repo}?${search.toString()}`} repository={repository} template={template} prefill={prefill} />
    </>
  );
}

const loadFailure = () => (
  <LoadFailurePanel title="Could not load page" message="This page cannot be loaded due to a system error." level={1} />
);

/** The repository header and back link drawn from the address, while the page loads or after it failed. */
function PlaceholderTop({ owner, repo, loading = false }: ContentProps & { loading?: boolean }) {
  return (
    <>
      <RepositoryHeaderPlaceholder owner={owner} name={repo} current="issues" loading={loading} />
      <BackToView />
    </>
  );
}

/** `/{owner}/{repo}/issues/new`, and `/issues/new` from the dashboard (no repository chosen yet). */
export function NewIssuePage() {
  useRouteTitle();
  const { owner, repo } = useParams();
  if (owner === undefined || repo === undefined)
    return (
      <RepositoryPage>
        <BackToView fallback={{ name: 'Issues', href: '/issues' }} />
        <NewIssueHeading>Choose the repository the issue belongs to.</NewIssueHeading>
        <ErrorBoundary resetKey="picker" fallback={loadFailure}>
          <Suspense fallback={<p role="status">Loading repositories…</p>}>
            <RepositoryPicker />
          </Suspense>
        </ErrorBoundary>
      </RepositoryPage>
    );
  return (
    <RepositoryPage>
      <ErrorBoundary
        resetKey={`${owner}/${repo}`}
        fallback={() => (
          <>
            <PlaceholderTop owner={owner} repo={repo} />
            {loadFailure()}
          </>
        )}
      >
        <Suspense
          fallback={
            <>
              <PlaceholderTop owner={owner} repo={repo} loading />
              <p role="status">Loading…</p>
            </>
          }
        >
          <NewIssueContent owner={owner} repo={repo} />
        </Suspense>
      </ErrorBoundary>
    </RepositoryPage>
  );
}
