import { BellIcon, BellSlashIcon } from '@primer/octicons-react';
import { Avatar, Button } from '@primer/react';
import { graphql, useFragment } from 'react-relay';
import type { NotificationsSection_issue$key } from '../../../__generated__/NotificationsSection_issue.graphql';
import type { NotificationsSectionMutation } from '../../../__generated__/NotificationsSectionMutation.graphql';
import { presentNodes } from '../../../lib/presentNodes';
import classes from './IssueSidebar.module.css';
import { SidebarSection } from './SidebarSection';
import { useFailureToast } from './useFailureToast';
import { ownAddress } from '../../../lib/ownAddress';
import { lazyOperations, useLazyMutation } from '../../../relay/useLazyMutation';
import type * as operationModule from './NotificationsSection.operations';

type Operations = typeof operationModule;

/** The mutations here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./NotificationsSection.operations'));

/** How many participants' avatars show (GitHub's sidebar shows up to about two rows). */
const SHOWN_PARTICIPANTS = 16;

export interface NotificationsSectionProps {
  issue: NotificationsSection_issue$key;
}

/**
 * The Notifications section: whether the viewer receives the thread's notifications, Subscribe /
 * Unsubscribe for those who may subscribe, and the participants. The server gives no reason for a
 * subscription (authored, commented, mentioned), so the sentence stays general.
 */
export function NotificationsSection({ issue }: NotificationsSectionProps) {
  const data = useFragment(
    graphql`
      fragment NotificationsSection_issue on Issue {
        id
        viewerCanSubscribe
        viewerSubscription
        participants(first: 16) {
          totalCount
          nodes {
            id
            login
            avatarUrl(size: 64)
          }
        }
      }
    `,
    issue,
  );
  const [commit] = useLazyMutation<NotificationsSectionMutation, Operations>(operations, (m) => m.mutation);
  const reportFailure = useFailureToast();
  const subscribed = data.viewerSubscription === 'SUBSCRIBED';
  const toggle = () => {
    const state = subscribed ? 'UNSUBSCRIBED' : 'SUBSCRIBED';
    commit({
      variables: { input: { subscribableId: data.id, state } },
      optimisticResponse: {
        updateSubscription: { subscribable: { __typename: 'Issue', id: data.id, viewerCanSubscribe: true, viewerSubscription: state } },
      },
      ...reportFailure(subscribed ? 'Could not unsubscribe from this issue.' : 'Could not subscribe to this issue.'),
    });
  };
  const participants = presentNodes(data.participants.nodes).slice(0, SHOWN_PARTICIPANTS);
  const count = data.participants.totalCount;
  return (
    <>
      <SidebarSection heading="Notifications">
        {data.viewerCanSubscribe ? (
          <Button
            block
            size="small"
            leadingVisual={subscribed ? BellSlashIcon : BellIcon}
            onClick={toggle}
            data-testid="sidebar-subscription-button"
          >
            {subscribed ? 'Unsubscribe' : 'Subscribe'}
          </Button>
        ) : null}
        <p className={classes.note}>
          {subscribed
            ? "You're receiving notifications because you're subscribed to this thread."
            : "You're not receiving notifications from this thread."}
        </p>
      </SidebarSection>
      {count > 0 ? (
        <SidebarSection heading={`${count.toLocaleString('en-US')} ${count === 1 ? 'participant' : 'participants'}`}>
          <ul className={classes.participants} aria-label="Participants">
            {participants.map((participant) => (
              <li key={participant.id}>
                <Avatar src={ownAddress(participant.avatarUrl)} size={26} alt={participant.login} title={participant.login} />
              </li>
            ))}
          </ul>
        </SidebarSection>
      ) : null}
    </>
  );
}
