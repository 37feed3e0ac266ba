import { Button, Textarea } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import { graphql, useMutation } from 'react-relay';
import type { CommentFormMutation } from '../../../__generated__/CommentFormMutation.graphql';
import classes from './IssueConversation.module.css';

/** The comment form under the conversation: the new comment joins the list once the server has it. */
export function CommentForm({ issueId, connectionId }: { issueId: string; connectionId: string }) {
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
    mutation CommentFormMutation($input: AddCommentInput!, $connections: [ID!]!) {
      addComment(input: $input) {
        commentEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            bodyHTML
            createdAt
            author {
              login
              avatarUrl(size: 64)
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
      variables: { input: { subjectId: issueId, body }, connections: [connectionId] },
      onCompleted: (_, errors) => {
        if (errors && errors.length > 0) setError(errors.map((entry) => entry.message).join(' '));
        else setBody('');
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
