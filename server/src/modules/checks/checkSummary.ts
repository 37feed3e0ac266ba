import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CheckRunRow, StatusContextRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';

type RollupState = 'SUCCESS' | 'FAILURE' | 'ERROR' | 'PENDING' | 'EXPECTED';

export interface CheckSummary {
  checkRuns: CheckRunRow[];
  statuses: StatusContextRow[];
  total: number;
  state: RollupState;
  checkRunCountsByState: { state: 'SUCCESS'; count: number }[];
  statusCountsByState: { state: 'SUCCESS'; count: number }[];
}

const failing = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure', 'stale']);

/** A run's state in the rollup: its conclusion once completed, otherwise its status. */
export function checkRunState(run: CheckRunRow): string {
  return (run.status === 'completed' ? (run.conclusion ?? 'neutral') : run.status).toUpperCase();
}

/** GitHub's rollup: any failure wins, then error, then anything unfinished, else success. */
export function rollupState(runs: CheckRunRow[], statuses: StatusContextRow[]): RollupState {
  if (
    runs.some((r) => r.status === 'completed' && r.conclusion && failing.has(r.conclusion)) ||
    statuses.some((s) => s.state === 'failure')
  )
    return 'FAILURE';
  if (statuses.some((s) => s.state === 'error')) return 'ERROR';
  if (runs.some((r) => r.status !== 'completed') || statuses.some((s) => s.state === 'pending')) return 'PENDING';
  if (statuses.some((s) => s.state === 'expected')) return 'EXPECTED';
  return 'SUCCESS';
}

function countBy(values: string[]) {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([state, count]) => ({ state: state as 'SUCCESS', count }));
}

export async function loadCheckSummaries(db: Db, commitIds: readonly number[]): Promise<CheckSummary[]> {
  const ids = [...commitIds];
  const [runs, statuses] = await Promise.all([
    db.select().from(t.checkRuns).where(inArray(t.checkRuns.commitId, ids)).orderBy(asc(t.checkRuns.name), asc(t.checkRuns.id)),
    db.select().from(t.statusContexts).where(inArray(t.statusContexts.commitId, ids)).orderBy(asc(t.statusContexts.context)),
  ]);
  return ids.map((id) => {
    const r = runs.filter((run) => run.commitId === id);
    const s = statuses.filter((st) => st.commitId === id);
    return {
      checkRuns: r,
      statuses: s,
      total: r.length + s.length,
      state: rollupState(r, s),
      checkRunCountsByState: countBy(r.map(checkRunState)),
      statusCountsByState: countBy(s.map((st) => st.state.toUpperCase())),
    };
  });
}
