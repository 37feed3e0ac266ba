import { requireRepository } from '../../modules/admin/repositoryLookup.ts';
import { reindexSearchColumns, type ReindexReport } from '../../modules/search/search.reindex.ts';
import { parseNameWithOwner } from '../commandLine.ts';
import type { Command } from './command.ts';

/** Fixed issues (and repositories) listed in the text output; `--json` lists every one. */
const LISTED = 20;

export const searchReindex: Command = {
  syntax: { name: 'search reindex', positionals: [], flags: { repo: 'value' } },
  synopsis: 'search reindex [--repo <owner>/<name>]',
  summary:
    'Recompute the columns search reads (label keys, assignees, comment words and counts, reaction counts, frequent-word bits, repository issue counters) from their rows, and report and fix every difference.',
  async run(args, context) {
    const repo = args.values.get('repo');
    const scope = repo === undefined ? undefined : parseNameWithOwner(repo);
    const db = await context.db();
    const repository = scope && (await requireRepository(db, scope.owner, scope.name));
    const report = await reindexSearchColumns(db, { repositoryId: repository?.id });
    return { text: describeReport(report, repository?.nameWithOwner), json: { repository: repository?.nameWithOwner ?? null, ...report } };
  },
};

function describeReport(report: ReindexReport, repository: string | undefined): string {
  const { issues, repositories } = report.checked;
  const checked = `Checked ${plural(issues, 'issue')} and ${plural(repositories, 'repository', 'repositories')}${repository ? ` of ${repository}` : ''}`;
  const fixed = Object.entries(report.fixedByColumn).filter(([, count]) => count > 0);
  if (fixed.length === 0) return `${checked}: every derived search column matched its rows.`;
  const width = Math.max(...fixed.map(([column]) => column.length));
  const lines = [
    `${checked}: fixed ${plural(report.issues.length, 'issue')} and ${plural(report.repositories.length, 'repository', 'repositories')}.`,
    'Values fixed per column:',
    ...fixed.map(([column, count]) => `  ${column.padEnd(width)}  ${count}`),
  ];
  lines.push(
    ...listed(
      'Issues fixed',
      report.issues.map((row) => `${row.issue}  ${row.columns.join(', ')}`),
    ),
    ...listed(
      'Repositories fixed',
      report.repositories.map((row) => `${row.repository}  ${row.columns.join(', ')}`),
    ),
  );
  return lines.join('\n');
}

/** A heading and the first LISTED entries, indented; nothing when there are none. */
function listed(heading: string, entries: string[]): string[] {
  if (entries.length === 0) return [];
  const shown = entries.slice(0, LISTED);
  const more = entries.length - shown.length;
  return [
    more > 0 ? `${heading} (first ${shown.length}; --json lists all):` : `${heading}:`,
    ...shown.map((entry) => `  ${entry}`),
    ...(more > 0 ? [`  … and ${more} more`] : []),
  ];
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
