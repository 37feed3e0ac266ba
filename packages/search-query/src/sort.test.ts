import { describe, expect, it } from 'vitest';
import { parse } from './parse.ts';
import { extractSort, isValidReactionSort, parseSortValue, REACTION_SORTS, SORT_KEYS, SORT_OPTIONS } from './sort.ts';

describe('sort', () => {
  it('lists every key', () => {
    expect(SORT_KEYS).toEqual([
      'created',
      'updated',
      'comments',
      'reactions',
      'interactions',
      'relevance',
      'milestone-priority',
      'reactions-+1',
      'reactions--1',
      'reactions-smile',
      'reactions-tada',
      'reactions-thinking_face',
      'reactions-heart',
      'reactions-rocket',
      'reactions-eyes',
    ]);
  });
  it('maps emoji to reaction content', () => {
    expect(REACTION_SORTS).toEqual({
      '+1': 'THUMBS_UP',
      '-1': 'THUMBS_DOWN',
      smile: 'LAUGH',
      tada: 'HOORAY',
      thinking_face: 'CONFUSED',
      heart: 'HEART',
      rocket: 'ROCKET',
      eyes: 'EYES',
    });
  });
  it.each([
    ['', 'created', 'desc', false],
    ['sort:created-asc', 'created', 'asc', true],
    ['sort:updated', 'updated', 'desc', true],
    ['sort:comments-desc', 'comments', 'desc', true],
    ['sort:comments-asc', 'comments', 'asc', true],
    ['sort:reactions-+1', 'reactions-+1', 'desc', true],
    ['sort:reactions-+1-asc', 'reactions-+1', 'desc', true],
    ['sort:reactions--1-desc', 'reactions--1', 'desc', true],
    ['sort:reactions-asc', 'reactions', 'asc', true],
    ['sort:interactions-asc', 'interactions', 'asc', true],
    ['sort:relevance', 'relevance', 'desc', true],
    ['sort:relevance-asc', 'relevance', 'desc', true],
    ['sort:milestone-priority', 'milestone-priority', 'desc', true],
    ['sort:milestone-priority-desc', 'milestone-priority', 'desc', true],
    ['sort:milestone-priority-asc', 'milestone-priority', 'asc', true],
    ['SORT:Milestone-Priority-ASC', 'milestone-priority', 'asc', true],
    ['sort:created-asc is:open sort:updated-asc', 'updated', 'asc', true],
    ['SORT:Created-ASC', 'created', 'asc', true],
    ['(sort:updated) is:open', 'created', 'desc', false],
    ['a OR sort:updated', 'created', 'desc', false],
  ])('%j → %s-%s', (query, key, direction, explicit) => {
    expect(extractSort(parse(query).root)).toMatchObject({ key, direction, explicit });
  });
  it('accepts a parse result', () => {
    expect(extractSort(parse('sort:updated-asc'))).toMatchObject({ key: 'updated', direction: 'asc' });
  });
  it('gives the reaction content of a per-reaction sort', () => {
    expect(extractSort(parse('sort:reactions-thinking_face').root)).toMatchObject({ emoji: 'thinking_face', reaction: 'CONFUSED' });
  });
  it('keeps milestone priority out of the sort menu', () => {
    expect(SORT_OPTIONS.map((option) => option.key)).toEqual(['created', 'updated', 'comments', 'relevance', 'reactions']);
  });
  it.each(['bogus', 'reactions-bogus', 'created-up', 'reactions-', 'milestone-priority-up', 'milestone'])('rejects %s', (value) => {
    expect(parseSortValue(value)).toBeNull();
  });
  it('a reaction sort needs exactly one value beginning with reactions-', () => {
    expect(isValidReactionSort(['reactions-+1'])).toBe(true);
    expect(isValidReactionSort(['reactions-+1', 'reactions-heart'])).toBe(false);
    expect(isValidReactionSort(['reactions-nope'])).toBe(false);
    expect(isValidReactionSort([])).toBe(false);
  });
});
