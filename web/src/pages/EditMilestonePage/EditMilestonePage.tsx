import { Button } from '@primer/react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router';
import type { EditMilestonePageQuery } from '../../__generated__/EditMilestonePageQuery.graphql';
import type { EditMilestonePageUpdateMutation } from '../../__generated__/EditMilestonePageUpdateMutation.graphql';
import { LoadFailurePanel } from '../../components/LoadFailure/LoadFailurePanel';
import { formErrorText } from '../../features/milestones/formErrorText';
import { MilestoneForm, type MilestoneFormValues } from '../../features/milestones/MilestoneForm';
import classes from '../../features/milestones/Milestones.module.css';
import { RepositoryHeader } from '../../features/repositories/RepositoryHeader/RepositoryHeader';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { LoadingRepositoryPage } from '../../features/repositories/RepositoryPage/RepositoryPage';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import { parseRouteNumber } from '../../lib/parseRouteNumber';

const PERMISSION_TEXT = 'You do not have permission to edit milestones in this repository.';

function EditMilestoneContent({ owner, repo, number }: { owner: string; repo: string; number: number }) {
  const data = useLazyLoadQuery<EditMilestonePageQuery>(
    graphql`
      query EditMilestonePageQuery($owner: String!, $name: String!, $number: Int!) {
        repository(owner: $owner, name: $name) {
          nameWithOwner
          viewerCanPush
          ...RepositoryHeader_repository
          milestone(number: $number) {
            id
            number
            title
            description
            dueOn
            state
          }
        }
      }
    `,
    { owner, name: repo, number },
    { fetchPolicy: 'network-only' },
  );
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [commit, submitting] = useMutation<EditMilestonePageUpdateMutation>(graphql`
    mutation EditMilestonePageUpdateMutation($input: UpdateMilestoneInput!) {
      updateMilestone(input: $input) {
        milestone {
          id
          title
          closed
          state
          updatedAt
          closedAt
          description
          descriptionHTML
          progressPercentage
          dueOn
        }
        errors {
          message
        }
      }
    }
  `);
  const repository = data.repository;
  if (!repository) return <RepositoryNotFound />;
  const milestone = repository.milestone;
  if (!milestone)
    return (
      <>
        <RepositoryHeader repository={repository} current="milestones" />
        <LoadFailurePanel title="Milestone cannot be loaded." message="This milestone cannot be loaded due to a system error." level={1} />
      </>
    );
  const milestonePath = `/${owner}/${repo}/milestone/${milestone.number}`;
  const save = (input: { title?: string; description?: string; dueOn?: string | null; state?: 'OPEN' | 'CLOSED' }) => {
    if (!repository.viewerCanPush) {
      setError(PERMISSION_TEXT);
      return;
    }
    setError(null);
    commit({
      variables: { input: { id: milestone.id, ...input } },
      onCompleted: (response, errors) => {
        const payload = response.updateMilestone;
        if (payload?.milestone) void navigate(milestonePath);
        else setError(formErrorText({ messages: payload?.errors.map((e) => e.message), error: errors }, PERMISSION_TEXT));
      },
      onError: (failure) => setError(formErrorText({ error: failure }, PERMISSION_TEXT)),
    });
  };
  const closed = milestone.state === 'CLOSED';
  return (
    <>
      <RepositoryHeader repository={repository} current="milestones" />
      <div className={classes.header}>
        <h1 className={classes.heading}>Edit milestone</h1>
      </div>
      <MilestoneForm
        initial={milestone}
        submitLabel="Save changes"
        errorHeading="Could not edit milestone"
        error={error}
        submitting={submitting}
        onSubmit={(values: MilestoneFormValues) => save(values)}
        actions={
          <>
            <Button as={Link} to={milestonePath}>
              Cancel
            </Button>
            <Button disabled={submitting} onClick={() => save({ state: closed ? 'OPEN' : 'CLOSED' })}>
              {closed ? 'Reopen milestone' : 'Close milestone'}
            </Button>
          </>
        }
      />
    </>
  );
}

/** `/{owner}/{repo}/milestones/{number}/edit` (spec 001 §2.3). */
export function EditMilestonePage() {
  useRouteTitle();
  const { owner = '', repo = '', number } = useParams();
  const milestoneNumber = parseRouteNumber(number);
  return (
    <LoadingRepositoryPage
      owner={owner}
      repo={repo}
      current="milestones"
      resetKey={`${owner}/${repo}/${milestoneNumber}`}
      failure={
        <LoadFailurePanel title="Milestone cannot be loaded." message="This milestone cannot be loaded due to a system error." level={1} />
      }
      loading={<p role="status">Loading…</p>}
    >
      <EditMilestoneContent owner={owner} repo={repo} number={milestoneNumber} />
    </LoadingRepositoryPage>
  );
}
