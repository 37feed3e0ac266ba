/**
 * Differential test: on random datasets and random queries, the SQL search engine returns exactly
 * the items that the language package's reference evaluator `matches()` selects.
 */
import { matches, parse, type SearchItem } from '@issues/search-query';
import { buildItem } from '@issues/search-query/testing';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import { searchIssues } from './search.engine.ts';
import { refreshFrequentLexemes } from './search.lexemes.ts';
import { addMember, buildLabel, buildMilestone, buildOrg, buildRepo, buildUser } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

const TODAY = new Date('2026-06-15T12:00:00Z');
const WORDS = ['crash', 'login', 'button', 'slow', 'docs', 'typo', 'memory', 'cache'];
const LABELS = ['bug', 'enhancement', 'help wanted', 'docs'];
const PEOPLE = ['ada', 'grace', 'linus'];
const MILESTONES = ['v1.0', 'v2.0'];
const REACTIONS = ['THUMBS_UP', 'HEART', 'ROCKET'] as const;

/** A small deterministic PRNG so a failing dataset can be rebuilt from its seed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

interface Dataset {
  items: { id: number; item: SearchItem }[];
  viewer: AccountRow;
}

async function buildDataset(server: TestServer, seed: number): Promise<Dataset> {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const some = <T>(list: readonly T[], max: number): T[] => [
    ...new Set(Array.from({ length: Math.floor(random() * (max + 1)) }, () => pick(list))),
  ];
  const db = server.db;
  const org = await buildOrg(db, { login: `diff-org-${seed}` });
  const people = new Map<string, AccountRow>();
  for (const name of PEOPLE) people.set(name, await buildUser(db, { login: `${name}-${seed}` }));
  const viewer = people.get('ada') as AccountRow;
  await addMember(db, org, viewer);
  const repos: RepositoryRow[] = [
    await buildRepo(db, org, { name: 'alpha' }),
    await buildRepo(db, org, { name: 'beta', visibility: 'private' }),
  ];
  const items: Dataset['items'] = [];
  for (const repo of repos) {
    const labels = new Map<string, number>();
    for (const name of LABELS) labels.set(name, (await buildLabel(db, repo, { name })).id);
    const milestones = new Map<string, number>();
    for (const title of MILESTONES) milestones.set(title, (await buildMilestone(db, repo, { title })).id);
    for (let number = 1; number <= 25; number++) {
      const kind = random() < 0.2 ? 'pull_request' : 'issue';
      const closed = random() < 0.4;
      const stateReason = closed ? pick(['completed', 'not_planned', 'duplicate'] as const) : random() < 0.1 ? 'reopened' : null;
      const author = random() < 0.1 ? null : pick(PEOPLE);
      const createdAt = new Date(TODAY.getTime() - Math.floor(random() * 400) * 86_400_000 - Math.floor(random() * 86_400_000));
      const updatedAt = new Date(createdAt.getTime() + Math.floor(random() * 30) * 86_400_000);
      const closedAt = closed ? updatedAt : null;
      const title = `${pick(WORDS)} ${pick(WORDS)} ${number}`;
      const body = some(WORDS, 4).join(' ');
      const itemLabels = some(LABELS, 2);
      const assignees = some(PEOPLE, 2);
      const mentions = some(PEOPLE, 1);
      const milestone = random() < 0.5 ? pick(MILESTONES) : null;
      // Some items never placed (null), some ties: the order falls back to the id.
      const milestonePriority = milestone && random() < 0.8 ? 1 + Math.floor(random() * 5) : null;
      const comments = Array.from({ length: Math.floor(random() * 3) }, () => ({
        author: pick(PEOPLE),
        body: some(WORDS, 3).join(' ') || 'ok',
      }));
      const reactions: Partial<Record<(typeof REACTIONS)[number], number>> = {};
      for (const content of REACTIONS) if (random() < 0.3) reactions[content] = 1 + Math.floor(random() * 3);
      const reactionsCount = Object.values(reactions).reduce((sum, n) => sum + (n ?? 0), 0);
      const locked = random() < 0.1;
      const isDraft = kind === 'pull_request' && !closed && random() < 0.3;
      const merged = kind === 'pull_request' && closed && random() < 0.5;
      const [row] = await db
        .insert(t.issues)
        .values({
          repoId: repo.id,
          number,
          kind,
          title,
          body,
          authorId: author ? (people.get(author)?.id ?? null) : null,
          state: closed ? 'closed' : 'open',
          stateReason: kind === 'issue' ? stateReason : null,
          closedAt,
          locked,
          isDraft,
          merged,
          mergedAt: merged ? closedAt : null,
          milestoneId: milestone ? (milestones.get(milestone) ?? null) : null,
          milestonePriority,
          commentsCount: comments.length,
          reactionsCount,
          reactionCounts: reactions,
          createdAt,
          updatedAt,
        })
        .returning({ id: t.issues.id });
      if (!row) throw new Error('insert failed');
      if (itemLabels.length)
        await db.insert(t.issueLabels).values(itemLabels.map((name) => ({ issueId: row.id, labelId: labels.get(name) ?? 0 })));
      if (assignees.length)
        await db.insert(t.issueAssignees).values(assignees.map((name) => ({ issueId: row.id, userId: people.get(name)?.id ?? 0 })));
      if (mentions.length)
        await db.insert(t.issueMentions).values(mentions.map((name) => ({ issueId: row.id, userId: people.get(name)?.id ?? 0 })));
      for (const comment of comments)
        await db.insert(t.issueComments).values({ issueId: row.id, authorId: people.get(comment.author)?.id ?? null, body: comment.body });
      const login = (name: string | null) => (name ? `${name}-${seed}` : null);
      items.push({
        id: row.id,
        item: buildItem({
          kind,
          number,
          repo: { owner: org.login, name: repo.name, visibility: repo.visibility, archived: false },
          title,
          body,
          comments: comments.map((c) => ({ author: login(c.author), body: c.body })),
          author: login(author),
          assignees: assignees.map((a) => login(a) ?? ''),
          mentions: mentions.map((m) => login(m) ?? ''),
          labels: itemLabels,
          milestone,
          // Milestones are built in MILESTONES order in each repository: v1.0 is number 1.
          milestoneNumber: milestone ? MILESTONES.indexOf(milestone) + 1 : null,
          milestonePriority,
          state: closed ? 'closed' : 'open',
          stateReason: kind === 'issue' ? stateReason : null,
          locked,
          isDraft,
          merged,
          createdAt: createdAt.toISOString(),
          updatedAt: updatedAt.toISOString(),
          closedAt: closedAt?.toISOString() ?? null,
          mergedAt: merged ? (closedAt?.toISOString() ?? null) : null,
          commentsCount: comments.length,
          reactions,
        }),
      });
    }
    await db
      .update(t.repositories)
      .set({ nextIssueNumber: 26 })
      .where(sql`${t.repositories.id} = ${repo.id}`);
  }
  return { items, viewer };
}

/** Random queries over the dataset's vocabulary, with AND, OR, NOT, negation and parentheses. */
function queryArbitrary(seed: number): fc.Arbitrary<string> {
  const who = fc.constantFrom(...PEOPLE.map((p) => `${p}-${seed}`), '@me');
  const quoted = (value: string) => (value.includes(' ') ? `"${value}"` : value);
  const term = fc.oneof(
    fc.constantFrom(
      'is:open',
      'is:closed',
      'is:issue',
      'is:pr',
      'state:open',
      'state:closed',
      'is:locked',
      'is:unlocked',
      'is:draft',
      'is:merged',
    ),
    fc.constantFrom('reason:completed', 'reason:"not planned"', 'reason:duplicate', 'reason:reopened'),
    fc.constantFrom('no:label', 'no:assignee', 'no:milestone', 'has:label', 'has:assignee', 'has:milestone'),
    fc.constantFrom(...LABELS).map((l) => `label:${quoted(l)}`),
    fc.tuple(fc.constantFrom(...LABELS), fc.constantFrom(...LABELS)).map(([a, b]) => `label:${quoted(a)},${quoted(b)}`),
    fc.constantFrom(...MILESTONES).map((m) => `milestone:"${m}"`),
    fc.constantFrom('milestone-number:1', 'milestone-number:2', 'milestone-number:3'),
    fc.tuple(fc.constantFrom('author', 'assignee', 'mentions', 'commenter', 'involves'), who).map(([key, login]) => `${key}:${login}`),
    fc
      .tuple(fc.constantFrom('comments', 'reactions', 'interactions'), fc.constantFrom('>0', '>=2', '<2', '0', '1..3'))
      .map(([k, v]) => `${k}:${v}`),
    fc
      .tuple(
        fc.constantFrom('created', 'updated', 'closed'),
        fc.constantFrom('>2026-01-01', '<=2025-12-31', '2025-06-01..2026-03-01', '>@today-30d'),
      )
      .map(([k, v]) => `${k}:${v}`),
    fc.constantFrom(...WORDS),
    fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)).map(([a, b]) => `"${a} ${b}"`),
    fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom('in:title', 'in:body', 'in:comments')).map(([w, i]) => `${w} ${i}`),
    fc.constantFrom('repo:diff-org-' + seed + '/alpha', 'repo:diff-org-' + seed + '/beta'),
  );
  const negated = fc
    .tuple(fc.boolean(), term)
    .map(([neg, t]) => (neg && /^[a-z]+:/.test(t) && !t.startsWith('no:') && !t.startsWith('repo:') && !t.includes(' in:') ? `-${t}` : t));
  const expression: fc.Memo<string> = fc.memo((depth) =>
    depth <= 1
      ? negated
      : fc.oneof(
          negated,
          fc.tuple(expression(depth - 1), expression(depth - 1)).map(([a, b]) => `${a} ${b}`),
          fc.tuple(expression(depth - 1), expression(depth - 1)).map(([a, b]) => `(${a} OR ${b})`),
          fc.tuple(expression(depth - 1), expression(depth - 1)).map(([a, b]) => `${a} AND ${b}`),
        ),
  );
  return expression(3);
}

describe('search engine ≡ matches()', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // Dataset 29 also gives its common words frequent-word bits (search.lexemes.ts): those words
  // are then answered from the issue row, the others still by the full-text index.
  for (const seed of [11, 29]) {
    it(`returns exactly the items matches() selects (dataset ${seed})`, async () => {
      const { items, viewer } = await buildDataset(server, seed);
      if (seed === 29) {
        const report = await refreshFrequentLexemes(server.db, { minIssues: 0, minShare: 0.25, minSampleIssues: 2 });
        expect(report.readied.length).toBeGreaterThan(0);
      }
      const mine = new Set(items.map((i) => i.id));
      await fc.assert(
        fc.asyncProperty(queryArbitrary(seed), async (query) => {
          const parsed = parse(query);
          expect(parsed.errors).toEqual([]);
          const expected = items
            .filter(({ item }) => matches(parsed.root, item, { viewerLogin: viewer.login, today: TODAY }))
            .map((i) => i.id)
            .sort((a, b) => a - b);
          const result = await searchIssues(
            server.db,
            { id: viewer.id, login: viewer.login, isSiteAdmin: false, scopes: null },
            { query, first: 100, today: TODAY },
          );
          // Other tests' data may live in the same database: compare within this dataset.
          const actual = result.ids.filter((id) => mine.has(id)).sort((a, b) => a - b);
          expect({ query, ids: actual }).toEqual({ query, ids: expected });
        }),
        { numRuns: 120, seed },
      );

      // sort:milestone-priority: highest first, never-placed last, ties by id (newest first);
      // ascending is the exact reverse. The same order the reprioritizer reads (milestoneOrder).
      const byPriority = (a: { id: number; item: SearchItem }, b: { id: number; item: SearchItem }) => {
        const pa = a.item.milestonePriority ?? null;
        const pb = b.item.milestonePriority ?? null;
        if (pa !== pb) return pa === null ? 1 : pb === null ? -1 : pb - pa;
        return b.id - a.id;
      };
      for (const filter of [
        'milestone-number:1',
        'milestone-number:2 is:open',
        `repo:diff-org-${seed}/alpha milestone-number:1`,
        `org:diff-org-${seed} is:issue`,
      ]) {
        const parsed = parse(filter);
        const expected = items
          .filter(({ item }) => matches(parsed.root, item, { viewerLogin: viewer.login, today: TODAY }))
          .sort(byPriority);
        for (const direction of ['desc', 'asc'] as const) {
          const result = await searchIssues(
            server.db,
            { id: viewer.id, login: viewer.login, isSiteAdmin: false, scopes: null },
            { query: `${filter} sort:milestone-priority-${direction}`, first: 100, today: TODAY },
          );
          const ids = expected.map((i) => i.id);
          expect({ filter, direction, ids: result.ids.filter((id) => mine.has(id)) }).toEqual({
            filter,
            direction,
            ids: direction === 'desc' ? ids : ids.reverse(),
          });
        }
      }
    });
  }
});
