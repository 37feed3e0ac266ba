import { createAccessToken } from '../../modules/admin/accessTokenCreator.ts';
import { positional } from '../commandLine.ts';
import type { Command } from './command.ts';

export const tokenCreate: Command = {
  syntax: { name: 'token create', positionals: ['<login>'], flags: { note: 'value' } },
  synopsis: 'token create <login> [--note N]',
  summary: 'Create a personal access token for a user or bot; prints only the token.',
  async run(args, context) {
    const created = await createAccessToken(await context.db(), { login: positional(args, 0), note: args.values.get('note') });
    return { text: created.token, json: { token: created.token } };
  },
};
