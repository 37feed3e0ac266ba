import { sql, type SQL } from 'drizzle-orm';
import type { QualifierNode, QualifierValue } from '@issues/search-query';
import { accountIds, fail, HAS_ASSIGNEE, issueIn, type CompileContext, type IdSource, type SelfCondition } from './search.sql.ts';

/** Qualifiers about people and teams: author, assignee, mentions, commenter, involves, team, reviews. */

function teamIds(ctx: CompileContext, value: QualifierValue): SQL | null {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value.text.trim());
  if (!match) {
    fail(ctx, value.span, `Invalid team "${value.text}". Use the format <organization>/<team>.`);
    return null;
  }
  return sql`(SELECT tt.id FROM teams tt JOIN accounts tro ON tro.id = tt.org_id
    WHERE lower(tro.login) = ${(match[1] ?? '').toLowerCase()} AND lower(tt.slug) = ${(match[2] ?? '').toLowerCase()})`;
}

function author(ctx: CompileContext, value: QualifierValue): SelfCondition {
  const text = value.text;
  if (/^app\//i.test(text)) {
    const slug = text.slice(4).toLowerCase();
    return (a) => sql`(${a}.via_app_id IN (SELECT id FROM apps WHERE lower(slug) = ${slug})
      OR ${a}.author_id IN (SELECT bot_id FROM apps WHERE lower(slug) = ${slug}))`;
  }
  const ids = accountIds(ctx, text);
  return (a) => sql`${a}.author_id IN ${ids}`;
}

function assignee(ctx: CompileContext, value: QualifierValue): IdSource | SelfCondition {
  if (value.text === '*' && !value.quoted) return HAS_ASSIGNEE;
  return { from: sql`issue_assignees ia`, id: sql`ia.issue_id`, where: sql`ia.user_id IN ${accountIds(ctx, value.text)}` };
}

function mentions(ctx: CompileContext, value: QualifierValue): IdSource {
  return { from: sql`issue_mentions im`, id: sql`im.issue_id`, where: sql`im.user_id IN ${accountIds(ctx, value.text)}` };
}

function commenter(ctx: CompileContext, value: QualifierValue): IdSource {
  return { from: sql`issue_comments ic`, id: sql`ic.issue_id`, where: sql`ic.author_id IN ${accountIds(ctx, value.text)}` };
}

function reviewRequested(ctx: CompileContext, value: QualifierValue, direct: boolean): IdSource {
  const ids = accountIds(ctx, value.text);
  const viaTeam = direct ? sql`FALSE` : sql`rq.team_id IN (SELECT tm.team_id FROM team_members tm WHERE tm.user_id IN ${ids})`;
  return { from: sql`review_requests rq`, id: sql`rq.pull_request_id`, where: sql`(rq.user_id IN ${ids} OR ${viaTeam})` };
}

function teamReviewRequested(ctx: CompileContext, value: QualifierValue): IdSource {
  const teams = teamIds(ctx, value) ?? sql`(NULL)`;
  return { from: sql`review_requests rq`, id: sql`rq.pull_request_id`, where: sql`rq.team_id IN ${teams}` };
}

function reviewedBy(ctx: CompileContext, value: QualifierValue): IdSource {
  return {
    from: sql`reviews rv`,
    id: sql`rv.pull_request_id`,
    where: sql`rv.state <> 'pending' AND rv.author_id IN ${accountIds(ctx, value.text)}`,
  };
}

function team(ctx: CompileContext, value: QualifierValue): IdSource {
  const teams = teamIds(ctx, value) ?? sql`(NULL)`;
  return { from: sql`issue_team_mentions itm`, id: sql`itm.issue_id`, where: sql`itm.team_id IN ${teams}` };
}

/** One membership test per qualifier: its comma list becomes one union of sources. */
function each(ctx: CompileContext, node: QualifierNode, source: (value: QualifierValue) => (IdSource | SelfCondition)[]): SQL {
  return issueIn(
    ctx,
    node.values.flatMap((v) => source(v)),
  );
}

/** Compiles a people qualifier, or returns undefined when `node.key` is not one. */
export function compilePeople(node: QualifierNode, ctx: CompileContext): SQL | undefined {
  switch (node.key) {
    case 'author':
      return each(ctx, node, (v) => [author(ctx, v)]);
    case 'assignee':
      return each(ctx, node, (v) => [assignee(ctx, v)]);
    case 'mentions':
      return each(ctx, node, (v) => [mentions(ctx, v)]);
    case 'commenter':
      return each(ctx, node, (v) => [commenter(ctx, v)]);
    case 'involves':
      return each(ctx, node, (v) => [author(ctx, v), assignee(ctx, v), mentions(ctx, v), commenter(ctx, v)]);
    case 'team':
      return each(ctx, node, (v) => [team(ctx, v)]);
    case 'review-requested':
      return each(ctx, node, (v) => [reviewRequested(ctx, v, false)]);
    case 'user-review-requested':
      return each(ctx, node, (v) => [reviewRequested(ctx, v, true)]);
    case 'team-review-requested':
      return each(ctx, node, (v) => [teamReviewRequested(ctx, v)]);
    case 'reviewed-by':
      return each(ctx, node, (v) => [reviewedBy(ctx, v)]);
    default:
      return undefined;
  }
}
