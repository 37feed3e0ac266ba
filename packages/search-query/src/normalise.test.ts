import { describe, expect, it } from 'vitest';
import { normaliseForList } from './normalise.ts';

const TODAY = '2026-03-31';
const scoped = { today: TODAY, scopeRepository: { owner: 'octo', name: 'app' } };

describe('normaliseForList', () => {
  it.each([
    ['adds archived:false and the default sort to an empty query', '', { today: TODAY }, 'archived:false sort:created-desc'],
    ['keeps an archived: the query asks for', 'archived:true', { today: TODAY }, 'archived:true sort:created-desc'],
    [
      'adds nothing for archived when archived items are requested',
      'is:open',
      { today: TODAY, includeArchived: true },
      'is:open sort:created-desc',
    ],
    ['keeps an existing sort', 'is:open sort:updated-asc', { today: TODAY }, 'is:open sort:updated-asc archived:false'],
    ['resolves @today', 'closed:@today', { today: TODAY }, 'closed:2026-03-31 archived:false sort:created-desc'],
    [
      'resolves @today offsets with units d w m y',
      'updated:>=@today-1w created:@today-1y..@today merged:>@today-1m closed:<@today-3d',
      { today: TODAY },
      'updated:>=2026-03-24 created:2025-03-31..2026-03-31 merged:>2026-02-28 closed:<2026-03-28 archived:false sort:created-desc',
    ],
    ['leaves an invalid offset untouched', 'updated:>@today-1x', { today: TODAY }, 'updated:>@today-1x archived:false sort:created-desc'],
    ['leaves @today in free text alone', '"@today" is:open', { today: TODAY }, '"@today" is:open archived:false sort:created-desc'],
    [
      'scopes to the repository',
      'repo:a/b org:c user:d -repo:e/f @someone label:bug',
      scoped,
      'repo:octo/app label:bug archived:false sort:created-desc',
    ],
    [
      'parenthesises a top-level OR before adding terms',
      'label:a OR label:b',
      { today: TODAY },
      '(label:a OR label:b) archived:false sort:created-desc',
    ],
    [
      'keeps an explicit AND style',
      'label:a AND is:open',
      { today: TODAY },
      'label:a AND is:open AND archived:false AND sort:created-desc',
    ],
    [
      'removes kind terms handled elsewhere',
      'is:issue is:open type:pr -is:pr type:Bug is:pull-request,locked',
      { today: TODAY, handlesIsType: true },
      'is:open -is:pr type:Bug is:locked archived:false sort:created-desc',
    ],
    ['keeps kind terms otherwise', 'is:issue', { today: TODAY }, 'is:issue archived:false sort:created-desc'],
    [
      'keeps the milestone page query as it is',
      'repo:octo/app milestone-number:2 state:open archived:false sort:milestone-priority-desc',
      scoped,
      'repo:octo/app milestone-number:2 state:open archived:false sort:milestone-priority-desc',
    ],
    [
      'keeps a milestone priority sort and adds archived:false',
      'milestone-number:2 sort:milestone-priority-asc',
      { today: TODAY },
      'milestone-number:2 sort:milestone-priority-asc archived:false',
    ],
    ['returns a query with syntax errors unchanged', '(is:open', { today: TODAY }, '(is:open'],
  ])('%s', (_name, query, options, expected) => {
    expect(normaliseForList(query, options)).toBe(expected);
  });

  it('is idempotent on the spec default queries', () => {
    for (const query of [
      'is:issue state:open archived:false assignee:@me sort:updated-desc',
      'is:issue involves:@me updated:>@today-1w sort:updated-desc',
      'state:open archived:false assignee:@me is:pr sort:updated-desc',
    ]) {
      const once = normaliseForList(query, scoped);
      expect(normaliseForList(once, scoped)).toBe(once);
    }
  });
});
