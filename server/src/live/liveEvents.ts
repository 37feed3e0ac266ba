import type { LiveBus } from './bus.ts';

/**
 * Every live event of the product, declared here alone: its topic and its payload. Commands emit
 * them inside their transaction (`domain/transaction.ts`) and they are published only after it
 * commits, so a subscriber never hears of a change that was rolled back. Payloads name what
 * changed, never its content: a subscriber reads the thing again with its own rights (a payload
 * travels to every subscriber of the topic, whoever they are, and NOTIFY takes under 8000 bytes).
 */

/** What changed on an issue or pull request (`issue:{id}`). */
export type IssueChange =
  | 'created'
  | 'title'
  | 'body'
  | 'state'
  | 'labels'
  | 'assignees'
  | 'milestone'
  | 'issueType'
  | 'projects'
  | 'pin'
  | 'lock'
  | 'relations'
  | 'comments'
  | 'reactions'
  | 'transferred'
  | 'deleted';

/** What changed in a repository (`repository:{id}`): its issue list, labels, milestones or pinned set. */
export type RepositoryChange = 'issues' | 'labels' | 'milestones' | 'pins';

/** What changed on a milestone (`milestone:{id}`): the milestone itself, its removal, or its issues' order. */
export type MilestoneChange = 'updated' | 'deleted' | 'issues';

export interface IssueChanged {
  /** The issue's (or pull request's) database id. */
  id: number;
  repoId: number;
  changes: IssueChange[];
}

export interface RepositoryChanged {
  id: number;
  changes: RepositoryChange[];
}

export interface MilestoneChanged {
  id: number;
  repoId: number;
  changes: MilestoneChange[];
}

export interface JobChanged {
  jobId: string;
}

/** The topics, each with its payload. */
export interface LiveTopics {
  issue: IssueChanged;
  repository: RepositoryChanged;
  milestone: MilestoneChanged;
  job: JobChanged;
}

export type LiveEvent = { [K in keyof LiveTopics]: { kind: K; payload: LiveTopics[K] } }[keyof LiveTopics];

/** The bus topic of one thing: `issue:12`, `repository:3`, `milestone:7`, `job:{uuid}`. */
export function liveTopic<K extends keyof LiveTopics>(kind: K, id: number | string): string {
  return `${kind}:${id}`;
}

function topicOf(event: LiveEvent): string {
  return liveTopic(event.kind, event.kind === 'job' ? event.payload.jobId : event.payload.id);
}

/** The typed payload of an event heard on a topic of `kind` (the bus hands payloads back as JSON values). */
export function payloadOf<K extends keyof LiveTopics>(_kind: K, payload: unknown): LiveTopics[K] {
  return payload as LiveTopics[K];
}

/**
 * Merges events about the same thing into one (the union of their changes, in first-seen order),
 * so a command that renames an issue and relabels it publishes one event for it.
 */
export function mergeEvents(events: readonly LiveEvent[]): LiveEvent[] {
  const merged = new Map<string, LiveEvent>();
  for (const event of events) {
    const topic = topicOf(event);
    const seen = merged.get(topic);
    if (!seen || seen.kind === 'job' || event.kind === 'job') {
      merged.set(topic, event);
      continue;
    }
    const changes = [...new Set<string>([...seen.payload.changes, ...event.payload.changes])];
    merged.set(topic, { ...seen, payload: { ...seen.payload, changes } } as LiveEvent);
  }
  return [...merged.values()];
}

/** Publishes events (after their transaction committed), each on its topic. */
export async function publishEvents(bus: LiveBus, events: readonly LiveEvent[]): Promise<void> {
  for (const event of mergeEvents(events)) await bus.publish(topicOf(event), event.payload);
}

export function issueChanged(issue: { id: number; repoId: number }, ...changes: IssueChange[]): LiveEvent {
  return { kind: 'issue', payload: { id: issue.id, repoId: issue.repoId, changes } };
}

export function repositoryChanged(repoId: number, ...changes: RepositoryChange[]): LiveEvent {
  return { kind: 'repository', payload: { id: repoId, changes } };
}

export function milestoneChanged(milestone: { id: number; repoId: number }, ...changes: MilestoneChange[]): LiveEvent {
  return { kind: 'milestone', payload: { id: milestone.id, repoId: milestone.repoId, changes } };
}

export function jobChanged(jobId: string): LiveEvent {
  return { kind: 'job', payload: { jobId } };
}
