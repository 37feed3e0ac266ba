import { describe, expect, it } from 'vitest';
import { parse } from './parse.ts';
import { show } from './testing/show.ts';

const messages = (query: string) => parse(query).errors.map((error) => error.message);
const warnings = (query: string) => parse(query).warnings.map((warning) => warning.message);

describe('parse: search-syntax §4 rows (tree shape)', () => {
  const rows: [number, string, string][] = [
    [1, '', '∅'],
    [2, 'is:issue state:open label:bug,ui -assignee:@me', '(and is:issue state:open label:bug,ui -assignee:@me)'],
    [3, 'label:bug label:ui', '(and label:bug label:ui)'],
    [4, 'label:"help wanted"', 'label:"help wanted"'],
    [5, 'label:"bug","wip"', 'label:"bug","wip"'],
    [6, 'label:"help wanted",bug', 'label:"help wanted",bug'],
    [7, '-label:bug,ui', '-label:bug,ui'],
    [8, 'label:BUG', 'label:BUG'],
    [11, 'no:label', 'no:label'],
    [13, 'no:assignee no:milestone', '(and no:assignee no:milestone)'],
    [14, 'assignee:*', 'assignee:*'],
    [15, 'author:@me', 'author:@me'],
    [17, 'author:app/robot', 'author:app/robot'],
    [18, '-author:app/robot', '-author:app/robot'],
    [19, 'involves:octocat', 'involves:octocat'],
    [21, 'commenter:defunkt is:issue', '(and commenter:defunkt is:issue)'],
    [22, 'team:jekyll/owners is:open is:pr', '(and team:jekyll/owners is:open is:pr)'],
    [23, 'repo:a/x repo:b/y label:bug', '(and repo:a/x repo:b/y label:bug)'],
    [24, 'org:github user:defunkt is:open', '(and org:github user:defunkt is:open)'],
    [25, 'mentions:defunkt -org:github', '(and mentions:defunkt -org:github)'],
    [27, 'assignee:octocat OR assignee:hubot', '(or assignee:octocat assignee:hubot)'],
    [28, 'label:"Bug fix" AND assignee:octocat', '(AND label:"Bug fix" assignee:octocat)'],
    [30, 'is:open (author:a OR author:b)', '(and is:open [(or author:a author:b)])'],
    [31, 'is:issue state:open author:x (type:Bug OR type:Epic)', '(and is:issue state:open author:x [(or type:Bug type:Epic)])'],
    [
      32,
      '(type:"Bug" AND assignee:octocat) OR (type:"Enhancement" AND assignee:hubot)',
      '(or [(AND type:"Bug" assignee:octocat)] [(AND type:"Enhancement" assignee:hubot)])',
    ],
    [
      37,
      'label:a OR (label:b AND (label:c OR (label:d AND label:e)))',
      '(or label:a [(AND label:b [(or label:c [(AND label:d label:e)])])])',
    ],
    [38, '(((((label:a)))))', '[[[[[label:a]]]]]'],
    [48, 'hello NOT world', '(and text:hello (not text:world))'],
    [49, 'cats NOT "hello world"', '(and text:cats (not "hello world"))'],
    [52, 'warning in:title', '(and text:warning in:title)'],
    [53, 'error in:title,body', '(and text:error in:title,body)'],
    [55, 'crash report', '(and text:crash text:report)'],
    [56, '"crash report"', '"crash report"'],
    [57, 'crash OR hang', '(or text:crash text:hang)'],
    [59, 'e1109ab', 'text:e1109ab'],
    [68, 'created:2017-01-01T01:00:00+07:00..2017-03-01T15:30:15+07:00', 'created:2017-01-01T01:00:00+07:00..2017-03-01T15:30:15+07:00'],
    [100, 'is:pr is:merged merged:>=2024-01-01 base:main', '(and is:pr is:merged merged:>=2024-01-01 base:main)'],
    [115, 'is:closed reason:"not planned"', '(and is:closed reason:"not planned")'],
    [125, 'parent-issue:octo/app#12', 'parent-issue:octo/app#12'],
    [129, 'field.priority:high,medium', 'field.priority:high,medium'],
    [130, 'field."target date":>=2026-03-01', 'field."target date":>=2026-03-01'],
  ];
  it.each(rows)('row %i: %s', (_row, query, tree) => {
    const parsed = parse(query);
    expect(parsed.errors).toEqual([]);
    expect(show(parsed.root)).toBe(tree);
  });
});

describe('parse: grammar', () => {
  it.each([
    ['implicit AND equals explicit AND', 'a b', '(and text:a text:b)'],
    ['AND binds tighter than OR', 'a b OR c', '(or (and text:a text:b) text:c)'],
    ['explicit AND binds tighter than OR', 'a OR b AND c', '(or text:a (AND text:b text:c))'],
    ['lower-case and/or/not are words', 'a and b or not c', '(and text:a text:and text:b text:or text:not text:c)'],
    ['NOT applies to the next primary only', 'NOT a b', '(and (not text:a) text:b)'],
    ['NOT on a group', 'NOT (a OR b)', '(not [(or text:a text:b)])'],
    ['-( … ) negates a group', '-(label:a OR label:b) x', '(and (not [(or label:a label:b)]) text:x)'],
    ['a bare -word is text, not an exclusion', 'is:open -aarch64-multi', '(and is:open text:-aarch64-multi)'],
    ['a space after - makes it text', '- label:bug', '(and text:- label:bug)'],
    ['the key splits at the first colon', 'label:part:backend', 'label:part:backend'],
    ['keys are lower-cased', 'LABEL:Bug', 'label:Bug'],
    ['a quoted phrase containing parentheses and operators', '"a (b) OR c"', '"a (b) OR c"'],
    ['a quoted value containing parentheses', 'label:"a (b)"', 'label:"a (b)"'],
    ['parentheses end a bare word', '(label:a)x', '(and [label:a] text:x)'],
    ['trailing empty comma members are dropped', 'label:a,', 'label:a'],
    ['field keys with dashes', 'field.due-date:2026-01-01', 'field.due-date:2026-01-01'],
    ['control characters are whitespace', 'label:a\u0000\u0007label:b\tlabel:c', '(and label:a label:b label:c)'],
    ['unicode text', 'café 日本語', '(and text:café text:日本語)'],
    ['escaped quotes inside quotes', 'label:"say \\"hi\\""', 'label:"say \\"hi\\""'],
    ['a backslash outside quotes is literal', 'path\\to', 'text:path\\to'],
    ['negated date comparison', '-updated:>@today-30d', '-updated:>@today-30d'],
  ])('%s', (_name, query, tree) => {
    const parsed = parse(query);
    expect(parsed.errors).toEqual([]);
    expect(show(parsed.root)).toBe(tree);
  });

  it('keeps spans of qualifier keys and values', () => {
    const root = parse('  -label:"help wanted",bug').root;
    expect(root).toMatchObject({
      kind: 'qualifier',
      span: { start: 2, end: 26 },
      keySpan: { start: 3, end: 8 },
      values: [
        { text: 'help wanted', quoted: true, span: { start: 9, end: 22 } },
        { text: 'bug', quoted: false, span: { start: 23, end: 26 } },
      ],
    });
  });

  it('resolves escapes in values', () => {
    const root = parse('label:"a\\"b\\\\c"').root;
    expect(root).toMatchObject({ kind: 'qualifier', values: [{ text: 'a"b\\c', quoted: true }] });
  });
});

describe('parse: errors with positions', () => {
  it.each([
    ['(label:a OR label:b', ['Unbalanced parenthesis at position 1']],
    ['label:a OR label:b)', ['Unbalanced parenthesis at position 19']],
    ['is:open (a (b)', ['Unbalanced parenthesis at position 9']],
    ['label:bug OR', ['Missing term after OR at position 11']],
    ['OR label:bug', ['Missing term before OR at position 1']],
    ['a OR OR b', ['Missing term after OR at position 3']],
    ['a AND', ['Missing term after AND at position 3']],
    ['AND a', ['Missing term before AND at position 1']],
    ['a AND OR b', ['Missing term after AND at position 3']],
    ['(a OR) b', ['Missing term after OR at position 4']],
    ['hello NOT', ['Missing term after NOT at position 7']],
    ['()', ['Empty parentheses at position 1']],
    ['is:open ( )', ['Empty parentheses at position 9']],
    ['((((((label:a))))))', ['Parentheses can be nested at most 5 levels deep']],
    ['label:"help wanted', ['Missing closing quote for the quote at position 7']],
  ])('%s', (query, expected) => {
    expect(messages(query)).toEqual(expected);
  });

  it('counts positions in characters, not UTF-16 units', () => {
    expect(messages('😀 a OR')).toEqual(['Missing term after OR at position 5']);
  });

  it('rejects queries over 1,024 characters with one error', () => {
    const parsed = parse('a'.repeat(1025));
    expect(parsed.errors.map((error) => error.message)).toEqual(['Queries can be at most 1,024 characters long.']);
    expect(parsed.root).toBeNull();
    expect(parse('label:a '.repeat(128)).errors).toEqual([]);
  });

  it('reports the nesting error once and still builds a tree', () => {
    const parsed = parse(`${'('.repeat(8)}a${')'.repeat(8)}`);
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.root?.kind).toBe('group');
  });

  it('recovers the rest of the query after an error', () => {
    expect(show(parse('label:a OR label:b) is:open').root)).toBe('(and [(or label:a label:b)] is:open)');
  });
});

describe('parse: warnings', () => {
  it('reads an unknown qualifier as text', () => {
    const parsed = parse('foo:bar');
    expect(show(parsed.root)).toBe('text:foo:bar');
    expect(warnings('foo:bar')).toEqual(['Unknown qualifier "foo:" at position 1; it is searched as text.']);
  });
  it.each(['label:', 'label:""', 'label:,'])('ignores the empty value %s', (query) => {
    const parsed = parse(query);
    expect(parsed.root).toBeNull();
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings[0]?.message).toBe('Filter value cannot be empty: "label:" at position 1 is ignored.');
  });
  it('ignores a bare @me', () => {
    const parsed = parse('is:open @me');
    expect(show(parsed.root)).toBe('is:open');
    expect(parsed.warnings[0]?.message).toBe('@me at position 9 is only valid as a qualifier value, like author:@me; it is ignored.');
  });
  it('an ignored term still satisfies an operator', () => {
    expect(parse('@me OR label:a').errors).toEqual([]);
  });
  it('ignores an empty phrase', () => {
    expect(parse('""').root).toBeNull();
    expect(warnings('""')).toEqual(['Empty phrase at position 1 is ignored.']);
  });
});
