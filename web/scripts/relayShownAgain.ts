/**
 * react-relay's `useLazyLoadQuery` inside a hidden React `<Activity>` (components/AppShell/KeptOutlet:
 * a list kept, hidden, while one of its issues is open). Hiding a tree runs its effects' cleanups,
 * which release the query; when the tree is shown again, Relay 21 cannot tell that from a fast
 * refresh and re-renders the component with a new query reference, which renders the whole page
 * again (a list's 25 rows, about 50 ms on this machine) though nothing changed.
 *
 * The build plugin `relay-query-shown-again` keeps that re-render for when it is needed: when the
 * query's data is no longer all in the store (collected while hidden, or never complete). When it
 * is, the shown component retains the same query again (its cache entry is made again if it was
 * dropped) and its fragments' subscriptions catch any change made while it was hidden, as they do
 * for every tree Activity shows again. It fails the build when react-relay's code is no longer as
 * it expects; `relayShownAgain.test.ts` checks it against the installed package.
 */
import type { Plugin } from 'vite';

export const HIDDEN_OR_FAST_REFRESH = `    if (maybeHiddenOrFastRefresh.current === true) {
      maybeHiddenOrFastRefresh.current = false;
      forceUpdate(function (n) {
        return n + 1;
      });
      return;
    }`;

const SHOWN_AGAIN = `    if (maybeHiddenOrFastRefresh.current === true) {
      maybeHiddenOrFastRefresh.current = false;
      if (preparedQueryResult == null || environment.check(preparedQueryResult.operation).status !== 'available') {
        forceUpdate(function (n) {
          return n + 1;
        });
        return;
      }
    }`;

/** useLazyLoadQueryNode's code with the change, or null when the code is not as expected. */
export function queryShownAgain(code: string): string | null {
  const uses = ['var environment = useRelayEnvironment();', 'QueryResource.retain(preparedQueryResult, profilerContext)'];
  if (code.split(HIDDEN_OR_FAST_REFRESH).length !== 2 || !uses.every((line) => code.includes(line))) return null;
  return code.replace(HIDDEN_OR_FAST_REFRESH, SHOWN_AGAIN);
}

export function relayQueryShownAgain(): Plugin {
  return {
    name: 'relay-query-shown-again',
    transform: {
      filter: { id: /react-relay\/lib\/relay-hooks\/useLazyLoadQueryNode\.js$/ },
      handler(code) {
        const next = queryShownAgain(code);
        if (next === null) this.error('useLazyLoadQueryNode is no longer as expected; revisit web/scripts/relayShownAgain.ts.');
        return next;
      },
    },
  };
}
