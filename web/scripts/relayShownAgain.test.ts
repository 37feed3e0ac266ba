import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { HIDDEN_OR_FAST_REFRESH, queryShownAgain } from './relayShownAgain.ts';

const file = createRequire(import.meta.url).resolve('react-relay/lib/relay-hooks/useLazyLoadQueryNode.js');
const installed = fs.readFileSync(file, 'utf8');

describe('relay-query-shown-again', () => {
  it('changes the installed useLazyLoadQueryNode: a query shown again re-renders only when its data is gone', () => {
    const changed = queryShownAgain(installed);
    expect(changed).not.toBeNull();
    expect(changed).not.toContain(HIDDEN_OR_FAST_REFRESH);
    expect(changed).toContain("environment.check(preparedQueryResult.operation).status !== 'available'");
    // The rest of the file is as it was: the retain that follows now runs for a query shown again.
    expect(changed?.replace(/ {4}if \(maybeHiddenOrFastRefresh[\s\S]*?\n {4}\}\n/, '')).toBe(
      installed.replace(`${HIDDEN_OR_FAST_REFRESH}\n`, ''),
    );
  });

  it('refuses code that is not as expected', () => {
    expect(queryShownAgain(installed.replace('forceUpdate(function (n) {', 'forceUpdate(function (count) {'))).toBeNull();
    expect(queryShownAgain(installed.replace('var environment = useRelayEnvironment();', ''))).toBeNull();
  });
});
