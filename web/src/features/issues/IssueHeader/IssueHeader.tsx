import { PencilIcon } from '@primer/octicons-react';
import { Button, Label, PageHeader } from '@primer/react';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueHeaderTitleMutation } from '../../../__generated__/IssueHeaderTitleMutation.graphql';
import type { IssueHeader_issue$key } from '../../../__generated__/IssueHeader_issue.graphql';
import { formatShortDate } from '../IssueList/listAddress';
import { GHOST_LOGIN } from '../IssueRow/ghost';
import { IssueStateIcon, stateVisual } from '../IssueStateIcon/IssueStateIcon';
import { useFailureToast, type MutationFailure } from './failureMessage';
import classes from './IssueHeader.module.css';
import { IssueStateButtons } from './IssueStateButtons';
import { IssueTitleEditor } from './IssueTitleEditor';
import { titleError } from './titleValidation';
import { useIssueState } from './useIssueState';
import { lazyOperations, useLazyMutation } from '../../../relay/useLazyMutation';
import type * as operationModule from './IssueHeader.operations';

type Operations = typeof operationModule;

/** The mutations here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./IssueHeader.operations'));

export interface IssueHeaderProps {
  issue: IssueHeader_issue$key;
  /** The page's title is an h1; the side panel's an h2. */
  headingLevel: 'h1' | 'h2';
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The issue's header: its title (edited in place by those who may: "Edit", then Save or Cancel),
 * the state badge, who opened it and the comment count, and the close / reopen controls. Changes
 * show at once; when the server refuses, they are undone and its message shows in a toast (the
 * title editor opens again with the typed text).
 */
export function IssueHeader({ issue, headingLevel }: IssueHeaderProps) {
  const data = useFragment(
    graphql`
      fragment IssueHeader_issue on Issue {
        id
        number
        title
        state
        stateReason(enableDuplicate: true)
        createdAt
        author {
          login
        }
        commentCount: comments {
          totalCount
        }
        viewerCanUpdate
        viewerCanClose
        viewerCanReopen
        duplicateOf {
          number
        }
        repository {
          nameWithOwner
        }
      }
    `,
    issue,
  );
  const failed = useFailureToast();
  const [commitTitle] = useLazyMutation<IssueHeaderTitleMutation, Operations>(operations, (m) => m.titleMutation);
  const { close, reopen } = useIssueState(data.id);
  // The title being typed while the editor is open; null while the heading shows.
  const [draft, setDraft] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const stateButtons = useRef<HTMLDivElement>(null);
  // After an edit ends, or the state changes at the viewer's hand, the focus goes to the control that replaced theirs.
  const [focusAfter, setFocusAfter] = useState<'edit' | 'state' | null>(null);
  useEffect(() => {
    if (focusAfter === 'edit') editButton.current?.focus();
    if (focusAfter === 'state') stateButtons.current?.querySelector<HTMLButtonElement>('button')?.focus();
    if (focusAfter !== null) setFocusAfter(null);
  }, [focusAfter, data.state]);

  const startEditing = () => {
    setDraft(data.title);
    setDraftError(null);
  };
  const cancelEditing = () => {
    setDraft(null);
    setDraftError(null);
    setFocusAfter('edit');
  };
  const saveTitle = () => {
    if (draft === null) return;
    const error = titleError(draft);
    if (error) {
      setDraftError(error);
      return;
    }
    const title = draft.trim();
    setDraft(null);
    setDraftError(null);
    setFocusAfter('edit');
    if (title === data.title) return;
    const typed = draft;
    const fail = (failure: MutationFailure) => {
      failed('Could not update the title.')(failure);
      // The editor comes back with what was typed, to try again.
      setDraft(typed);
    };
    commitTitle({
      variables: { input: { id: data.id, title } },
      optimisticUpdater: (store) => {
        const record = store.get(data.id);
        record?.setValue(title, 'title');
        record?.setValue(escapeHtml(title), 'titleHTML');
      },
      onCompleted: (response, errors) => {
        if ((errors && errors.length > 0) || !response.updateIssue?.issue) fail(errors);
      },
      onError: fail,
    });
  };

  const stateItem = { kind: 'issue' as const, state: data.state, stateReason: data.stateReason };
  const visual = stateVisual(stateItem);
  const author = data.author?.login ?? GHOST_LOGIN;
  const count = data.commentCount.totalCount;
  return (
    <div className={classes.header} data-testid="issue-header">
      <PageHeader className={classes.pageHeader}>
        <PageHeader.TitleArea className={classes.titleArea}>
          {draft === null ? (
            <PageHeader.Title as={headingLevel} data-testid="issue-title">
              {data.title} <span className={classes.titleNumber}>#{data.number}</span>
            </PageHeader.Title>
          ) : (
            <IssueTitleEditor value={draft} error={draftError} onChange={setDraft} onSave={saveTitle} onCancel={cancelEditing} />
          )}
        </PageHeader.TitleArea>
        {draft === null ? (
          <PageHeader.Actions className={classes.actions}>
            {data.viewerCanUpdate ? (
              <Button
                ref={editButton}
                leadingVisual={PencilIcon}
                onClick={startEditing}
                aria-label="Edit title"
                data-testid="issue-title-edit"
              >
                Edit
              </Button>
            ) : null}
            <div ref={stateButtons} className={classes.stateButtons}>
              <IssueStateButtons
                issueId={data.id}
                number={data.number}
                repository={data.repository.nameWithOwner}
                state={data.state}
                canClose={data.viewerCanClose}
                canReopen={data.viewerCanReopen}
                onClose={(reason, duplicateIssueId) => {
                  setFocusAfter('state');
                  close({ reason, duplicateIssueId });
                }}
                onReopen={() => {
                  setFocusAfter('state');
                  reopen();
                }}
              />
            </div>
          </PageHeader.Actions>
        ) : null}
      </PageHeader>
      <div className={classes.stateLine}>
        <Label
          variant={data.state === 'OPEN' ? 'success' : data.stateReason === 'COMPLETED' ? 'done' : 'secondary'}
          size="large"
          data-testid="issue-state"
        >
          <IssueStateIcon item={stateItem} />
          &nbsp;{data.state === 'OPEN' ? 'Open' : visual.label === 'Duplicate' ? 'Duplicate' : 'Closed'}
        </Label>
        <span>
          <strong>{author}</strong> opened this issue {formatShortDate(data.createdAt)} · {count.toLocaleString('en-US')}{' '}
          {count === 1 ? 'comment' : 'comments'}
          {data.state === 'CLOSED' && data.duplicateOf ? ` · duplicate of #${data.duplicateOf.number}` : ''}
        </span>
      </div>
    </div>
  );
}
