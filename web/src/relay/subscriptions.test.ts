import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from './fetchGraphQL';
import { createSubscribe, liveUrl, subscriptionError, type LiveClient } from './subscriptions';

type Sink = Parameters<LiveClient['subscribe']>[1];
type Payload = Parameters<LiveClient['subscribe']>[0];

/** A stand-in for the graphql-ws client: records subscriptions and lets the test push messages. */
function fakeClient() {
  const subscriptions: { payload: Payload; sink: Sink; disposed: boolean }[] = [];
  const client: LiveClient = {
    subscribe(payload, sink) {
      const entry = { payload, sink, disposed: false };
      subscriptions.push(entry);
      return () => {
        entry.disposed = true;
      };
    },
  };
  return { client, subscriptions };
}

const persisted: RequestParameters = {
  id: 'abc123',
  name: 'useBulkJobStatusSubscription',
  operationKind: 'subscription',
  text: null,
  metadata: {},
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('subscribe (Relay over graphql-ws)', () => {
  it('sends the persisted id as extensions.doc_id with an empty query, and passes results on', async () => {
    const { client, subscriptions } = fakeClient();
    const subscribe = createSubscribe(async () => client);
    const received: unknown[] = [];
    const observable = subscribe(persisted, { jobId: 'j1' }, {});
    if (!('subscribe' in observable)) throw new Error('expected an observable');
    const subscription = observable.subscribe({ next: (value) => void received.push(value) });
    await flush();

    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.payload).toEqual({
      query: '',
      variables: { jobId: 'j1' },
      operationName: 'useBulkJobStatusSubscription',
      extensions: { doc_id: 'abc123' },
    });
    subscriptions[0]?.sink.next({ data: { jobStatus: { state: 'STARTED' } } });
    expect(received).toEqual([{ data: { jobStatus: { state: 'STARTED' } } }]);

    subscription.unsubscribe();
    expect(subscriptions[0]?.disposed).toBe(true);
  });

  it('sends the text of an operation without a persisted id', async () => {
    const { client, subscriptions } = fakeClient();
    const observable = createSubscribe(async () => client)(
      { ...persisted, id: null, cacheID: 'x', text: 'subscription S { jobStatus(jobId: "1") { state } }' } as RequestParameters,
      {},
      {},
    );
    if (!('subscribe' in observable)) throw new Error('expected an observable');
    observable.subscribe({});
    await flush();
    expect(subscriptions[0]?.payload).toEqual({
      query: 'subscription S { jobStatus(jobId: "1") { state } }',
      variables: {},
      operationName: 'useBulkJobStatusSubscription',
    });
  });

  it('does not subscribe when unsubscribed before the client has loaded', async () => {
    const { client, subscriptions } = fakeClient();
    let release: (client: LiveClient) => void = () => undefined;
    const loading = new Promise<LiveClient>((resolve) => (release = resolve));
    const observable = createSubscribe(() => loading)(persisted, {}, {});
    if (!('subscribe' in observable)) throw new Error('expected an observable');
    observable.subscribe({}).unsubscribe();
    release(client);
    await flush();
    expect(subscriptions).toHaveLength(0);
  });

  it('reports GraphQL errors, a lost session and a failed client load as errors', async () => {
    const { client, subscriptions } = fakeClient();
    const errors: Error[] = [];
    const observable = createSubscribe(async () => client)(persisted, {}, {});
    if (!('subscribe' in observable)) throw new Error('expected an observable');
    observable.subscribe({ error: (error: Error) => void errors.push(error) });
    await flush();
    subscriptions[0]?.sink.error([{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]);
    expect(errors[0]).toBeInstanceOf(GraphQLRequestError);
    expect((errors[0] as GraphQLRequestError).code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const expired = subscriptionError('S', { code: 4401, reason: 'Unauthorized' });
    expect(expired).toBeInstanceOf(GraphQLRequestError);
    expect((expired as GraphQLRequestError).code).toBe('AUTHENTICATION');
    expect(subscriptionError('S', { code: 1006, reason: '' }).message).toBe('S: the live connection closed (1006).');

    const failed: Error[] = [];
    const broken = createSubscribe(() => Promise.reject(new Error('chunk failed')))(persisted, {}, {});
    if (!('subscribe' in broken)) throw new Error('expected an observable');
    broken.subscribe({ error: (error: Error) => void failed.push(error) });
    await flush();
    expect(failed.map((error) => error.message)).toEqual(['chunk failed']);
  });

  it('connects to the page’s own host over ws or wss', () => {
    expect(liveUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/graphql');
    expect(liveUrl({ protocol: 'https:', host: 'issues.example.com' })).toBe('wss://issues.example.com/api/graphql');
  });
});
