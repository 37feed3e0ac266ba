import { Avatar, Button } from '@primer/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { IssueComments_issue$key } from '../../../__generated__/IssueComments_issue.graphql';
import { GHOST_LOGIN } from '../IssueRow/IssueRow';
import { formatShortDate } from '../IssueList/listAddress';
import { CommentForm } from './CommentForm';
import classes from './IssueConversation.module.css';

/**
 * Comments loaded with the issue (spec §9 "issue prefetch count 15"), then more on demand: 100 at
 * a time, the API's largest page (the timeline's pages of 150 come with timeline items).
 */
export const FIRST_COMMENTS = 15;
export const MORE_COMMENTS = 100;

/** The issue's comments: the first 15, then 'Load more comments' brings 100 at a time. */
export function IssueComments({ issue, issueId }: { issue: IssueComments_issue$key; issueId: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment IssueComments_issue on Issue
      @argumentDefinitions(count: { type: "Int", defaultValue: 15 }, cursor: { type: "String" })
      @refetchable(queryName: "IssueCommentsPaginationQuery") {
        comments(first: $count, after: $cursor) @connection(key: "IssueComments_comments") {
          __id
          totalCount
          edges {
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
    `,
    issue,
  );
  const comments = (data.comments.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : []));
  return (
    <section aria-label="Comments" className={classes.comments}>
      {comments.map((comment) => (
        <article key={comment.id} className={classes.comment} aria-label={`Comment by ${comment.author?.login ?? GHOST_LOGIN}`}>
          <header className={classes.commentHeader}>
            {comment.author ? <Avatar src={comment.author.avatarUrl} alt="" size={20} /> : null}
            <strong>{comment.author?.login ?? GHOST_LOGIN}</strong>
            <span className={classes.muted}>commented {formatShortDate(comment.createdAt)}</span>
          </header>
          <div className={`markdown-body ${classes.commentBody}`} dangerouslySetInnerHTML={{ __html: String(comment.bodyHTML) }} />
        </article>
      ))}
      {hasNext ? (
        <Button onClick={() => loadNext(MORE_COMMENTS)} disabled={isLoadingNext} className={classes.loadMore}>
          {isLoadingNext ? 'Loading…' : `Load more comments (${(data.comments.totalCount - comments.length).toLocaleString('en-US')} more)`}
        </Button>
      ) : null}
      <CommentForm issueId={issueId} connectionId={data.comments.__id} />
    </section>
  );
}
