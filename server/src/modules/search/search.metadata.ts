import { sql, type SQL } from 'drizzle-orm';
import { parseDateValue, parseMilestoneNumber, parseNumberValue, type QualifierNode, type QualifierValue } from '@issues/search-query';
import {
  anyOf,
  compareDate,
  compareNumber,
  eachValue,
  fail,
  HAS_ASSIGNEE,
  HAS_LABEL,
  I,
  issueIn,
  list,
  lowerValues,
  TRUE,
  visibleIssue,
  type CompileContext,
  type IdSource,
  type SelfCondition,
} from './search.sql.ts';

/** Qualifiers about planning metadata: labels, milestones, projects, issue fields, `no:` / `has:`. */

function label(ctx: CompileContext, node: QualifierNode): SQL {
  // One qualifier is an OR of its comma list; repeated qualifiers AND (each compiles separately).
  // `label_keys` holds the ids of the issue's lower-cased label names (kept by triggers).
  const target = sql``;
  ctx.labelKeys.push({ names: node.values.map((v) => v.text), target });
  return sql`${I}.label_keys && ${target}`;
}

function milestone(ctx: CompileContext, node: QualifierNode): SQL {
  // An issue's milestone belongs to its repository, so the scope's milestones are enough.
  return sql`${I}.milestone_id IN (SELECT ms.id FROM milestones ms WHERE ms.repo_id IN ${ctx.scopeIds} AND lower(ms.title) IN ${list(lowerValues(node.values))})`;
}

function milestoneNumber(ctx: CompileContext, node: QualifierNode): SQL {
  // Each searched repository numbers its own milestones: without a repo: scope, the number
  // matches the milestone of that number in every searched repository.
  return eachValue(node, (v) => {
    const number = parseMilestoneNumber(v.text);
    if (number === null) return fail(ctx, v.span, `"${v.text}" is not a milestone number. Use a whole number such as 3.`);
    return sql`${I}.milestone_id IN (SELECT ms.id FROM milestones ms WHERE ms.repo_id IN ${ctx.scopeIds} AND ms.number = ${number})`;
  });
}

function project(ctx: CompileContext, value: QualifierValue): IdSource {
  // `OWNER/NUMBER`; older docs also name `OWNER/REPO/NUMBER` (the repository part is not needed).
  const match = /^([^/\s]+)\/(?:[^/\s]+\/)?(\d{1,9})$/.exec(value.text.trim());
  const from = sql`project_items pi JOIN projects pj ON pj.id = pi.project_id JOIN accounts po ON po.id = pj.owner_id`;
  if (!match)
    return {
      from,
      id: sql`pi.issue_id`,
      where: fail(ctx, value.span, `Invalid project "${value.text}". Use the format <owner>/<number>.`),
    };
  return {
    from,
    id: sql`pi.issue_id`,
    where: sql`lower(po.login) = ${(match[1] ?? '').toLowerCase()} AND pj.number = ${Number(match[2])}`,
  };
}

/**
 * `field.<slug>:value` over the organization's issue fields. The field's data type decides the
 * comparison; a value that cannot be a number or a date simply does not match those types.
 */
function field(ctx: CompileContext, node: QualifierNode): SQL {
  const name = node.key.slice('field.'.length).toLowerCase();
  const values = node.values.map((v) => {
    const lower = v.text.toLowerCase();
    const parts: SQL[] = [
      sql`(f.data_type = 'text' AND lower(fv.text_value) = ${lower})`,
      sql`(f.data_type = 'single_select' AND fv.option_id IN (SELECT fo.id FROM issue_field_options fo WHERE fo.field_id = f.id AND lower(fo.name) = ${lower}))`,
    ];
    const number = parseNumberValue(v.text, { decimals: true, negative: true });
    if (number.ok) parts.push(sql`(f.data_type = 'number' AND ${compareNumber(sql`fv.number_value`, number.value, 'numeric')})`);
    const date = parseDateValue(v.text, ctx.today);
    if (date.ok) parts.push(sql`(f.data_type = 'date' AND ${compareDate(sql`(fv.date_value::timestamp AT TIME ZONE 'UTC')`, date.value)})`);
    return anyOf(parts);
  });
  return issueIn(ctx, [
    {
      from: sql`issue_field_values fv JOIN issue_fields f ON f.id = fv.field_id`,
      id: sql`fv.issue_id`,
      where: sql`(lower(f.slug) = ${name} OR lower(f.name) = ${name}) AND ${anyOf(values)}`,
    },
  ]);
}

/** What `has:X` means: a membership in one of these sources; `no:X` is its negation. */
function presence(): Record<string, IdSource | SelfCondition> {
  const s = sql.raw('s');
  const b = sql.raw('b');
  const p = sql.raw('p');
  const projects: IdSource = { from: sql`project_items pi`, id: sql`pi.issue_id`, where: TRUE };
  const subIssues: IdSource = { from: sql`issues s`, id: sql`s.parent_id`, where: visibleIssue(s) };
  return {
    label: HAS_LABEL,
    labels: HAS_LABEL,
    milestone: (a) => sql`${a}.milestone_id IS NOT NULL`,
    assignee: HAS_ASSIGNEE,
    assignees: HAS_ASSIGNEE,
    project: projects,
    projects,
    type: (a) => sql`${a}.issue_type_id IS NOT NULL`,
    'parent-issue': { from: sql`issues c JOIN issues p ON p.id = c.parent_id`, id: sql`c.id`, where: visibleIssue(p) },
    'sub-issue': subIssues,
    'sub-issues': subIssues,
    'blocked-by': {
      from: sql`issue_dependencies d JOIN issues b ON b.id = d.blocking_issue_id`,
      id: sql`d.issue_id`,
      where: visibleIssue(b),
    },
    blocking: { from: sql`issue_dependencies d JOIN issues b ON b.id = d.issue_id`, id: sql`d.blocking_issue_id`, where: visibleIssue(b) },
  };
}

const PRESENCE = presence();

function noOrHas(ctx: CompileContext, node: QualifierNode): SQL {
  // `-no:` is refused as on GitHub; `-has:X` is read as NOT has:X by the caller.
  if (node.negated && node.key === 'no') return fail(ctx, node.span, '"-no:" is not supported; use "has:" instead.');
  return eachValue(node, (v) => {
    const lower = v.text.toLowerCase();
    const source = Object.hasOwn(PRESENCE, lower) ? PRESENCE[lower] : undefined;
    if (!source) {
      return fail(
        ctx,
        v.span,
        `"${node.key}:${v.text}" is not supported. Use one of: label, milestone, assignee, project, type, parent-issue, sub-issues, blocked-by, blocking.`,
      );
    }
    if (node.key === 'has') return issueIn(ctx, [source]);
    // An anti-join: NOT EXISTS is safe whatever the size of the other table.
    return sql`(NOT ${issueIn({ ...ctx, semiJoin: false }, [source])})`;
  });
}

/** Compiles a metadata qualifier, or returns undefined when `node.key` is not one. */
export function compileMetadata(node: QualifierNode, ctx: CompileContext): SQL | undefined {
  if (node.key.startsWith('field.')) return field(ctx, node);
  switch (node.key) {
    case 'label':
      return label(ctx, node);
    case 'milestone':
      return milestone(ctx, node);
    case 'milestone-number':
      return milestoneNumber(ctx, node);
    case 'project':
      return issueIn(
        ctx,
        node.values.map((v) => project(ctx, v)),
      );
    case 'no':
    case 'has':
      return noOrHas(ctx, node);
    default:
      return undefined;
  }
}
