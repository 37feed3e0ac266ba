import { Button, Textarea } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import { graphql, useMutation } from 'react-relay';
import type { CommentFormMutation } from '../../../__generated__/CommentFormMutation.graphql';
import type { TimelineComment_comment$key } from '../../../__generated__/TimelineComment_comment.graphql';
import classes from './IssueConversation.module.css';

/** A comment the form added, to show at the end of the conversation. */
export interface AddedComment {
  readonly id: string;
  readonly comment: TimelineComment_comment$key;
}

export interface CommentFormProps {
  issueId: string;
  onAdded: (comment: AddedComment) => void;
}

/**
 * The comment form under the conversation: the new comment joins the end of the conversation once
 * the server has it, and the issue's cached data is marked stale so the next visit loads it afresh.
 */
export function CommentForm({ issueId, onAdded }: CommentFormProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const unsaved = body.trim() !== '';
  // Leaving with an unsaved comment asks first (spec §8 "leave page"), in the app and on unload.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  const [commit, inFlight] = useMutation<CommentFormMutation>(graphql`
    mutation CommentFormMutation($input: AddCommentInput!) {
      addComment(input: $input) {
        timelineEdge {
          node {
            __typename
            ... on IssueComment {
              id
              ...TimelineComment_comment @alias(as: "comment")
            }
          }
        }
      }
    }
  `);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError('Comment cannot be blank.');
      return;
    }
    setError(null);
    commit({
      variables: { input: { subjectId: issueId, body } },
      updater: (store) => {
        const issue = store.get(issueId);
        // The header's "N comments" counts the new one…
        const comments = issue?.getLinkedRecord('comments');
        const count = comments?.getValue('totalCount');
        if (typeof count === 'number') comments?.setValue(count + 1, 'totalCount');
        // …and the timeline pages cached for this issue no longer hold all of it.
        issue?.invalidateRecord();
      },
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0) {
          setError(errors.map((entry) => entry.message).join(' '));
          return;
        }
        setBody('');
        const node = response.addComment?.timelineEdge?.node;
        if (node?.__typename === 'IssueComment' && node.comment) onAdded({ id: node.id, comment: node.comment });
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form onSubmit={submit} className={classes.commentForm} aria-label="Add a comment">
      {blocker.state === 'blocked' ? (
        <Dialog
          title="Leave this page?"
          role="alertdialog"
          onClose={() => blocker.reset()}
          footerButtons={[
            { content: 'Stay', onClick: () => blocker.reset() },
            { content: 'Leave', buttonType: 'danger', onClick: () => blocker.proceed() },
          ]}
        >
          Are you sure you want to leave? You have unsaved changes.
        </Dialog>
      ) : null}
      <Textarea
        block
        name="body"
        aria-label="Comment"
        placeholder="Use Markdown to format your comment"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-describedby={error ? errorId : undefined}
        validationStatus={error ? 'error' : undefined}
        rows={5}
      />
      {error ? (
        <p id={errorId} role="alert" className={classes.error}>
          {error}
        </p>
      ) : null}
      <div className={classes.formActions}>
        <Button type="submit" variant="primary" disabled={inFlight}>
          Comment
        </Button>
      </div>
    </form>
  );
}
