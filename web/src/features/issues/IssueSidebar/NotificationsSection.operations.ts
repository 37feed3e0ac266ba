// NotificationsSection's GraphQL operations, loaded on first use (see `NotificationsSection`).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation NotificationsSectionMutation($input: UpdateSubscriptionInput!) @raw_response_type {
    updateSubscription(input: $input) {
      subscribable {
        ... on Issue {
          id
          viewerCanSubscribe
          viewerSubscription
        }
      }
    }
  }
`;
