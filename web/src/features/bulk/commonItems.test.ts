import { describe, expect, it } from 'vitest';
import { commonKeys, commonLabelNames, sharedValue, toggledIds } from './commonItems';

describe('commonKeys', () => {
  it('keeps what every issue has', () => {
    expect(
      commonKeys([
        ['a', 'b', 'c'],
        ['b', 'c'],
        ['c', 'b', 'd'],
      ]),
    ).toEqual(new Set(['b', 'c']));
  });

  it('is empty for no issues, or when one issue has nothing', () => {
    expect(commonKeys([])).toEqual(new Set());
    expect(commonKeys([['a'], []])).toEqual(new Set());
  });

  it('is the one issue’s items for one issue', () => {
    expect(commonKeys([['a', 'b']])).toEqual(new Set(['a', 'b']));
  });
});

describe('commonLabelNames', () => {
  it('compares label names without case', () => {
    expect(
      commonLabelNames([
        ['Bug', 'docs'],
        ['bug', 'Docs', 'ui'],
        ['BUG', 'DOCS'],
      ]),
    ).toEqual(new Set(['bug', 'docs']));
  });

  it('drops a label one issue lacks', () => {
    expect(commonLabelNames([['bug', 'ui'], ['bug']])).toEqual(new Set(['bug']));
  });
});

describe('sharedValue', () => {
  const milestone = (id: string) => ({ id, title: `Milestone ${id}` });
  const byId = (value: { id: string }) => value.id;

  it('answers the value every issue has', () => {
    expect(sharedValue([milestone('M_1'), milestone('M_1')], byId)).toEqual(milestone('M_1'));
  });

  it('answers null when they differ, one has none, or there are no issues', () => {
    expect(sharedValue([milestone('M_1'), milestone('M_2')], byId)).toBeNull();
    expect(sharedValue([milestone('M_1'), null], byId)).toBeNull();
    expect(sharedValue([undefined, milestone('M_1')], byId)).toBeNull();
    expect(sharedValue([], byId)).toBeNull();
  });
});

describe('toggledIds', () => {
  it('adds the newly checked and removes the unchecked common items', () => {
    expect(toggledIds(new Set(['a', 'b']), new Set(['b', 'c']))).toEqual({ add: ['c'], remove: ['a'] });
  });

  it('changes nothing when nothing was toggled', () => {
    expect(toggledIds(new Set(['a']), new Set(['a']))).toEqual({ add: [], remove: [] });
  });
});
