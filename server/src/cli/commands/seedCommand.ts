import { AdminError } from '../../modules/admin/admin.errors.ts';
import { UsageError } from '../cliErrors.ts';
import { parseCount } from '../commandLine.ts';
import type { Command } from './command.ts';

export const SEED_DEFAULTS = { users: 10, repos: 3, issues: 100, seed: 1 } as const;
const MAX_COUNT = 1_000_000;
const MAX_SEED = 2 ** 32 - 1;
const SEED_ERROR_PREFIX = 'seed: ';

export const seed: Command = {
  syntax: { name: 'seed', positionals: [], flags: { users: 'value', repos: 'value', issues: 'value', seed: 'value' } },
  synopsis: 'seed [--users N] [--repos N] [--issues N] [--seed S]',
  summary: `Generate deterministic sample data: the same options give the same data (defaults: ${SEED_DEFAULTS.users} users, ${SEED_DEFAULTS.repos} repositories, ${SEED_DEFAULTS.issues} issues, seed ${SEED_DEFAULTS.seed}).`,
  async run(args, context) {
    const count = (flag: 'users' | 'repos' | 'issues'): number => {
      const value = args.values.get(flag);
      return value === undefined ? SEED_DEFAULTS[flag] : parseCount(`--${flag}`, value, MAX_COUNT);
    };
    const seedValue = args.values.get('seed');
    const options = {
      users: count('users'),
      repos: count('repos'),
      issues: count('issues'),
      seed: seedValue === undefined ? SEED_DEFAULTS.seed : parseCount('--seed', seedValue, MAX_SEED),
    };
    if (options.issues > 0 && (options.repos === 0 || options.users === 0)) {
      throw new UsageError('Issues need at least one repository and one user: --repos and --users must be above 0.');
    }
    // Loaded on demand: the generator is large and every other command would pay for importing it.
    const { seedGenerated } = await import('../../db/seed/index.ts');
    const summary = await seedGenerated(await context.db(), options).catch((error: unknown) => {
      // The generator reports refusals (such as a seed already used here) as "seed: …" errors.
      if (error instanceof Error && error.message.startsWith(SEED_ERROR_PREFIX)) {
        const reason = error.message.slice(SEED_ERROR_PREFIX.length);
        throw new AdminError('SEED_REJECTED', `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`);
      }
      throw error;
    });
    const rows: [string, number][] = [
      ['users', summary.users],
      ['organizations', summary.organizations],
      ['repositories', summary.repositories],
      ['issues', summary.issues],
      ['pull requests', summary.pullRequests],
      ['comments', summary.comments],
      ['labels', summary.labels],
      ['milestones', summary.milestones],
    ];
    const lines = rows.map(([label, value]) => `  ${label.padEnd(14)} ${value}`);
    return { text: [`Seeded the database (seed ${options.seed}):`, ...lines].join('\n'), json: { seed: options.seed, ...summary } };
  },
};
