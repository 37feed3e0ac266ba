import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPath } from './safeReturnTo';

const origin = 'http://localhost:3000';

describe('safeReturnTo', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnTo('/octo-org/hello-world/issues?q=is%3Aopen#top', origin)).toBe('/octo-org/hello-world/issues?q=is%3Aopen#top');
  });

  it.each(['https://evil.example/issues', '//evil.example/issues', '/\\evil.example', 'javascript:alert(1)', 'issues', '', null])(
    'falls back to /issues for %s',
    (value) => {
      expect(safeReturnTo(value, origin)).toBe('/issues');
    },
  );

  it('does not send a visitor back to the sign-in page', () => {
    expect(safeReturnTo('/login?return_to=%2Fissues', origin)).toBe('/issues');
  });

  it('builds the sign-in address for a path', () => {
    expect(signInPath('/o/r/issues?q=a b')).toBe('/login?return_to=%2Fo%2Fr%2Fissues%3Fq%3Da%20b');
  });
});
