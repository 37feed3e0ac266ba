import { act, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import {
  commitLocalUpdate,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import type { Sink } from 'relay-runtime/lib/network/RelayObservable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/Toast/Toast';
import { GraphQLRequestError } from '../../relay/fetchGraphQL';
import { COMPLETED_MESSAGE, JOB_TIMEOUT_MS, RESUBSCRIBE_AFTER_MS, TIMEOUT_MESSAGE } from './jobStatus';
import { useBulkJob, type BulkJob, type BulkJobStorageKey } from './useBulkJob';
import type { BulkChange } from './updateIssuesBulk';

const KEY: BulkJobStorageKey = 'repo.bulkUpdateIssues';
const CLOSE_AS_NOT_PLANNED: BulkChange = { kind: 'update', input: { state: 'CLOSED', stateReason: 'NOT_PLANNED' } };

interface FakeNetwork {
  environment: Environment;
  /** Every query and mutation, in order. */
  requests: { name: string; variables: Variables }[];
  /** Every subscription made, the newest last. */
  subscriptions: { variables: Variables; sink: Sink<GraphQLResponse>; disposed: boolean }[];
  /** Sends a job status to the newest subscription. */
  send: (status: Record<string, unknown> | null) => void;
}

/** A Relay environment whose network is this test: the mutation answers `answer`, subscriptions wait for `send`. */
function fakeNetwork(answer: (name: string, variables: Variables) => GraphQLResponse | Error): FakeNetwork {
  const network: Omit<FakeNetwork, 'environment'> = {
    requests: [],
    subscriptions: [],
    send: (status) => {
      const subscription = network.subscriptions.at(-1);
      if (!subscription) throw new Error('No subscription');
      act(() => subscription.sink.next({ data: { jobStatus: status } }));
    },
  };
  const environment = new Environment({
    network: Network.create(
      async (request: RequestParameters, variables: Variables) => {
        network.requests.push({ name: request.name, variables });
        const response = answer(request.name, variables);
        if (response instanceof Error) throw response;
        return response;
      },
      (_request: RequestParameters, variables: Variables) =>
        Observable.create<GraphQLResponse>((sink) => {
          const subscription = { variables, sink, disposed: false };
          network.subscriptions.push(subscription);
          return () => {
            subscription.disposed = true;
          };
        }),
    ),
    store: new Store(new RecordSource()),
  });
  return { ...network, environment };
}

/** The job answers 'JOB_1' to the mutation and empty nodes to the rows reload. */
const startsJob = (name: string): GraphQLResponse =>
  name === 'updateIssuesBulkMutation' ? { data: { updateIssuesBulk: { jobId: 'JOB_1' } } } : { data: { nodes: [] } };

function renderJob(network: FakeNetwork, onRefresh = vi.fn()) {
  const job: { current: BulkJob | null } = { current: null };
  function Harness() {
    job.current = useBulkJob({ storageKey: KEY, onRefresh });
    return null;
  }
  const view = render(
    <RelayEnvironmentProvider environment={network.environment}>
      <ToastProvider>
        <Harness />
      </ToastProvider>
    </RelayEnvironmentProvider>,
  );
  const start = async (ids: string[], change: BulkChange = CLOSE_AS_NOT_PLANNED) => {
    let started = false;
    await act(async () => {
      started = (await job.current?.start(ids, change)) ?? false;
    });
    return started;
  };
  return { ...view, job, start, onRefresh };
}

/** Two pages following bulk jobs under the same key (a repository list and a dashboard view); the first's hook is kept for the test to start a job. */
function twoPages() {
  const first: { current: BulkJob | null } = { current: null };
  function FirstPage() {
    first.current = useBulkJob({ storageKey: KEY, onRefresh: vi.fn() });
    return null;
  }
  function SecondPage() {
    useBulkJob({ storageKey: KEY, onRefresh: vi.fn() });
    return null;
  }
  return { first, FirstPage, SecondPage };
}

/** The text of every toast on screen. */
const toasts = () => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].map((toast) => toast.textContent);
const toastType = (message: string) => screen.getByText(message).closest('[data-toast-type]')?.getAttribute('data-toast-type');

const status = (state: string, extra: Record<string, unknown> = {}) => ({
  jobId: 'JOB_1',
  state,
  percentage: 0,
  updatedAt: '2026-11-20T10:00:00Z',
  executionErrors: [],
  ...extra,
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useBulkJob', () => {
  it('starts a job, keeps it in local storage and turns the persisted toast into its progress and outcome', async () => {
    const network = fakeNetwork(startsJob);
    const { start, job, onRefresh } = renderJob(network);

    expect(await start(['I_1', 'I_2'])).toBe(true);
    expect(network.requests[0]).toEqual({
      name: 'updateIssuesBulkMutation',
      variables: { input: { state: 'CLOSED', stateReason: 'NOT_PLANNED', ids: ['I_1', 'I_2'] } },
    });
    expect(toasts()).toEqual(['Updating issues']);
    expect(toastType('Updating issues')).toBe('info');
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ jobId: 'JOB_1', ids: ['I_1', 'I_2'] });
    expect(network.subscriptions).toHaveLength(1);
    expect(network.subscriptions[0]?.variables).toEqual({ jobId: 'JOB_1' });
    expect(job.current?.running).toBe(true);

    network.send(status('QUEUED'));
    expect(toasts()).toEqual(['Bulk update is pending']);
    network.send(status('STARTED', { percentage: 50, updatedAt: '2026-11-20T10:00:01Z' }));
    expect(toasts()).toEqual(['Bulk update is in progress 50 %']);
    network.send(
      status('STARTED', { percentage: 30, updatedAt: '2026-11-20T10:00:02Z', executionErrors: [{ message: 'Locked', nodeId: 'I_2' }] }),
    );
    expect(toasts()).toEqual(['Bulk update is in progress 50 % (1 issue failing to update)']);
    network.send(status('SUCCESS', { percentage: 100, updatedAt: '2026-11-20T10:00:03Z' }));
    expect(toasts()).toEqual([COMPLETED_MESSAGE]);
    expect(toastType(COMPLETED_MESSAGE)).toBe('success');

    expect(localStorage.getItem(KEY)).toBeNull();
    expect(network.subscriptions[0]?.disposed).toBe(true);
    await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    expect(job.current?.running).toBe(false);
  });

  it('shows a state change on the issues at once', async () => {
    const network = fakeNetwork(startsJob);
    commitLocalUpdate(network.environment, (store) => {
      const issue = store.create('I_1', 'Issue');
      issue.setValue('OPEN', 'state');
    });
    const { start } = renderJob(network);
    await start(['I_1']);
    const record = network.environment.getStore().getSource().get('I_1');
    expect(record?.state).toBe('CLOSED');
    expect(record?.['stateReason(enableDuplicate:true)']).toBe('NOT_PLANNED');
  });

  it('reads the failed issues again after a job completed with errors, then reloads the list', async () => {
    const network = fakeNetwork(startsJob);
    const { start, onRefresh } = renderJob(network);
    await start(['I_1', 'I_2', 'I_3']);
    network.send(
      status('SUCCESS', {
        percentage: 100,
        executionErrors: [
          { message: 'Locked', nodeId: 'I_2' },
          { message: 'Gone', nodeId: 'I_3' },
        ],
      }),
    );
    expect(toasts()).toEqual(['Bulk update completed with errors']);
    expect(toastType('Bulk update completed with errors')).toBe('error');
    await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    expect(network.requests.at(-1)).toEqual({ name: 'useBulkJobRowsReloadQuery', variables: { ids: ['I_2', 'I_3'] } });
  });

  it('ends with an error notice on ERROR and on a state it does not know', async () => {
    for (const state of ['ERROR', 'CANCELLED']) {
      const network = fakeNetwork(startsJob);
      const { start, unmount } = renderJob(network);
      await start(['I_1']);
      network.send(status(state));
      expect(toasts()).toEqual(['Bulk update had an error']);
      expect(localStorage.getItem(KEY)).toBeNull();
      unmount();
    }
  });

  it('ends a job reported pending without a job id as never started', async () => {
    const network = fakeNetwork(startsJob);
    const { start } = renderJob(network);
    await start(['I_1']);
    network.send(status('PENDING', { jobId: '' }));
    expect(toasts()).toEqual(['Bulk update could not be started, please try again later.']);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('shows the server’s message when the start is refused, and keeps nothing', async () => {
    const network = fakeNetwork(() => new GraphQLRequestError('updateIssuesBulkMutation', [{ message: 'Must have push access' }]));
    const { start, job } = renderJob(network);
    expect(await start(['I_1'])).toBe(false);
    expect(toasts()).toEqual(['Could not update issues: Must have push access']);
    expect(toastType('Could not update issues: Must have push access')).toBe('error');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(network.subscriptions).toHaveLength(0);
    expect(job.current?.running).toBe(false);
  });

  it('shows the error of a payload that answers no job', async () => {
    const network = fakeNetwork(() => ({ data: { updateIssuesBulk: null }, errors: [{ message: 'Too many issues' }] }));
    const { start } = renderJob(network);
    expect(await start(['I_1'])).toBe(false);
    expect(toasts()).toEqual(['Could not update issues: Too many issues']);
  });

  it('says the update could not be started when the server gives no job id', async () => {
    const network = fakeNetwork(() => ({ data: { updateIssuesBulk: { jobId: null } } }));
    const { start } = renderJob(network);
    expect(await start(['I_1'])).toBe(false);
    expect(toasts()).toEqual(['Bulk update could not be started, please try again later.']);
  });

  it('sends a milestone change to the milestone endpoint with the CSRF header', async () => {
    document.cookie = 'csrf_token=token-1';
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ data: { updateIssuesBulk: { jobId: 'JOB_1' } } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const network = fakeNetwork(startsJob);
    const { start } = renderJob(network);
    expect(await start(['I_1', 'I_2'], { kind: 'milestone', milestoneId: 'M_1' })).toBe(true);
    expect(await start(['I_3'], { kind: 'milestone', milestoneId: null })).toBe(true);
    expect(calls.map((call) => [call.url, call.init.method, JSON.parse(String(call.init.body))])).toEqual([
      ['/_bulk/milestone', 'POST', { ids: ['I_1', 'I_2'], milestoneId: 'M_1' }],
      ['/_bulk/milestone', 'POST', { ids: ['I_3'], clearMilestone: true }],
    ]);
    expect(new Headers(calls[0]?.init.headers).get('X-CSRF-Token')).toBe('token-1');
    // No GraphQL mutation: the endpoint started the job.
    expect(network.requests).toEqual([]);
    expect(network.subscriptions.at(-1)?.variables).toEqual({ jobId: 'JOB_1' });
  });

  it('shows the milestone endpoint’s error', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ errors: [{ message: 'Milestone not found' }] }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { start } = renderJob(fakeNetwork(startsJob));
    expect(await start(['I_1'], { kind: 'milestone', milestoneId: 'M_9' })).toBe(false);
    expect(toasts()).toEqual(['Could not update issues: Milestone not found']);
  });

  it('follows a job stored by an earlier load of the page', () => {
    localStorage.setItem(KEY, JSON.stringify({ jobId: 'JOB_7', ids: ['I_1'] }));
    const network = fakeNetwork(startsJob);
    renderJob(network);
    expect(toasts()).toEqual(['Updating issues']);
    expect(network.subscriptions.map((each) => each.variables)).toEqual([{ jobId: 'JOB_7' }]);
    network.send(status('STARTED', { jobId: 'JOB_7', percentage: 20 }));
    expect(toasts()).toEqual(['Bulk update is in progress 20 %']);
  });

  it('ends a stored job the server does not know with an error notice at once, and forgets it', async () => {
    localStorage.setItem(KEY, JSON.stringify({ jobId: 'JOB_GONE', ids: ['I_1'] }));
    const network = fakeNetwork(startsJob);
    const { job, onRefresh } = renderJob(network);
    expect(job.current?.running).toBe(true);
    act(() =>
      network.subscriptions[0]?.sink.error(
        new GraphQLRequestError('useBulkJobStatusSubscription', [
          { message: "Could not resolve to a job with the id of 'JOB_GONE'", extensions: { code: 'NOT_FOUND' } },
        ]),
      ),
    );
    expect(toasts()).toEqual(['Bulk update had an error']);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(job.current?.running).toBe(false);
    await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
  });

  it('keeps following through a stream that failed for another reason', () => {
    localStorage.setItem(KEY, JSON.stringify({ jobId: 'JOB_7', ids: ['I_1'] }));
    const network = fakeNetwork(startsJob);
    const { job } = renderJob(network);
    act(() => network.subscriptions[0]?.sink.error(new Error('useBulkJobStatusSubscription: the live connection closed (1006).')));
    expect(toasts()).toEqual(['Updating issues']);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    expect(job.current?.running).toBe(true);
  });

  it('stops following when the page goes, and leaves the job stored for the next visit', async () => {
    const network = fakeNetwork(startsJob);
    const { start, unmount } = renderJob(network);
    await start(['I_1']);
    unmount();
    // At the end of the commit that removed the page (one mounting in it could take the job over).
    await act(async () => undefined);
    expect(network.subscriptions[0]?.disposed).toBe(true);
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('subscribes again after a minute without a message', async () => {
    vi.useFakeTimers();
    const network = fakeNetwork(startsJob);
    const { start } = renderJob(network);
    await start(['I_1']);
    act(() => vi.advanceTimersByTime(RESUBSCRIBE_AFTER_MS - 10_000));
    network.send(status('STARTED', { percentage: 10 }));
    // The message put the watchdog off.
    act(() => vi.advanceTimersByTime(RESUBSCRIBE_AFTER_MS - 1));
    expect(network.subscriptions).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(network.subscriptions).toHaveLength(2);
    expect(network.subscriptions[0]?.disposed).toBe(true);
    expect(network.subscriptions[1]?.variables).toEqual({ jobId: 'JOB_1' });
    // The new subscription's first message is the current status: the highest percentage stays.
    network.send(status('STARTED', { percentage: 5 }));
    expect(toasts()).toEqual(['Bulk update is in progress 10 %']);
  });

  it('gives up with the timeout notice after five minutes without progress', async () => {
    vi.useFakeTimers();
    const network = fakeNetwork(startsJob);
    const { start, onRefresh } = renderJob(network);
    await start(['I_1']);
    network.send(status('STARTED', { percentage: 10 }));
    for (let minute = 1; minute < 5; minute++) {
      act(() => vi.advanceTimersByTime(RESUBSCRIBE_AFTER_MS));
      // Each new subscription answers the same status: no progress.
      network.send(status('STARTED', { percentage: 10 }));
    }
    expect(toasts()).toEqual(['Bulk update is in progress 10 %']);
    act(() => vi.advanceTimersByTime(JOB_TIMEOUT_MS - 4 * RESUBSCRIBE_AFTER_MS));
    expect(toasts()).toEqual([TIMEOUT_MESSAGE]);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(network.subscriptions.every((each) => each.disposed)).toBe(true);
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    // All of the job's issues are read again: the page may show them changed.
    expect(network.requests.at(-1)).toEqual({ name: 'useBulkJobRowsReloadQuery', variables: { ids: ['I_1'] } });
  });

  it('follows a job once, with one toast, when a second page mounts while the first still follows it', async () => {
    const network = fakeNetwork(startsJob);
    const { first, FirstPage, SecondPage } = twoPages();
    const view = (second: boolean) => (
      <RelayEnvironmentProvider environment={network.environment}>
        <ToastProvider>
          <FirstPage />
          {second ? <SecondPage /> : null}
        </ToastProvider>
      </RelayEnvironmentProvider>
    );
    const { rerender } = render(view(false));
    await act(async () => {
      await first.current?.start(['I_1'], CLOSE_AS_NOT_PLANNED);
    });
    network.send(status('STARTED', { percentage: 40 }));
    expect(toasts()).toEqual(['Bulk update is in progress 40 %']);

    // The second page reads the job back from storage: it takes the following over, toast and all.
    rerender(view(true));
    expect(network.subscriptions).toHaveLength(2);
    expect(network.subscriptions[0]?.disposed).toBe(true);
    expect(toasts()).toEqual(['Bulk update is in progress 40 %']);

    network.send(status('SUCCESS', { percentage: 100 }));
    expect(toasts()).toEqual([COMPLETED_MESSAGE]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the toast, as it is, when the page following the job gives way to another in one commit', async () => {
    const network = fakeNetwork(startsJob);
    const { first, FirstPage, SecondPage } = twoPages();
    const view = (second: boolean) => (
      <RelayEnvironmentProvider environment={network.environment}>
        <ToastProvider>{second ? <SecondPage /> : <FirstPage />}</ToastProvider>
      </RelayEnvironmentProvider>
    );
    const { rerender } = render(view(false));
    await act(async () => {
      await first.current?.start(['I_1'], CLOSE_AS_NOT_PLANNED);
    });
    network.send(status('STARTED', { percentage: 40 }));
    const toast = screen.getByText('Bulk update is in progress 40 %').closest('[data-toast-type]');

    // A dashboard view sharing the key gives way to the list (the first unmounts as the second mounts).
    rerender(view(true));
    await act(async () => undefined);
    expect(network.subscriptions).toHaveLength(2);
    expect(network.subscriptions[0]?.disposed).toBe(true);
    expect(screen.getByText('Bulk update is in progress 40 %').closest('[data-toast-type]')).toBe(toast);

    network.send(status('SUCCESS', { percentage: 100 }));
    expect(toasts()).toEqual([COMPLETED_MESSAGE]);
  });
});
