import { Avatar, RelativeTime } from '@primer/react';
import { graphql, useFragment } from 'react-relay';
import type { TimelineComment_comment$key } from '../../../__generated__/TimelineComment_comment.graphql';
import { GHOST_LOGIN } from '../IssueRow/IssueRow';
import classes from './IssueConversation.module.css';
import { ReactionBar } from './ReactionBar';

/** A comment of the conversation: author, time, the rendered body and its reactions. */
export function TimelineComment({ comment }: { comment: TimelineComment_comment$key }) {
  const data = useFragment(
    graphql`
      fragment TimelineComment_comment on IssueComment {
        bodyHTML
        createdAt
        author {
          login
          avatarUrl(size: 64)
        }
        ...ReactionBar_subject
      }
    `,
    comment,
  );
  const author = data.author?.login ?? GHOST_LOGIN;
  return (
    <article className={classes.comment} aria-label={`Comment by ${author}`}>
      <header className={classes.commentHeader}>
        {data.author ? <Avatar src={data.author.avatarUrl} alt="" size={20} /> : null}
        <strong>{author}</strong>
        <span className={classes.muted}>
          commented <RelativeTime datetime={String(data.createdAt)} />
        </span>
      </header>
      <div className={`markdown-body ${classes.commentBody}`} dangerouslySetInnerHTML={{ __html: String(data.bodyHTML) }} />
      <footer className={classes.commentFooter}>
        <ReactionBar subject={data} />
      </footer>
    </article>
  );
}
