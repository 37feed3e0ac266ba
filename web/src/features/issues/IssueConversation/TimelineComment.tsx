import { graphql, useFragment } from 'react-relay';
import type { TimelineComment_comment$data, TimelineComment_comment$key } from '../../../__generated__/TimelineComment_comment.graphql';
import { CommentCard } from '../CommentCard';

/** A comment of the conversation: the comment card (author, time, body, reactions, actions). */
export function TimelineComment({ comment }: { comment: TimelineComment_comment$key }) {
  // Null once the comment is deleted (its record leaves the store): the card goes with it.
  const data: TimelineComment_comment$data | null = useFragment(
    graphql`
      fragment TimelineComment_comment on IssueComment {
        ...CommentCard_subject
      }
    `,
    comment,
  );
  return data ? <CommentCard subject={data} /> : null;
}
