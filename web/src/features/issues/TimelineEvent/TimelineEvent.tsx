import { graphql, useFragment } from 'react-relay';
import type { TimelineEvent_event$key } from '../../../__generated__/TimelineEvent_event.graphql';
import { AssigneeEvent } from './AssigneeEvent';
import { BlockingEvent } from './BlockingEvent';
import { CommentDeletedEvent } from './CommentDeletedEvent';
import { IssueTypeEvent } from './IssueTypeEvent';
import { LabelEvent } from './LabelEvent';
import { LockEvent } from './LockEvent';
import { MilestoneEvent } from './MilestoneEvent';
import { PinEvent } from './PinEvent';
import { ProjectEvent } from './ProjectEvent';
import { StateEvent } from './StateEvent';
import { SubIssueEvent } from './SubIssueEvent';
import { TitleEvent } from './TitleEvent';
import { TransferEvent } from './TransferEvent';

/** One event of the timeline, drawn by its family's component; an event type it does not know draws nothing. */
export function TimelineEvent({ event }: { event: TimelineEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment TimelineEvent_event on IssueTimelineItems {
        __typename
        ...StateEvent_event
        ...LabelEvent_event
        ...AssigneeEvent_event
        ...MilestoneEvent_event
        ...TitleEvent_event
        ...PinEvent_event
        ...SubIssueEvent_event
        ...BlockingEvent_event
        ...IssueTypeEvent_event
        ...ProjectEvent_event
        ...LockEvent_event
        ...CommentDeletedEvent_event
        ...TransferEvent_event
      }
    `,
    event,
  );
  switch (data.__typename) {
    case 'ClosedEvent':
    case 'ReopenedEvent':
    case 'MarkedAsDuplicateEvent':
      return <StateEvent event={data} />;
    case 'LabeledEvent':
    case 'UnlabeledEvent':
      return <LabelEvent event={data} />;
    case 'AssignedEvent':
    case 'UnassignedEvent':
      return <AssigneeEvent event={data} />;
    case 'MilestonedEvent':
    case 'DemilestonedEvent':
      return <MilestoneEvent event={data} />;
    case 'RenamedTitleEvent':
      return <TitleEvent event={data} />;
    case 'PinnedEvent':
    case 'UnpinnedEvent':
      return <PinEvent event={data} />;
    case 'SubIssueAddedEvent':
    case 'SubIssueRemovedEvent':
    case 'ParentIssueAddedEvent':
    case 'ParentIssueRemovedEvent':
      return <SubIssueEvent event={data} />;
    case 'BlockedByAddedEvent':
    case 'BlockedByRemovedEvent':
    case 'BlockingAddedEvent':
      return <BlockingEvent event={data} />;
    case 'IssueTypeAddedEvent':
    case 'IssueTypeChangedEvent':
    case 'IssueTypeRemovedEvent':
      return <IssueTypeEvent event={data} />;
    case 'AddedToProjectV2Event':
    case 'RemovedFromProjectV2Event':
      return <ProjectEvent event={data} />;
    case 'LockedEvent':
    case 'UnlockedEvent':
      return <LockEvent event={data} />;
    case 'TransferredEvent':
      return <TransferEvent event={data} />;
    case 'CommentDeletedEvent':
      return <CommentDeletedEvent event={data} />;
    default:
      return null;
  }
}
