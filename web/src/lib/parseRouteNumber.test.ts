import { describe, expect, it } from 'vitest';
import { parseRouteNumber } from './parseRouteNumber';

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
