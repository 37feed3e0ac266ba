import { Button } from '@primer/react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router';
import type { NewMilestonePageCreateMutation } from '../../__generated__/NewMilestonePageCreateMutation.graphql';
import type { NewMilestonePageQuery } from '../../__generated__/NewMilestonePageQuery.graphql';
import { LoadFailurePanel } from '../../components/LoadFailure/LoadFailurePanel';
import { formErrorText } from '../../features/milestones/formErrorText';
import { MilestoneForm, type MilestoneFormValues } from '../../features/milestones/MilestoneForm';
import classes from '../../features/milestones/Milestones.module.css';
import { RepositoryHeader } from '../../features/repositories/RepositoryHeader/RepositoryHeader';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { LoadingRepositoryPage } from '../../features/repositories/RepositoryPage/RepositoryPage';
import { useRouteTitle } from '../../hooks/useRouteTitle';

const PERMISSION_TEXT = 'You do not have permission to create milestones in this repository.';

function NewMilestoneContent({ owner, repo }: { owner: string; repo: string }) {
  const data = useLazyLoadQuery<NewMilestonePageQuery>(
    graphql`
      query NewMilestonePageQuery($owner: String!, $name: String!) {
        repository(owner: $owner, name: $name) {
          id
          nameWithOwner
          viewerCanPush
          ...RepositoryHeader_repository
        }
      }
    `,
    { owner, name: repo },
    { fetchPolicy: 'store-and-network' },
  );
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [commit, submitting] = useMutation<NewMilestonePageCreateMutation>(graphql`
    mutation NewMilestonePageCreateMutation($input: CreateMilestoneInput!) {
      createMilestone(input: $input) {
        milestone {
          id
          number
        }
        errors {
          message
        }
      }
    }
  `);
  const repository = data.repository;
  if (!repository) return <RepositoryNotFound />;
  const handleSubmit = (values: MilestoneFormValues) => {
    if (!repository.viewerCanPush) {
      setError(PERMISSION_TEXT);
      return;
    }
    setError(null);
    commit({
      variables: { input: { repositoryId: repository.id, title: values.title, description: values.description, dueOn: values.dueOn } },
      onCompleted: (response, errors) => {
        const payload = response.createMilestone;
        if (payload?.milestone) void navigate(`/${owner}/${repo}/milestone/${payload.milestone.number}`);
        else setError(formErrorText({ messages: payload?.errors.map((e) => e.message), error: errors }, PERMISSION_TEXT));
      },
      onError: (failure) => setError(formErrorText({ error: failure }, PERMISSION_TEXT)),
    });
  };
  return (
    <>
      <RepositoryHeader repository={repository} current="milestones" />
      <div className={classes.header}>
        <div>
          <h1 className={classes.heading}>New milestone</h1>
          <p className={classes.meta}>
            Create a new milestone to help organize your issues and pull requests in {repository.nameWithOwner}.
          </p>
        </div>
      </div>
      <MilestoneForm
        submitLabel="Create milestone"
        errorHeading="Could not create milestone"
        error={error}
        submitting={submitting}
        onSubmit={handleSubmit}
        actions={
          <Button as={Link} to={`/${owner}/${repo}/milestones`}>
            Cancel
          </Button>
        }
      />
    </>
  );
}

/** `/{owner}/{repo}/milestones/new` (spec 001 §2.3). */
export function NewMilestonePage() {
  useRouteTitle();
  const { owner = '', repo = '' } = useParams();
  return (
    <LoadingRepositoryPage
      owner={owner}
      repo={repo}
      current="milestones"
      resetKey={`${owner}/${repo}`}
      failure={<LoadFailurePanel title="Could not load page" message="This page cannot be loaded due to a system error." level={1} />}
      loading={<p role="status">Loading…</p>}
    >
      <NewMilestoneContent owner={owner} repo={repo} />
    </LoadingRepositoryPage>
  );
}
