import { IssueClosedIcon, IssueReopenedIcon, SkipIcon, TriangleDownIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button, ButtonGroup, IconButton } from '@primer/react';
import { lazy, Suspense, useState } from 'react';
import type { CloseReason } from './useIssueState';

/** The duplicate picker (a search) loads when someone asks for it. */
const DuplicateIssueDialog = lazy(async () => ({ default: (await import('./DuplicateIssueDialog')).DuplicateIssueDialog }));

/** GitHub's ways of closing an issue, with its descriptions. */
export const CLOSE_REASONS: readonly { reason: CloseReason; text: string; description: string }[] = [
  { reason: 'COMPLETED', text: 'Close as completed', description: 'Done, closed, fixed, resolved' },
  { reason: 'NOT_PLANNED', text: 'Close as not planned', description: "Won't fix, can't repro, stale" },
  { reason: 'DUPLICATE', text: 'Close as duplicate', description: 'Duplicate of another issue' },
];

export interface IssueStateButtonsProps {
  issueId: string;
  number: number;
  /** `owner/name` of the issue's repository, where the original of a duplicate is searched. */
  repository: string;
  state: string;
  /** Closing is offered for an open issue the viewer may close, reopening for a closed one they may reopen. */
  canClose: boolean;
  canReopen: boolean;
  onClose: (reason: CloseReason, duplicateIssueId?: string) => void;
  onReopen: () => void;
}

/**
 * "Close issue" (as completed) with a menu of the reasons (completed, not planned, duplicate: the
 * original is picked in a dialog), or "Reopen issue"; nothing for a viewer without the right.
 */
export function IssueStateButtons({ issueId, number, repository, state, canClose, canReopen, onClose, onReopen }: IssueStateButtonsProps) {
  const [pickingOriginal, setPickingOriginal] = useState(false);
  if (state === 'OPEN' && canClose) {
    return (
      <>
        <ButtonGroup data-testid="issue-close-split">
          <Button leadingVisual={IssueClosedIcon} onClick={() => onClose('COMPLETED')} data-testid="issue-close">
            Close issue
          </Button>
          <ActionMenu>
            <ActionMenu.Anchor>
              <IconButton icon={TriangleDownIcon} aria-label="More ways to close" data-testid="issue-close-menu" />
            </ActionMenu.Anchor>
            <ActionMenu.Overlay align="end">
              <ActionList aria-label="Close reasons">
                {CLOSE_REASONS.map((option) => (
                  <ActionList.Item
                    key={option.reason}
                    onSelect={() => (option.reason === 'DUPLICATE' ? setPickingOriginal(true) : onClose(option.reason))}
                  >
                    <ActionList.LeadingVisual>
                      {option.reason === 'COMPLETED' ? <IssueClosedIcon /> : <SkipIcon />}
                    </ActionList.LeadingVisual>
                    {option.text}
                    <ActionList.Description variant="block">{option.description}</ActionList.Description>
                  </ActionList.Item>
                ))}
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        </ButtonGroup>
        {pickingOriginal ? (
          <Suspense fallback={null}>
            <DuplicateIssueDialog
              issueId={issueId}
              number={number}
              repository={repository}
              onCancel={() => setPickingOriginal(false)}
              onPick={(original) => {
                setPickingOriginal(false);
                onClose('DUPLICATE', original);
              }}
            />
          </Suspense>
        ) : null}
      </>
    );
  }
  if (state === 'CLOSED' && canReopen) {
    return (
      <Button leadingVisual={IssueReopenedIcon} onClick={onReopen} data-testid="issue-reopen">
        Reopen issue
      </Button>
    );
  }
  return null;
}
