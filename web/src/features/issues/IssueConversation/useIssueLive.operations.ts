// useIssueLive's subscription, loaded after the first render (see `useIssueLive`).
import { graphql } from 'react-relay';

export const subscription = graphql`
  subscription useIssueLiveSubscription($id: ID!, $tail: Int!, $readSecondsAgo: Int) {
    issueUpdated(id: $id, readSecondsAgo: $readSecondsAgo) {
      id
      ...IssueHeader_issue
      ...IssueActions_issue
      ...CommentForm_issue
      ...IssueSidebar_issue
      ...IssueBody_issue
      liveTail: timelineItems(last: $tail) {
        totalCount
        nodes {
          ... on Node {
            id
          }
          ...TimelineItem_item
        }
      }
    }
  }
`;
