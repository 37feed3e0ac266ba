import { describe, expect, it } from 'vitest';
import { parseIssueParam } from './IssueSidePanel';

describe('parseIssueParam', () => {
  it('reads owner|repo|number', () => {
    expect(parseIssueParam('octo-org|hello-world|12')).toEqual({ owner: 'octo-org', repo: 'hello-world', number: 12 });
    expect(parseIssueParam('a.b_c|x-y.z|1')).toEqual({ owner: 'a.b_c', repo: 'x-y.z', number: 1 });
  });

  it.each([
    null,
    '',
    'octo-org|hello-world',
    'octo-org|hello-world|0',
    'octo-org|hello-world|-1',
    'octo-org|hello-world|1.5',
    'octo org|x|1',
    'a|b|c|1',
    'a|b|12abc',
    'a||1',
  ])('ignores %j', (value) => {
    expect(parseIssueParam(value)).toBeNull();
  });
});
