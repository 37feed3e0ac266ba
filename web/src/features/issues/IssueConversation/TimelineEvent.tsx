import {
  BlockedIcon,
  DuplicateIcon,
  IssueClosedIcon,
  IssueOpenedIcon,
  IssueReopenedIcon,
  IssueTrackedByIcon,
  IssueTracksIcon,
  LockIcon,
  MilestoneIcon,
  PencilIcon,
  PersonIcon,
  PinIcon,
  PinSlashIcon,
  SkipIcon,
  TableIcon,
  TagIcon,
  type Icon,
} from '@primer/octicons-react';
import { Avatar, Link as PrimerLink, RelativeTime, Timeline } from '@primer/react';
import { IssueLabel } from '@primer/react/experimental';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { TimelineEvent_actor$key } from '../../../__generated__/TimelineEvent_actor.graphql';
import type { TimelineEvent_event$data, TimelineEvent_event$key } from '../../../__generated__/TimelineEvent_event.graphql';
import { GHOST_LOGIN } from '../IssueRow/IssueRow';
import classes from './IssueConversation.module.css';

type EventData = Exclude<TimelineEvent_event$data, { __typename: '%other' }>;

interface IssueRef {
  readonly number: number;
  readonly title: string;
  readonly resourcePath: string;
}

/** A linked issue or pull request; one the viewer cannot read is named without a link. */
function Ref({ to }: { to: IssueRef | null | undefined }) {
  if (!to) return <span className={classes.muted}>an issue you cannot see</span>;
  return (
    <PrimerLink as={Link} to={to.resourcePath}>
      {to.title} <span className={classes.muted}>#{to.number}</span>
    </PrimerLink>
  );
}

const LOCK_REASONS: Record<string, string> = { OFF_TOPIC: 'off-topic', TOO_HEATED: 'too heated', RESOLVED: 'resolved', SPAM: 'spam' };

interface Description {
  icon: Icon;
  badge?: 'done' | 'success';
  words: ReactNode;
}

/** Words around something named in bold: "added this to the **v1.0** milestone". */
const named = (icon: Icon, before: string, name: string | undefined, after = ''): Description => ({
  icon,
  words: (
    <>
      {before} <strong>{name ?? 'deleted'}</strong>
      {after}
    </>
  ),
});

/** Words followed by a linked issue: "added sub-issue <link>". */
const linked = (icon: Icon, before: string, to: IssueRef | null | undefined): Description => ({
  icon,
  words: (
    <>
      {before} <Ref to={to} />
    </>
  ),
});

/** The octicon, its badge colour and the words after the actor's name, in GitHub's phrasing. */
function describe(event: EventData): Description {
  switch (event.__typename) {
    case 'ClosedEvent':
      if (event.stateReason === 'NOT_PLANNED') return { icon: SkipIcon, words: 'closed this as not planned' };
      if (event.stateReason === 'DUPLICATE') {
        const original = event.duplicateOf?.__typename === 'Issue' ? event.duplicateOf : null;
        return original
          ? linked(DuplicateIcon, 'closed this as a duplicate of', original)
          : { icon: DuplicateIcon, words: 'closed this as a duplicate' };
      }
      if (event.closer?.__typename === 'PullRequest')
        return { ...linked(IssueClosedIcon, 'closed this as completed in', event.closer), badge: 'done' };
      return { icon: IssueClosedIcon, badge: 'done', words: 'closed this as completed' };
    case 'ReopenedEvent':
      return { icon: IssueReopenedIcon, badge: 'success', words: 'reopened this' };
    case 'LabeledEvent':
    case 'UnlabeledEvent':
      return {
        icon: TagIcon,
        words: (
          <>
            {event.__typename === 'LabeledEvent' ? 'added' : 'removed'} the{' '}
            <IssueLabel fillColor={`#${event.label.color}`}>{event.label.name}</IssueLabel> label
          </>
        ),
      };
    case 'AssignedEvent':
    case 'UnassignedEvent': {
      const assignee = event.assignee && 'login' in event.assignee ? event.assignee.login : undefined;
      const assigned = event.__typename === 'AssignedEvent';
      if (assignee !== undefined && assignee === event.actor?.login)
        return { icon: PersonIcon, words: assigned ? 'self-assigned this' : 'removed their assignment' };
      return named(PersonIcon, assigned ? 'assigned' : 'unassigned', assignee ?? GHOST_LOGIN);
    }
    case 'MilestonedEvent':
      return named(MilestoneIcon, 'added this to the', event.milestoneTitle, ' milestone');
    case 'DemilestonedEvent':
      return named(MilestoneIcon, 'removed this from the', event.milestoneTitle, ' milestone');
    case 'RenamedTitleEvent':
      return {
        icon: PencilIcon,
        words: (
          <>
            changed the title <del>{event.previousTitle}</del> <ins className={classes.newTitle}>{event.currentTitle}</ins>
          </>
        ),
      };
    case 'MarkedAsDuplicateEvent':
      return linked(DuplicateIcon, 'marked this as a duplicate of', event.canonical?.__typename === 'Issue' ? event.canonical : null);
    case 'PinnedEvent':
      return { icon: PinIcon, words: 'pinned this issue' };
    case 'UnpinnedEvent':
      return { icon: PinSlashIcon, words: 'unpinned this issue' };
    case 'SubIssueAddedEvent':
      return linked(IssueTracksIcon, 'added sub-issue', event.subIssue);
    case 'SubIssueRemovedEvent':
      return linked(IssueTracksIcon, 'removed sub-issue', event.subIssue);
    case 'ParentIssueAddedEvent':
      return linked(IssueTrackedByIcon, 'added parent issue', event.parent);
    case 'ParentIssueRemovedEvent':
      return linked(IssueTrackedByIcon, 'removed parent issue', event.parent);
    case 'BlockedByAddedEvent':
      return linked(BlockedIcon, 'marked this as blocked by', event.blockingIssue);
    case 'BlockedByRemovedEvent':
      return linked(BlockedIcon, 'unmarked this as blocked by', event.blockingIssue);
    case 'BlockingAddedEvent':
      return linked(BlockedIcon, 'marked this as blocking', event.blockedIssue);
    case 'IssueTypeAddedEvent':
      return named(IssueOpenedIcon, 'added the', event.issueType?.name, ' issue type');
    case 'IssueTypeRemovedEvent':
      return named(IssueOpenedIcon, 'removed the', event.issueType?.name, ' issue type');
    case 'IssueTypeChangedEvent':
      return {
        icon: IssueOpenedIcon,
        words: (
          <>
            changed the issue type from <strong>{event.prevIssueType?.name ?? 'deleted'}</strong> to{' '}
            <strong>{event.issueType?.name ?? 'deleted'}</strong>
          </>
        ),
      };
    case 'AddedToProjectV2Event':
      return event.project ? named(TableIcon, 'added this to', event.project.title) : { icon: TableIcon, words: 'added this to a project' };
    case 'RemovedFromProjectV2Event':
      return event.project
        ? named(TableIcon, 'removed this from', event.project.title)
        : { icon: TableIcon, words: 'removed this from a project' };
    case 'LockedEvent': {
      const reason = event.lockReason ? `as ${LOCK_REASONS[event.lockReason] ?? event.lockReason.toLowerCase()} ` : '';
      return { icon: LockIcon, words: `locked ${reason}and limited conversation to collaborators` };
    }
  }
}

/** Who did it: avatar and login ("ghost" for a deleted account). */
function TimelineActor({ actor }: { actor: TimelineEvent_actor$key | null | undefined }) {
  const data = useFragment(
    graphql`
      fragment TimelineEvent_actor on Actor {
        login
        avatarUrl(size: 40)
      }
    `,
    actor,
  );
  return (
    <>
      {data ? <Avatar src={data.avatarUrl} alt="" size={20} /> : null} <strong>{data?.login ?? GHOST_LOGIN}</strong>
    </>
  );
}

/** One event of the timeline as a compact row: octicon badge, actor, what happened, when. */
export function TimelineEvent({ event }: { event: TimelineEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment TimelineEvent_event on IssueTimelineItems {
        __typename
        ... on ClosedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          stateReason
          closer {
            __typename
            ... on PullRequest {
              number
              title
              resourcePath
            }
          }
          duplicateOf {
            __typename
            ... on Issue {
              number
              title
              resourcePath
            }
          }
        }
        ... on ReopenedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
        }
        ... on LabeledEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          label {
            name
            color
          }
        }
        ... on UnlabeledEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          label {
            name
            color
          }
        }
        ... on AssignedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          assignee {
            ... on User {
              login
            }
            ... on Bot {
              login
            }
          }
        }
        ... on UnassignedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          assignee {
            ... on User {
              login
            }
            ... on Bot {
              login
            }
          }
        }
        ... on MilestonedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          milestoneTitle
        }
        ... on DemilestonedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          milestoneTitle
        }
        ... on RenamedTitleEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          previousTitle
          currentTitle
        }
        ... on MarkedAsDuplicateEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          canonical {
            __typename
            ... on Issue {
              number
              title
              resourcePath
            }
          }
        }
        ... on PinnedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
        }
        ... on UnpinnedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
        }
        ... on SubIssueAddedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          subIssue {
            number
            title
            resourcePath
          }
        }
        ... on SubIssueRemovedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          subIssue {
            number
            title
            resourcePath
          }
        }
        ... on ParentIssueAddedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          parent {
            number
            title
            resourcePath
          }
        }
        ... on ParentIssueRemovedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          parent {
            number
            title
            resourcePath
          }
        }
        ... on BlockedByAddedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          blockingIssue {
            number
            title
            resourcePath
          }
        }
        ... on BlockedByRemovedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          blockingIssue {
            number
            title
            resourcePath
          }
        }
        ... on BlockingAddedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          blockedIssue {
            number
            title
            resourcePath
          }
        }
        ... on IssueTypeAddedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          issueType {
            name
          }
        }
        ... on IssueTypeChangedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          issueType {
            name
          }
          prevIssueType {
            name
          }
        }
        ... on IssueTypeRemovedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          issueType {
            name
          }
        }
        ... on AddedToProjectV2Event {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          project {
            title
          }
        }
        ... on RemovedFromProjectV2Event {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          project {
            title
          }
        }
        ... on LockedEvent {
          createdAt
          actor {
            login
            ...TimelineEvent_actor
          }
          lockReason
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  const { icon: EventIcon, badge, words } = describe(data);
  return (
    <Timeline.Item condensed className={classes.event}>
      <Timeline.Badge variant={badge}>
        <EventIcon aria-hidden="true" />
      </Timeline.Badge>
      <Timeline.Body className={classes.eventBody}>
        <TimelineActor actor={data.actor} /> {words} <RelativeTime datetime={String(data.createdAt)} className={classes.muted} />
      </Timeline.Body>
    </Timeline.Item>
  );
}
