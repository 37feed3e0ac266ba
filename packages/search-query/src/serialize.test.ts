import { describe, expect, it } from 'vitest';
import type { QueryNode } from './ast.ts';
import { makeQualifier } from './edit.ts';
import { parse } from './parse.ts';
import { formatValue, serialize } from './serialize.ts';
import { equalIgnoringSpans, stripSpans } from './spans.ts';

const canonical: [string, string][] = [
  ['', ''],
  ['  is:issue    state:open  ', 'is:issue state:open'],
  ['label:"help wanted",bug', 'label:"help wanted",bug'],
  ['label:"bug","wip"', 'label:"bug","wip"'],
  ['-label:bug,ui', '-label:bug,ui'],
  ['label:a,', 'label:a'],
  ['LABEL:x', 'label:x'],
  ['a AND b c', 'a AND b AND c'],
  ['a   OR b', 'a OR b'],
  ['NOT   (a OR b)', '-(a OR b)'],
  ['-( a )', '-(a)'],
  ['hello NOT "big world"', 'hello NOT "big world"'],
  ['( ( a ) )', '((a))'],
  ['field."target date":>=2026-03-01', 'field."target date":>=2026-03-01'],
  ['Field.Priority:high', 'field.priority:high'],
  ['label:"say \\"hi\\""', 'label:"say \\"hi\\""'],
  ['"back\\\\slash"', '"back\\\\slash"'],
  ['foo:bar', 'foo:bar'],
  ['is:open @me', 'is:open'],
  ['Milestone-Number:3  SORT:milestone-priority-desc', 'milestone-number:3 sort:milestone-priority-desc'],
  ['-milestone-number:"7"', '-milestone-number:"7"'],
  ['label:a\u0000label:b', 'label:a label:b'],
];

describe('serialize', () => {
  it.each(canonical)('%j → %j', (query, expected) => {
    const parsed = parse(query);
    expect(serialize(parsed.root)).toBe(expected);
    expect(equalIgnoringSpans(parse(expected).root, parsed.root)).toBe(true);
  });

  it('quotes values with spaces or special characters', () => {
    expect(formatValue({ text: 'help wanted', quoted: false })).toBe('"help wanted"');
    expect(formatValue({ text: 'a,b', quoted: false })).toBe('"a,b"');
    expect(formatValue({ text: 'a(b)', quoted: false })).toBe('"a(b)"');
    expect(formatValue({ text: 'say "x"', quoted: false })).toBe('"say \\"x\\""');
    expect(formatValue({ text: 'plain', quoted: false })).toBe('plain');
    expect(formatValue({ text: 'plain', quoted: true })).toBe('"plain"');
    expect(serialize(makeQualifier('label', ["'; DROP TABLE issues; --"]))).toBe('label:"\'; DROP TABLE issues; --"');
  });

  it('parenthesises an OR placed under an AND in a hand-built tree', () => {
    const or: QueryNode = {
      kind: 'or',
      children: [makeQualifier('label', ['a']), makeQualifier('label', ['b'])],
      span: { start: 0, end: 0 },
    };
    const tree: QueryNode = { kind: 'and', children: [makeQualifier('is', ['open']), or], explicit: false, span: { start: 0, end: 0 } };
    expect(serialize(tree)).toBe('is:open (label:a OR label:b)');
  });

  it('writes NOT for a single term and -( … ) for a group', () => {
    expect(serialize(parse('NOT a').root)).toBe('NOT a');
    expect(serialize(parse('NOT (a)').root)).toBe('-(a)');
  });

  it('stripSpans zeroes every span', () => {
    expect(JSON.stringify(stripSpans(parse('-label:a (b OR "c d")').root))).not.toMatch(/"(start|end)":[1-9]/);
  });
});
