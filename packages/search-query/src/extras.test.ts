import { describe, expect, it } from 'vitest';
import type { TextNode } from './ast.ts';
import { splitScope, textFieldsOf } from './matches.ts';
import { normaliseForList } from './normalise.ts';
import { parse } from './parse.ts';
import { serialize } from './serialize.ts';
import { equalIgnoringSpans } from './spans.ts';
import { show } from './testing/show.ts';

describe('basic search boxes (no group/keyword support)', () => {
  it('restricts is: to issue/pr/open/closed and state: to open/closed', () => {
    expect(parse('is:issue is:pr is:open is:closed state:open state:closed', { basic: true }).errors).toEqual([]);
    expect(parse('is:merged', { basic: true }).errors.map((e) => e.message)).toEqual([
      'Invalid value "merged" for is: at position 4. Expected one of: issue, pr, open, closed.',
    ]);
    expect(parse('state:merged', { basic: true }).errors).toHaveLength(1);
    expect(parse('is:merged').errors).toEqual([]);
  });
});

describe('negation forms', () => {
  it('NOT before a negated group keeps both negations and round-trips', () => {
    const parsed = parse('NOT -(a)');
    expect(parsed.errors).toEqual([]);
    expect(show(parsed.root)).toBe('(not (not [text:a]))');
    expect(equalIgnoringSpans(parse(serialize(parsed.root)).root, parsed.root)).toBe(true);
  });
  it('NOT NOT is a missing term', () => {
    expect(parse('NOT NOT a').errors.map((e) => e.message)).toEqual(['Missing term after NOT at position 1']);
  });
});

describe('control characters', () => {
  it('become spaces even inside quotes, keeping positions', () => {
    const parsed = parse('label:"a\u0000b" x');
    expect(parsed.root).toMatchObject({
      kind: 'and',
      children: [{ values: [{ text: 'a b', span: { start: 6, end: 11 } }] }, { text: 'x' }],
    });
    expect(parsed.source).toBe('label:"a\u0000b" x');
  });
  it('replaces lone surrogates', () => {
    expect(parse('label:\ud800').root).toMatchObject({ values: [{ text: '\ufffd' }] });
  });
});

describe('normaliser sort validation', () => {
  it.each([
    ['sort:reactions-+1,reactions-heart', 'archived:false sort:created-desc'],
    ['sort:reactions-nope', 'archived:false sort:created-desc'],
    ['sort:reactions-heart', 'sort:reactions-heart archived:false'],
  ])('%j → %j', (query, expected) => {
    expect(normaliseForList(query, { today: '2026-01-01' })).toBe(expected);
  });
});

describe('helpers for the SQL compiler', () => {
  it('splits the top-level scope from the rest', () => {
    const { scope, rest } = splitScope(parse('repo:a/x -org:b user:c label:bug (repo:d/e)').root);
    expect(scope.map(serialize)).toEqual(['repo:a/x', 'user:c']);
    expect(rest.map(serialize)).toEqual(['-org:b', 'label:bug', '(repo:d/e)']);
  });
  it('gives the fields each text term searches', () => {
    const root = parse('alpha in:title (beta in:body,comments) (gamma)').root;
    const fields = [...textFieldsOf(root)].map(([node, list]: [TextNode, string[]]) => `${node.text}:${list.join('+')}`);
    expect(fields).toEqual(['alpha:title', 'beta:body+comments', 'gamma:title']);
    expect([...textFieldsOf(parse('x').root).values()]).toEqual([['title', 'body', 'comments']]);
  });
});
