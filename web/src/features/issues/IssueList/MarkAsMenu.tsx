import { IssueClosedIcon, IssueOpenedIcon, SkipIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu } from '@primer/react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { MarkAsMenuCloseMutation } from '../../../__generated__/MarkAsMenuCloseMutation.graphql';
import type { MarkAsMenuReopenMutation } from '../../../__generated__/MarkAsMenuReopenMutation.graphql';

export type MarkAs = 'OPEN' | 'COMPLETED' | 'NOT_PLANNED';

export interface MarkAsMenuProps {
  /** Global ids of the selected issues. */
  issueIds: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called when every change has been answered (the list then reloads its counts). */
  onDone: (failed: number) => void;
}

/**
 * The 'Mark as' menu of the selection (spec §4 "State bulk change"): Open, Completed or Not
 * planned, applied to each selected issue; rows change at once (optimistic) and are corrected by
 * the server's answer.
 */
export function MarkAsMenu({ issueIds, open, onOpenChange, onDone }: MarkAsMenuProps) {
  const [busy, setBusy] = useState(false);
  const [close] = useMutation<MarkAsMenuCloseMutation>(graphql`
    mutation MarkAsMenuCloseMutation($input: CloseIssueInput!) {
      closeIssue(input: $input) {
        issue {
          id
          state
          stateReason(enableDuplicate: true)
          closedAt
        }
      }
    }
  `);
  const [reopen] = useMutation<MarkAsMenuReopenMutation>(graphql`
    mutation MarkAsMenuReopenMutation($input: ReopenIssueInput!) {
      reopenIssue(input: $input) {
        issue {
          id
          state
          stateReason(enableDuplicate: true)
          closedAt
        }
      }
    }
  `);
  const apply = (target: MarkAs) => {
    setBusy(true);
    let pending = issueIds.length;
    let failed = 0;
    const settle = (ok: boolean) => {
      if (!ok) failed += 1;
      pending -= 1;
      if (pending === 0) {
        setBusy(false);
        onDone(failed);
      }
    };
    for (const id of issueIds) {
      if (target === 'OPEN') {
        reopen({
          variables: { input: { issueId: id } },
          optimisticResponse: { reopenIssue: { issue: { id, state: 'OPEN', stateReason: 'REOPENED', closedAt: null } } },
          onCompleted: (_, errors) => settle(!errors?.length),
          onError: () => settle(false),
        });
      } else {
        close({
          variables: { input: { issueId: id, stateReason: target } },
          optimisticResponse: { closeIssue: { issue: { id, state: 'CLOSED', stateReason: target, closedAt: new Date().toISOString() } } },
          onCompleted: (_, errors) => settle(!errors?.length),
          onError: () => settle(false),
        });
      }
    }
  };
  return (
    <ActionMenu open={open} onOpenChange={onOpenChange}>
      <ActionMenu.Button disabled={issueIds.length === 0 || busy}>Mark as</ActionMenu.Button>
      <ActionMenu.Overlay>
        <ActionList>
          <ActionList.Item onSelect={() => apply('OPEN')}>
            <ActionList.LeadingVisual>
              <IssueOpenedIcon fill="var(--fgColor-open)" />
            </ActionList.LeadingVisual>
            Open
          </ActionList.Item>
          <ActionList.Item onSelect={() => apply('COMPLETED')}>
            <ActionList.LeadingVisual>
              <IssueClosedIcon fill="var(--fgColor-done)" />
            </ActionList.LeadingVisual>
            Completed
          </ActionList.Item>
          <ActionList.Item onSelect={() => apply('NOT_PLANNED')}>
            <ActionList.LeadingVisual>
              <SkipIcon fill="var(--fgColor-muted)" />
            </ActionList.LeadingVisual>
            Not planned
          </ActionList.Item>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
