import { graphql, useFragment } from 'react-relay';
import type { IssueBody_issue$key } from '../../../__generated__/IssueBody_issue.graphql';
import { CommentCard } from '../CommentCard';

export interface IssueBodyProps {
  issue: IssueBody_issue$key;
}

/** The issue's description at the head of the conversation: a comment card ("opened", "Issue body actions"). */
export function IssueBody({ issue }: IssueBodyProps) {
  const data = useFragment(
    graphql`
      fragment IssueBody_issue on Issue {
        ...CommentCard_subject
      }
    `,
    issue,
  );
  return <CommentCard subject={data} />;
}
