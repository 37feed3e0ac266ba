import { describe, expect, it } from 'vitest';
import {
  dateInValue,
  MAX_MILESTONE_NUMBER,
  numberInValue,
  parseDateValue,
  parseMilestoneNumber,
  parseNumberValue,
  resolveToday,
  resolveTodayIn,
} from './values.ts';

const TODAY = '2026-03-31';

function date(text: string) {
  const result = parseDateValue(text, TODAY);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('resolveToday', () => {
  it.each([
    ['@today', '2026-03-31'],
    ['@today-1d', '2026-03-30'],
    ['@today+1d', '2026-04-01'],
    ['@today-7', '2026-03-24'],
    ['@today-1w', '2026-03-24'],
    ['@today-2w', '2026-03-17'],
    ['@today-1m', '2026-02-28'],
    ['@today+1m', '2026-04-30'],
    ['@today-13m', '2025-02-28'],
    ['@today-1y', '2025-03-31'],
    ['@today-60d', '2026-01-30'],
    ['@TODAY', '2026-03-31'],
  ])('%s → %s', (expression, expected) => {
    expect(resolveToday(expression, TODAY)).toBe(expected);
  });
  it('clamps a leap day to the end of February', () => {
    expect(resolveToday('@today-1y', '2024-02-29')).toBe('2023-02-28');
    expect(resolveToday('@today+4y', '2024-02-29')).toBe('2028-02-29');
  });
  it.each(['@today-1x', '@today-', '@todays', '@today--1d'])('leaves the invalid %s alone', (expression) => {
    expect(resolveToday(expression, TODAY)).toBeNull();
    expect(resolveTodayIn(expression, TODAY)).toBe(expression);
  });
  it('replaces expressions inside comparisons and ranges', () => {
    expect(resolveTodayIn('>=@today-1w', TODAY)).toBe('>=2026-03-24');
    expect(resolveTodayIn('@today-1y..@today', TODAY)).toBe('2025-03-31..2026-03-31');
  });
  it('accepts a Date for today (UTC)', () => {
    expect(resolveToday('@today', new Date('2026-03-31T23:30:00Z'))).toBe('2026-03-31');
  });
});

describe('parseDateValue', () => {
  it.each([
    ['2024-01-15', '=', '2024-01-15T00:00:00.000Z', true, '2024-01-16T00:00:00.000Z', false],
    ['>2024-01-15', '>', '2024-01-16T00:00:00.000Z', true, undefined, false],
    ['>=2024-01-15', '>=', '2024-01-15T00:00:00.000Z', true, undefined, false],
    ['<2024-01-15', '<', undefined, true, '2024-01-15T00:00:00.000Z', false],
    ['<=2024-01-15', '<=', undefined, true, '2024-01-16T00:00:00.000Z', false],
    ['2024-01-01..2024-01-31', 'range', '2024-01-01T00:00:00.000Z', true, '2024-02-01T00:00:00.000Z', false],
    ['2024-01-01..*', 'range', '2024-01-01T00:00:00.000Z', true, undefined, false],
    ['*..2024-01-31', 'range', undefined, true, '2024-02-01T00:00:00.000Z', false],
    ['2017-01-01T01:00:00+07:00..2017-03-01T15:30:15+07:00', 'range', '2016-12-31T18:00:00.000Z', true, '2017-03-01T08:30:15.000Z', true],
    ['2016-03-21T14:11:00Z..2016-04-07T20:45:00Z', 'range', '2016-03-21T14:11:00.000Z', true, '2016-04-07T20:45:00.000Z', true],
    ['>2016-03-21T14:11:00Z', '>', '2016-03-21T14:11:00.000Z', false, undefined, false],
    ['2016-03-21T14:11', '=', '2016-03-21T14:11:00.000Z', true, '2016-03-21T14:11:00.000Z', true],
  ])('%s', (text, op, min, minInclusive, max, maxInclusive) => {
    const value = date(text);
    expect(value.op).toBe(op);
    expect(value.min).toBe(min);
    if (min !== undefined) expect(value.minInclusive).toBe(minInclusive);
    expect(value.max).toBe(max);
    if (max !== undefined) expect(value.maxInclusive).toBe(maxInclusive);
  });
  it('reports date-only values and written ends', () => {
    expect(date('2024-01-01..2024-01-31')).toMatchObject({ from: '2024-01-01', to: '2024-01-31', dateOnly: true });
    expect(date('@today-1y..@today')).toMatchObject({ from: '2025-03-31', to: '2026-03-31', dateOnly: true });
    expect(date('2016-03-21T14:11:00Z..*').dateOnly).toBe(false);
  });
  it.each([
    '2024-13-01',
    '2024-00-10',
    '2024-02-30',
    '2024-1-1',
    'yesterday',
    '>=',
    '..',
    '*..*',
    '2024-01-01..x',
    '2024-01-15T24:00:00Z',
    '2024-01-15T10:00:00+25:00',
    '2024-02-01..2024-01-01',
  ])('rejects %s', (text) => {
    expect(parseDateValue(text, TODAY).ok).toBe(false);
  });
  it('tests instants against a value', () => {
    const day = date('2024-01-15');
    expect(dateInValue('2024-01-15T00:00:00Z', day)).toBe(true);
    expect(dateInValue('2024-01-15T23:59:59Z', day)).toBe(true);
    expect(dateInValue('2024-01-16T00:00:00Z', day)).toBe(false);
    expect(dateInValue('2024-01-16T00:00:00Z', date('>2024-01-15'))).toBe(true);
    expect(dateInValue('2024-01-15T12:00:00Z', date('>2024-01-15'))).toBe(false);
    expect(dateInValue('not a date', day)).toBe(false);
  });
});

describe('parseNumberValue', () => {
  it.each([
    ['0', 0, true],
    ['0', 1, false],
    ['>100', 101, true],
    ['>100', 100, false],
    ['>=10', 10, true],
    ['<5', 5, false],
    ['<=5', 5, true],
    ['10..20', 20, true],
    ['10..20', 21, false],
    ['10..*', 1000, true],
    ['*..10', 10, true],
    ['*..10', 11, false],
  ])('%s with %i → %s', (text, n, expected) => {
    const result = parseNumberValue(text);
    expect(result.ok).toBe(true);
    if (result.ok) expect(numberInValue(n, result.value)).toBe(expected);
  });
  it.each(['abc', '-1', '1.5', '>', '1..', '*..*', '1e3', ' 1', '99999999999999999999'])('rejects %j', (text) => {
    expect(parseNumberValue(text).ok).toBe(false);
  });
  it('allows negative and decimal values for number issue fields', () => {
    const options = { decimals: true, negative: true };
    expect(parseNumberValue('-2.5', options)).toMatchObject({ ok: true, value: { op: '=', from: -2.5 } });
    expect(parseNumberValue('-5..-1', options)).toMatchObject({ ok: true, value: { op: 'range', from: -5, to: -1 } });
    expect(parseNumberValue('>=0.5', options).ok).toBe(true);
  });
});

describe('parseMilestoneNumber', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    [String(MAX_MILESTONE_NUMBER), MAX_MILESTONE_NUMBER],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['>2', null],
    ['1..3', null],
    ['v1', null],
    ['', null],
    [String(MAX_MILESTONE_NUMBER + 1), null],
  ])('%j → %j', (text, expected) => {
    expect(parseMilestoneNumber(text)).toBe(expected);
  });
});
