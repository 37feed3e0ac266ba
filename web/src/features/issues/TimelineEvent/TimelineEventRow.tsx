import type { Icon } from '@primer/octicons-react';
import { Avatar, Timeline } from '@primer/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TimelineEventRow_actor$key } from '../../../__generated__/TimelineEventRow_actor.graphql';
import { GHOST_LOGIN } from '../IssueRow/ghost';
import classes from './TimelineEvent.module.css';
import { ownAddress } from '../../../lib/ownAddress';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';

export interface TimelineEventRowProps {
  icon: Icon;
  /** The badge's colour: 'done' for completed, 'success' for reopened; plain otherwise. */
  badge?: 'done' | 'success';
  /** Who did it; null for a deleted account. */
  actor: TimelineEventRow_actor$key | null | undefined;
  createdAt: unknown;
  /** What happened, in GitHub's phrasing after the actor's name. */
  children: ReactNode;
}

/** What a family of events says: its octicon, badge colour and words. */
export type EventDescription = Pick<TimelineEventRowProps, 'icon' | 'badge' | 'children'>;

/** Who did it: avatar and login ("ghost" for a deleted account). */
function TimelineActor({ actor }: { actor: TimelineEventRow_actor$key | null | undefined }) {
  const data = useFragment(
    graphql`
      fragment TimelineEventRow_actor on Actor {
        login
        avatarUrl(size: 40)
      }
    `,
    actor,
  );
  return (
    <>
      {data ? <Avatar src={ownAddress(data.avatarUrl)} alt="" size={20} /> : null} <strong>{data?.login ?? GHOST_LOGIN}</strong>
    </>
  );
}

/** One event of the timeline as a compact row: octicon badge, actor, what happened, when. */
export function TimelineEventRow({ icon: EventIcon, badge, actor, createdAt, children }: TimelineEventRowProps) {
  return (
    <Timeline.Item condensed className={classes.event}>
      <Timeline.Badge variant={badge}>
        <EventIcon aria-hidden="true" />
      </Timeline.Badge>
      <Timeline.Body className={classes.eventBody}>
        <TimelineActor actor={actor} /> {children} <RelativeTime datetime={String(createdAt)} className={classes.muted} />
      </Timeline.Body>
    </Timeline.Item>
  );
}
