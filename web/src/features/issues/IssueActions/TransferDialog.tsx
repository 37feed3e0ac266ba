import { FormControl, Radio, RadioGroup, Spinner, TextInput } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import type { TransferDialogMutation } from '../../../__generated__/TransferDialogMutation.graphql';
import type { TransferDialogQuery } from '../../../__generated__/TransferDialogQuery.graphql';
import { useFailureToast } from '../IssueHeader/failureMessage';
import classes from './IssueActions.module.css';

export interface TransferDialogProps {
  issueId: string;
  /** The issue's repository, which is not offered: issues move between repositories of its owner. */
  repositoryId: string;
  owner: string;
  onCancel: () => void;
  /** The issue now lives at `resourcePath` (with the number it took there). */
  onTransferred: (resourcePath: string) => void;
}

interface RepositoryChoicesProps {
  currentId: string;
  owner: string;
  filter: string;
  chosen: string | null;
  onChoose: (id: string) => void;
}

/**
 * The repositories the viewer may move the issue to: as GitHub's dialog, those of the issue's owner
 * (the server refuses any other), that the server says they can push to and that take issues,
 * except the issue's own.
 */
function RepositoryChoices({ currentId, owner, filter, chosen, onChoose }: RepositoryChoicesProps) {
  const data = useLazyLoadQuery<TransferDialogQuery>(
    graphql`
      query TransferDialogQuery {
        viewer {
          repositories(
            first: 100
            affiliations: [OWNER, COLLABORATOR, ORGANIZATION_MEMBER]
            orderBy: { field: UPDATED_AT, direction: DESC }
          ) {
            nodes {
              id
              nameWithOwner
              owner {
                login
              }
              hasIssuesEnabled
              isArchived
              viewerCanPush
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const needle = filter.trim().toLowerCase();
  const repositories = (data.viewer.repositories.nodes ?? []).flatMap((node) => {
    const offered =
      node &&
      node.id !== currentId &&
      node.owner.login.toLowerCase() === owner.toLowerCase() &&
      node.viewerCanPush &&
      node.hasIssuesEnabled &&
      !node.isArchived &&
      node.nameWithOwner.toLowerCase().includes(needle);
    return offered ? [node] : [];
  });
  if (repositories.length === 0) return <p className={classes.muted}>No repositories match.</p>;
  return (
    <RadioGroup name="transfer-repository" onChange={(value) => value && onChoose(value)}>
      <RadioGroup.Label>Repository</RadioGroup.Label>
      {repositories.map((repository) => (
        <FormControl key={repository.id}>
          <Radio value={repository.id} checked={chosen === repository.id} />
          <FormControl.Label>{repository.nameWithOwner}</FormControl.Label>
        </FormControl>
      ))}
    </RadioGroup>
  );
}

/**
 * "Transfer issue": moves the issue to another repository of its owner the viewer can push to. The server
 * matches labels and the milestone by name there and gives the issue that repository's next
 * number; the old address sends visitors on to the new one.
 */
export function TransferDialog({ issueId, repositoryId, owner, onCancel, onTransferred }: TransferDialogProps) {
  const failed = useFailureToast();
  const environment = useRelayEnvironment();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [commit, transferring] = useMutation<TransferDialogMutation>(graphql`
    mutation TransferDialogMutation($input: TransferIssueInput!) {
      transferIssue(input: $input) {
        issue {
          id
          number
          resourcePath
          repository {
            id
            nameWithOwner
          }
        }
      }
    }
  `);
  const transfer = () => {
    if (chosen === null) return;
    const fail = failed('Could not transfer the issue.');
    commit({
      variables: { input: { issueId, repositoryId: chosen } },
      onCompleted: (response, errors) => {
        const issue = response.transferIssue?.issue;
        if ((errors && errors.length > 0) || !issue) fail(errors);
        else {
          onTransferred(String(issue.resourcePath));
          // Both repositories' lists, counts and pins load again when next shown (once the page has
          // left the old address).
          environment.commitUpdate((store) => {
            for (const id of [issueId, repositoryId, issue.repository.id]) store.get(id)?.invalidateRecord();
          });
        }
      },
      onError: fail,
    });
  };
  return (
    <Dialog
      title="Transfer issue"
      subtitle="Labels and the milestone are kept where the new repository has ones of the same name."
      onClose={onCancel}
      data-testid="transfer-dialog"
      footerButtons={[
        { content: 'Cancel', onClick: onCancel },
        {
          content: transferring ? 'Transferring…' : 'Transfer issue',
          buttonType: 'primary',
          disabled: chosen === null || transferring,
          onClick: transfer,
        },
      ]}
    >
      <div className={classes.dialogBody}>
        <FormControl>
          <FormControl.Label>Find a repository</FormControl.Label>
          <TextInput block autoFocus value={filter} onChange={(event) => setFilter(event.target.value)} />
        </FormControl>
        <Suspense fallback={<Spinner size="small" srText="Loading repositories" />}>
          <RepositoryChoices currentId={repositoryId} owner={owner} filter={filter} chosen={chosen} onChoose={setChosen} />
        </Suspense>
      </div>
    </Dialog>
  );
}
