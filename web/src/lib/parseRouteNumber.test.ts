import { describe, expect, it } from 'vitest';
import { parsePageParam, parseRouteNumber } from './parseRouteNumber';

describe('parseRouteNumber', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['+3', 3],
    ['-3', -3],
    ['007', 7],
  ])('reads %j as %d', (segment, expected) => {
    expect(parseRouteNumber(segment)).toBe(expected);
  });

  it.each(['abc', '1.5', '1e3', '', '12abc', '99999999999999999999', undefined])('turns %j into 0', (segment) => {
    expect(parseRouteNumber(segment)).toBe(0);
  });
});

describe('parsePageParam', () => {
  it('counts a page only as an integer above 1 (spec 001 §2.1)', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(' +2 ')).toBe(2);
    for (const value of [null, '', '1', '0', '-4', '2.5', 'two', '1e3']) expect(parsePageParam(value)).toBe(1);
  });
});
