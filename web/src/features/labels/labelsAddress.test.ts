import { describe, expect, it } from 'vitest';
import {
  joinLabelSort,
  labelOrder,
  labelSearchHrefs,
  labelsHref,
  labelsPageCount,
  parseLabelPage,
  parseLabelSort,
  readLabelsAddress,
} from './labelsAddress';

describe('labels page address', () => {
  it.each([
    ['name-asc', 'name-asc'],
    ['name-desc', 'name-desc'],
    ['count-desc', 'count-desc'],
    ['count-asc', 'count-asc'],
    ['count', 'name-asc'],
    ['NAME-ASC', 'name-asc'],
    ['', 'name-asc'],
    [null, 'name-asc'],
  ])('reads sort=%j as %s', (value, expected) => {
    expect(parseLabelSort(value)).toBe(expected);
  });

  it('maps each sort to GitHub’s LabelOrder', () => {
    expect(labelOrder('name-asc')).toEqual({ field: 'NAME', direction: 'ASC' });
    expect(labelOrder('name-desc')).toEqual({ field: 'NAME', direction: 'DESC' });
    expect(labelOrder('count-desc')).toEqual({ field: 'ISSUE_COUNT', direction: 'DESC' });
    expect(labelOrder('count-asc')).toEqual({ field: 'ISSUE_COUNT', direction: 'ASC' });
    expect(joinLabelSort('count', 'asc')).toBe('count-asc');
  });

  it.each([
    ['2', 2],
    [' 3 ', 3],
    ['+4', 4],
    ['1', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['two', 1],
    [null, 1],
  ])('reads page=%j as page %d', (value, expected) => {
    expect(parseLabelPage(value)).toBe(expected);
  });

  it('reads all three parameters and writes only the ones that differ from the defaults', () => {
    const address = readLabelsAddress(new URLSearchParams('q=bug&sort=count-desc&page=3'));
    expect(address).toEqual({ q: 'bug', sort: 'count-desc', page: 3 });
    expect(labelsHref('octo-org', 'hello-world', address)).toBe('/octo-org/hello-world/labels?q=bug&sort=count-desc&page=3');
    expect(labelsHref('octo-org', 'hello-world', { q: '', sort: 'name-asc', page: 1 })).toBe('/octo-org/hello-world/labels');
  });

  it('counts pages of 30, at least one', () => {
    expect(labelsPageCount(0)).toBe(1);
    expect(labelsPageCount(30)).toBe(1);
    expect(labelsPageCount(31)).toBe(2);
  });

  it('links a label to open issue and pull request searches, quoting the name', () => {
    const hrefs = labelSearchHrefs('octo-org', 'hello-world', 'good first issue');
    expect(new URL(hrefs.all, 'http://x').searchParams.get('q')).toBe('is:open label:"good first issue"');
    expect(new URL(hrefs.issues, 'http://x').searchParams.get('q')).toBe('is:issue is:open label:"good first issue"');
    expect(new URL(hrefs.pullRequests, 'http://x').searchParams.get('q')).toBe('is:pr is:open label:"good first issue"');
    expect(new URL(labelSearchHrefs('o', 'r', 'say "hi"').all, 'http://x').searchParams.get('q')).toBe('is:open label:"say \\"hi\\""');
  });
});
