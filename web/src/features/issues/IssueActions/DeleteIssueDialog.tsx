import { Dialog } from '@primer/react/experimental';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { DeleteIssueDialogMutation } from '../../../__generated__/DeleteIssueDialogMutation.graphql';
import { useFailureToast } from '../IssueHeader/failureMessage';

export interface DeleteIssueDialogProps {
  issueId: string;
  onCancel: () => void;
  /** The issue is gone; `repositoryPath` is its repository's (`/owner/name`). */
  onDeleted: (repositoryPath: string) => void;
}

/** GitHub's confirmation before an administrator deletes an issue; the server's refusal shows in a toast. */
export function DeleteIssueDialog({ issueId, onCancel, onDeleted }: DeleteIssueDialogProps) {
  const failed = useFailureToast();
  const environment = useRelayEnvironment();
  const [commit, deleting] = useMutation<DeleteIssueDialogMutation>(graphql`
    mutation DeleteIssueDialogMutation($input: DeleteIssueInput!) {
      deleteIssue(input: $input) {
        repository {
          id
          resourcePath
        }
      }
    }
  `);
  const remove = () => {
    const fail = failed('Could not delete the issue.');
    commit({
      variables: { input: { issueId } },
      onCompleted: (response, errors) => {
        const repository = response.deleteIssue?.repository;
        if ((errors && errors.length > 0) || !repository) fail(errors);
        else {
          onDeleted(String(repository.resourcePath));
          // Lists, counts and pins that held the issue load again when next shown (once the page
          // has left the issue, which would otherwise load again here).
          environment.commitUpdate((store) => {
            store.get(issueId)?.invalidateRecord();
            store.get(repository.id)?.invalidateRecord();
          });
        }
      },
      onError: fail,
    });
  };
  return (
    <Dialog
      title="Delete issue?"
      role="alertdialog"
      onClose={onCancel}
      data-testid="delete-dialog"
      footerButtons={[
        { content: 'Cancel', onClick: onCancel },
        { content: deleting ? 'Deleting…' : 'Delete this issue', buttonType: 'danger', disabled: deleting, onClick: remove },
      ]}
    >
      Are you sure you want to delete this issue?
    </Dialog>
  );
}
