import { ArrowRightIcon, LockIcon, PinIcon, PinSlashIcon, TrashIcon, UnlockIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { IssueActionsLockMutation } from '../../../__generated__/IssueActionsLockMutation.graphql';
import type { IssueActionsPinMutation } from '../../../__generated__/IssueActionsPinMutation.graphql';
import type { IssueActionsUnlockMutation } from '../../../__generated__/IssueActionsUnlockMutation.graphql';
import type { IssueActionsUnpinMutation } from '../../../__generated__/IssueActionsUnpinMutation.graphql';
import type { IssueActions_issue$key } from '../../../__generated__/IssueActions_issue.graphql';
import { useFailureToast } from '../IssueHeader/failureMessage';
import classes from './IssueActions.module.css';
import type { LockReason } from './lockReasons';
import { lazyOperations, useLazyMutation } from '../../../relay/useLazyMutation';
import type * as operationModule from './IssueActions.operations';

type Operations = typeof operationModule;

/** The mutations here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./IssueActions.operations'));

// The dialogs load when someone opens them.
const LockDialog = lazy(async () => ({ default: (await import('./LockDialog')).LockDialog }));
const TransferDialog = lazy(async () => ({ default: (await import('./TransferDialog')).TransferDialog }));
const DeleteIssueDialog = lazy(async () => ({ default: (await import('./DeleteIssueDialog')).DeleteIssueDialog }));

export interface IssueActionsProps {
  issue: IssueActions_issue$key;
  /** After a transfer: the issue's new address. */
  onTransferred: (resourcePath: string) => void;
  /** After a deletion: the repository's address (`/owner/name`). */
  onDeleted: (repositoryPath: string) => void;
}

type OpenDialog = 'lock' | 'transfer' | 'delete' | null;

/**
 * The issue's actions under the sidebar, each for those the server says may take it (the others
 * do not see it): lock or unlock the conversation, pin or unpin the issue, transfer it, delete it.
 * Lock, unlock, pin and unpin show at once; a refusal (a fourth pin, say) puts the issue back as it
 * was and shows the server's message.
 */
export function IssueActions({ issue, onTransferred, onDeleted }: IssueActionsProps) {
  const data = useFragment(
    graphql`
      fragment IssueActions_issue on Issue {
        id
        locked
        activeLockReason
        isPinned
        viewerCanLock
        viewerCanPin
        viewerCanTransfer
        viewerCanDelete
        repository {
          id
          owner {
            login
          }
        }
      }
    `,
    issue,
  );
  const failed = useFailureToast();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [commitLock] = useLazyMutation<IssueActionsLockMutation, Operations>(operations, (m) => m.lockMutation);
  const [commitUnlock] = useLazyMutation<IssueActionsUnlockMutation, Operations>(operations, (m) => m.unlockMutation);
  const [commitPin] = useLazyMutation<IssueActionsPinMutation, Operations>(operations, (m) => m.pinMutation);
  const [commitUnpin] = useLazyMutation<IssueActionsUnpinMutation, Operations>(operations, (m) => m.unpinMutation);

  const setLock = (locked: boolean, reason: LockReason | null) => {
    const fail = failed(locked ? 'Could not lock the conversation.' : 'Could not unlock the conversation.');
    const optimisticUpdater = (store: RecordSourceSelectorProxy) => {
      const record = store.get(data.id);
      record?.setValue(locked, 'locked');
      record?.setValue(reason, 'activeLockReason');
    };
    const input = { lockableId: data.id };
    if (locked) {
      commitLock({
        variables: { input: reason ? { ...input, lockReason: reason } : input },
        optimisticUpdater,
        onCompleted: (response, errors) => {
          if ((errors && errors.length > 0) || !response.lockLockable?.lockedRecord) fail(errors);
        },
        onError: fail,
      });
    } else {
      commitUnlock({
        variables: { input },
        optimisticUpdater,
        onCompleted: (response, errors) => {
          if ((errors && errors.length > 0) || !response.unlockLockable?.unlockedRecord) fail(errors);
        },
        onError: fail,
      });
    }
  };

  const setPinned = (pinned: boolean) => {
    const fail = failed(pinned ? 'Could not pin the issue.' : 'Could not unpin issue');
    const input = { issueId: data.id };
    const optimisticUpdater = (store: RecordSourceSelectorProxy) => store.get(data.id)?.setValue(pinned, 'isPinned');
    // Once the server agrees, the repository's pinned issues (above its list) are out of date.
    const forgetPins = (store: RecordSourceSelectorProxy, done: boolean) => {
      if (done) store.get(data.repository.id)?.invalidateRecord();
    };
    if (pinned) {
      commitPin({
        variables: { input },
        optimisticUpdater,
        updater: (store, response) => forgetPins(store, Boolean(response?.pinIssue?.issue)),
        onCompleted: (response, errors) => {
          if ((errors && errors.length > 0) || !response.pinIssue?.issue) fail(errors);
        },
        onError: fail,
      });
    } else {
      commitUnpin({
        variables: { input },
        optimisticUpdater,
        updater: (store, response) => forgetPins(store, Boolean(response?.unpinIssue?.issue)),
        onCompleted: (response, errors) => {
          if ((errors && errors.length > 0) || !response.unpinIssue?.issue) fail(errors);
        },
        onError: fail,
      });
    }
  };

  const actions = [
    data.viewerCanLock ? (
      <li key="lock">
        {data.locked ? (
          <Button
            variant="invisible"
            block
            alignContent="start"
            leadingVisual={UnlockIcon}
            onClick={() => setLock(false, null)}
            data-testid="issue-unlock"
          >
            Unlock conversation
          </Button>
        ) : (
          <Button
            variant="invisible"
            block
            alignContent="start"
            leadingVisual={LockIcon}
            onClick={() => setDialog('lock')}
            data-testid="issue-lock"
          >
            Lock conversation
          </Button>
        )}
      </li>
    ) : null,
    data.viewerCanPin ? (
      <li key="pin">
        <Button
          variant="invisible"
          block
          alignContent="start"
          leadingVisual={data.isPinned ? PinSlashIcon : PinIcon}
          onClick={() => setPinned(!data.isPinned)}
          data-testid={data.isPinned ? 'issue-unpin' : 'issue-pin'}
        >
          {data.isPinned ? 'Unpin issue' : 'Pin issue'}
        </Button>
      </li>
    ) : null,
    data.viewerCanTransfer ? (
      <li key="transfer">
        <Button
          variant="invisible"
          block
          alignContent="start"
          leadingVisual={ArrowRightIcon}
          onClick={() => setDialog('transfer')}
          data-testid="issue-transfer"
        >
          Transfer issue
        </Button>
      </li>
    ) : null,
    data.viewerCanDelete ? (
      <li key="delete">
        <Button
          variant="invisible"
          block
          alignContent="start"
          leadingVisual={TrashIcon}
          className={classes.danger}
          onClick={() => setDialog('delete')}
          data-testid="issue-delete"
        >
          Delete issue
        </Button>
      </li>
    ) : null,
  ].filter((action) => action !== null);
  if (actions.length === 0) return null;
  const closeDialog = () => setDialog(null);
  return (
    <>
      <ul className={classes.actions} aria-label="Issue actions" data-testid="issue-actions">
        {actions}
      </ul>
      <Suspense fallback={null}>
        {dialog === 'lock' ? (
          <LockDialog
            onCancel={closeDialog}
            onLock={(reason) => {
              closeDialog();
              setLock(true, reason);
            }}
          />
        ) : null}
        {dialog === 'transfer' ? (
          <TransferDialog
            issueId={data.id}
            repositoryId={data.repository.id}
            owner={data.repository.owner.login}
            onCancel={closeDialog}
            onTransferred={onTransferred}
          />
        ) : null}
        {dialog === 'delete' ? <DeleteIssueDialog issueId={data.id} onCancel={closeDialog} onDeleted={onDeleted} /> : null}
      </Suspense>
    </>
  );
}
