import { describe, expect, it } from 'vitest';
import { ownAddress, ownPath } from './ownAddress';

describe('ownAddress', () => {
  it("puts this server's avatars on the page's own origin, whatever host the API named", () => {
    expect(ownAddress('http://localhost:3000/avatars/u/12?s=64')).toBe('/avatars/u/12?s=64');
    expect(ownAddress('https://issues.example.com/avatars/monalisa?s=40')).toBe('/avatars/monalisa?s=40');
  });

  it("keeps other sites' images and paths as they are", () => {
    expect(ownAddress('https://avatars.githubusercontent.com/u/583231?v=4')).toBe('https://avatars.githubusercontent.com/u/583231?v=4');
    expect(ownAddress('/avatars/u/3')).toBe('/avatars/u/3');
    expect(ownAddress(null)).toBe('');
  });
});

describe('ownPath', () => {
  it('keeps the path, query and fragment of an address the API built', () => {
    expect(ownPath('http://127.0.0.1:3000/octo-org/hello-world/blob/main/CONTRIBUTING.md')).toBe(
      '/octo-org/hello-world/blob/main/CONTRIBUTING.md',
    );
    expect(ownPath('https://issues.example.com/o/r/issues/1?x=1#issuecomment-2')).toBe('/o/r/issues/1?x=1#issuecomment-2');
    expect(ownPath('/o/r')).toBe('/o/r');
  });
});
