import { LockIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useContext, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useBlocker } from 'react-router';
import { graphql, useFragment } from 'react-relay';
import type { CommentFormMutation } from '../../../__generated__/CommentFormMutation.graphql';
import type { CommentForm_issue$data } from '../../../__generated__/CommentForm_issue.graphql';
import type { TimelineComment_comment$key } from '../../../__generated__/TimelineComment_comment.graphql';
import { MarkdownEditor } from '../../newIssue/MarkdownEditor/MarkdownEditor';
import { LOCK_REASONS } from '../IssueActions/lockReasons';
import { failureMessage } from '../IssueHeader/failureMessage';
import { showState, useIssueState } from '../IssueHeader/useIssueState';
import { CommentFormIssueContext } from '../IssueView/commentFormIssue';
import formClasses from './CommentForm.module.css';
import { useQuoteReply } from './quoteReply';
import classes from './IssueConversation.module.css';
import { lazyOperations, useLazyMutation } from '../../../relay/useLazyMutation';
import type * as operationModule from './CommentForm.operations';
import { LazyDialog } from '../../../components/LazyDialog/LazyDialog';

type Operations = typeof operationModule;

/** The mutations here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./CommentForm.operations'));

/** A comment the form added, to show at the end of the conversation. */
export interface AddedComment {
  readonly id: string;
  readonly comment: TimelineComment_comment$key;
}

export interface CommentFormProps {
  issueId: string;
  onAdded: (comment: AddedComment) => void;
}

/** GitHub's notice on a locked conversation, with the reason when one was given. */
export function lockedNotice(reason: string | null | undefined): string {
  const phrase = LOCK_REASONS.find((option) => option.reason === reason)?.phrase;
  return `This conversation has been locked ${phrase ? `as ${phrase} ` : ''}and limited to collaborators.`;
}

/**
 * The end of the conversation: on a locked issue GitHub's notice, then the comment form for those
 * the server lets comment (`viewerCanComment`: on a locked issue, collaborators only).
 */
export function CommentForm({ issueId, onAdded }: CommentFormProps) {
  const issue = useFragment(
    graphql`
      fragment CommentForm_issue on Issue {
        id
        state
        locked
        activeLockReason
        viewerCanClose
        viewerCanReopen
        # The server's rule (its policy's 'comment'): readers and up; on a locked issue triage and up.
        viewerCanComment
        repository {
          nameWithOwner
        }
      }
    `,
    useContext(CommentFormIssueContext),
  );
  const mayComment = !issue || issue.viewerCanComment;
  return (
    <>
      {issue?.locked ? (
        <p className={formClasses.lockedNotice} data-testid="locked-notice">
          <LockIcon aria-hidden="true" />
          {lockedNotice(issue.activeLockReason)}
        </p>
      ) : null}
      {mayComment ? <CommentFormFields issueId={issueId} issue={issue ?? null} onAdded={onAdded} /> : null}
    </>
  );
}

interface CommentFormFieldsProps extends CommentFormProps {
  issue: CommentForm_issue$data | null;
}

/**
 * The form: Write / Preview (Ctrl/Cmd+Shift+P switches), Comment (or Ctrl/Cmd+Enter), and, for
 * those who may change the issue's state, "Close with comment" / "Reopen with comment", which add
 * the comment and then close or reopen, as GitHub does (a blank comment just closes or reopens).
 * The new comment joins the end of the conversation once the server has it, and the issue's cached
 * data is marked stale so the next visit loads it afresh.
 */
function CommentFormFields({ issueId, issue, onAdded }: CommentFormFieldsProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Quote reply (a comment's menu, or r on selected text): the quote joins the text, the caret after it.
  useQuoteReply((quote) => {
    setBody((text) => (text.trim() === '' ? quote : `${text.trimEnd()}\n\n${quote}`));
    requestAnimationFrame(() => {
      const field = form.current?.querySelector('textarea');
      field?.focus();
      field?.setSelectionRange(field.value.length, field.value.length);
    });
  });
  const unsaved = body.trim() !== '';
  const { close, reopen } = useIssueState(issueId);
  // Leaving with an unsaved comment asks first (spec §8 "leave page"), in the app and on unload.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  const [commit, inFlight] = useLazyMutation<CommentFormMutation, Operations>(operations, (m) => m.mutation);
  const stateChange =
    issue?.state === 'OPEN' && issue.viewerCanClose
      ? ('close' as const)
      : issue?.state === 'CLOSED' && issue.viewerCanReopen
        ? ('reopen' as const)
        : null;

  const changeState = (change: 'close' | 'reopen') => (change === 'close' ? close({ reason: 'COMPLETED' }) : reopen());

  /** Adds the comment, then (`then`) closes or reopens the issue once the comment is saved. */
  const submit = (then: 'close' | 'reopen' | null) => {
    if (body.trim() === '') {
      if (then === null) {
        setError('Comment cannot be blank.');
        return;
      }
      setError(null);
      changeState(then);
      return;
    }
    setError(null);
    commit({
      variables: { input: { subjectId: issueId, body } },
      // Closing or reopening with the comment shows the new state at once; it is sent once the comment is in.
      optimisticUpdater: then
        ? (store) => showState(store, issueId, then === 'close' ? 'CLOSED' : 'OPEN', then === 'close' ? 'COMPLETED' : 'REOPENED')
        : undefined,
      updater: (store) => {
        const record = store.get(issueId);
        // The header's "N comments" counts the new one…
        const comments = record?.getLinkedRecord('comments');
        const count = comments?.getValue('totalCount');
        if (typeof count === 'number') comments?.setValue(count + 1, 'totalCount');
        // …and the timeline pages cached for this issue no longer hold all of it.
        record?.invalidateRecord();
      },
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0) {
          setError(errors.map((entry) => entry.message).join(' '));
          return;
        }
        setBody('');
        const node = response.addComment?.timelineEdge?.node;
        if (node?.__typename === 'IssueComment' && node.comment) onAdded({ id: node.id, comment: node.comment });
        if (then) changeState(then);
      },
      onError: (failure) => setError(failureMessage(failure, 'Could not add the comment.')),
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!inFlight) submit(null);
  };

  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        submit(null);
      }}
      onKeyDown={handleKeyDown}
      className={classes.commentForm}
      aria-label="Add a comment"
    >
      {blocker.state === 'blocked' ? (
        <LazyDialog
          title="Leave this page?"
          role="alertdialog"
          onClose={() => blocker.reset()}
          footerButtons={[
            { content: 'Stay', onClick: () => blocker.reset() },
            { content: 'Leave', buttonType: 'danger', onClick: () => blocker.proceed() },
          ]}
        >
          Are you sure you want to leave? You have unsaved changes.
        </LazyDialog>
      ) : null}
      <MarkdownEditor
        label="Comment"
        name="body"
        placeholder="Use Markdown to format your comment"
        value={body}
        onChange={setBody}
        context={issue?.repository.nameWithOwner ?? ''}
      />
      {error ? (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      ) : null}
      <div className={`${classes.formActions} ${formClasses.actions}`}>
        {stateChange ? (
          <Button type="button" disabled={inFlight} onClick={() => submit(stateChange)} data-testid={`comment-${stateChange}`}>
            {stateChange === 'close' ? 'Close with comment' : 'Reopen with comment'}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={inFlight}>
          Comment
        </Button>
      </div>
    </form>
  );
}
