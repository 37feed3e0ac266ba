import { commitMutation } from 'react-relay';
import { commitLocalUpdate, type IEnvironment } from 'relay-runtime';
import type { UpdateIssuesBulkInput, updateIssuesBulkMutation } from '../../__generated__/updateIssuesBulkMutation.graphql';
import { csrfHeaders } from '../../lib/csrfHeaders';
import { GraphQLRequestError } from '../../relay/fetchGraphQL';
import { lazyOperations } from '../../relay/useLazyMutation';
import type * as operationModule from './updateIssuesBulk.operations';

/** The same-origin endpoint that starts a milestone change (spec 000 §7 "Calls with plain HTTP"). */
export const BULK_MILESTONE_PATH = '/_bulk/milestone';

/** One change for many issues: the mutation's parts, or a milestone, which goes through the milestone endpoint. */
export type BulkChange =
  | { kind: 'update'; input: Omit<UpdateIssuesBulkInput, 'ids' | 'clientMutationId'> }
  /** A milestone's global id, or null for 'No milestone'. */
  | { kind: 'milestone'; milestoneId: string | null };

/** The mutation's artifact, loaded when a change first starts: out of the lists' first JavaScript. */
const operations = lazyOperations<typeof operationModule>(() => import('./updateIssuesBulk.operations'));

/** The server's own message for a failure: the first GraphQL error's, or the error's. */
function messageOf(error: unknown): string {
  if (error instanceof GraphQLRequestError && error.errors[0]) return error.errors[0].message;
  return error instanceof Error ? error.message : String(error);
}

function startWithMutation(
  environment: IEnvironment,
  ids: readonly string[],
  input: BulkChange & { kind: 'update' },
): Promise<string | null> {
  const loaded = operations.loaded;
  if (!loaded) return operations.load().then(() => startWithMutation(environment, ids, input));
  return new Promise((resolve, reject) => {
    commitMutation<updateIssuesBulkMutation>(environment, {
      mutation: loaded.mutation,
      variables: { input: { ...input.input, ids: [...ids] } },
      onCompleted: (response, errors) => {
        if (errors?.length) reject(new Error(errors[0]?.message));
        else resolve(response.updateIssuesBulk?.jobId ?? null);
      },
      onError: (error) => reject(new Error(messageOf(error))),
    });
  });
}

async function startWithEndpoint(ids: readonly string[], milestoneId: string | null): Promise<string | null> {
  const body = milestoneId === null ? { ids, clearMilestone: true } : { ids, milestoneId };
  const response = await fetch(BULK_MILESTONE_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...csrfHeaders() },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as {
    data?: { updateIssuesBulk?: { jobId?: string | null } | null };
    errors?: { message?: string }[];
  } | null;
  const failure = answer?.errors?.[0]?.message;
  if (!response.ok || failure) throw new Error(failure ?? `The server answered with status ${response.status}.`);
  return answer?.data?.updateIssuesBulk?.jobId ?? null;
}

/**
 * Starts a bulk job for the issues and answers its id (null when the server started none). A
 * milestone goes through the milestone endpoint, anything else through `updateIssuesBulk`. A
 * refused start rejects with the server's message, for 'Could not update issues: {message}'.
 */
export function startBulkJob(environment: IEnvironment, ids: readonly string[], change: BulkChange): Promise<string | null> {
  return change.kind === 'milestone' ? startWithEndpoint(ids, change.milestoneId) : startWithMutation(environment, ids, change);
}

/**
 * Shows a started state change on the issues' rows at once (spec 000 §4 "State bulk change": the
 * state is updated optimistically). The job's end reads the failed issues again from the network,
 * then the list reloads, which puts right what did not happen.
 */
export function showStateChange(environment: IEnvironment, ids: readonly string[], change: BulkChange): void {
  if (change.kind !== 'update' || !change.input.state) return;
  const { state } = change.input;
  const reason = state === 'OPEN' ? 'REOPENED' : (change.input.stateReason ?? 'COMPLETED');
  const closedAt = state === 'OPEN' ? null : new Date().toISOString();
  commitLocalUpdate(environment, (store) => {
    for (const id of ids) {
      const issue = store.get(id);
      if (!issue || issue.getType() !== 'Issue') continue;
      issue.setValue(state, 'state');
      issue.setValue(reason, 'stateReason', { enableDuplicate: true });
      issue.setValue(closedAt, 'closedAt');
    }
  });
}
