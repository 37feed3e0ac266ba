import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { AppProviders } from '../App';
import { isRouteHandle } from '../lib/routeHandle';
import { setServerRequestSource, type ServerRequest } from '../lib/serverRequest';
import { GRAPHQL_ACCEPT, observeGraphQLResponse, operationOf } from '../relay/fetchGraphQL';
import type { Session } from '../lib/session';
import { routes } from '../routes';
import { pageDataScript } from './pageData';

/*
 * The server's render entry, built by `vite build --ssr` into `web/dist/server/` and loaded by the
 * server (server/src/http/serverRender.ts). A page request runs the route's loaders on the server
 * (they start the page's Relay query, as in the browser, and wait for it since nothing is on screen),
 * renders the matched routes with React's streaming renderer, and hands the records the render read
 * to the browser after the HTML (ssr/pageData.ts), so the browser hydrates the same page with no
 * request of its own for the data.
 */

/** One operation as the browser's network layer sends it (a persisted id, or the text), run as the visitor. */
export interface GraphQLOperation {
  doc_id?: string;
  query?: string;
  variables: Record<string, unknown>;
}

export interface RenderRequest {
  /** The page's absolute address, as the visitor asked for it. */
  url: string;
  /** The visitor's session as `GET /session` reports it, or null for a signed-out visitor. */
  session: Session | null;
  /**
   * Runs one operation as the visitor, in process, through the API's own policies and limits, and
   * answers as `POST /api/graphql` would to `accept` (a search's deferred parts as multipart/mixed).
   */
  graphql: (operation: GraphQLOperation, accept: string) => Promise<Response>;
  /** Aborted when the visitor leaves: loaders and the render stop. */
  signal: AbortSignal;
  /** The nonce the page's script policy allows for React's own inline scripts (streamed Suspense boundaries). */
  nonce: string;
  /** Render failures React recovered from (they fall back to rendering in the browser). */
  onError: (error: unknown) => void;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'page';
      status: number;
      /** The document title the route table gives the page. */
      title: string;
      /** The root element's HTML, streamed as React renders it. */
      body: Readable;
      /** The page data block, complete once `body` has ended. */
      data: () => string;
    };

const requests = new AsyncLocalStorage<ServerRequest>();
setServerRequestSource(() => requests.getStore());

const handler = createStaticHandler(routes);

/** A Relay environment for one page request: its own store, and the visitor's in-process API. */
function requestEnvironment(graphql: RenderRequest['graphql']): Environment {
  const network = Network.create((params, variables) => {
    // Sent and read as the browser sends and reads it: each part of a streamed answer as it comes.
    return Observable.from(graphql({ ...operationOf(params), variables }, GRAPHQL_ACCEPT)).mergeMap((response) =>
      observeGraphQLResponse(response, params.name),
    );
  });
  return new Environment({ network, store: new Store(new RecordSource()), isServer: true });
}

/** The title the deepest route with a handle gives the page ('Issues' when none does). */
function routeTitle(context: StaticHandlerContext): string {
  for (let index = context.matches.length - 1; index >= 0; index -= 1) {
    const match = context.matches[index];
    if (match && isRouteHandle(match.route.handle)) return match.route.handle.title(match.params);
  }
  return 'Issues';
}

/** Renders one page request; resolves once the page is ready to send. */
export function render(request: RenderRequest): Promise<RenderResult> {
  const environment = requestEnvironment(request.graphql);
  const rendering: ServerRequest = { environment, session: request.session };
  return requests.run(rendering, async (): Promise<RenderResult> => {
    const context = await handler.query(new Request(request.url, { signal: request.signal }));
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      if (context.status >= 300 && context.status < 400 && location) return { type: 'redirect', status: context.status, location };
      throw new Error(`A loader answered ${request.url} with status ${context.status}.`);
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = new PassThrough();
    await new Promise<void>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <StrictMode>
          <AppProviders environment={environment}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={request.nonce} />
          </AppProviders>
        </StrictMode>,
        {
          nonce: request.nonce,
          // Every boundary inline: React otherwise sends a large one (the rows) hidden after the
          // rest, revealed by a script on a 300 ms throttle, which delays the page's largest paint.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          // The route's data is loaded before the render starts, so waiting for every boundary costs
          // little and sends the page complete: no fallback shown first and swapped by a script
          // (which React reveals on a 300 ms throttle), which is what largest contentful paint counts.
          onAllReady() {
            stream.pipe(body);
            resolve();
          },
          onShellError: reject,
          onError: request.onError,
        },
      );
      request.signal.addEventListener('abort', () => stream.abort(request.signal.reason), { once: true });
    });
    return {
      type: 'page',
      // Known once every boundary has rendered (onAllReady), as the page's own content may set them.
      status: rendering.status ?? context.statusCode,
      title: rendering.title ?? routeTitle(context),
      body,
      data: () => pageDataScript({ records: environment.getStore().getSource().toJSON(), session: request.session }),
    };
  });
}
