import { createUser } from '../../modules/admin/accountCreator.ts';
import { positional } from '../commandLine.ts';
import type { Command } from './command.ts';

export const userCreate: Command = {
  syntax: {
    name: 'user create',
    positionals: ['<login>'],
    flags: { name: 'value', email: 'value', password: 'value', 'site-admin': 'switch', bot: 'switch', emu: 'switch' },
  },
  synopsis: 'user create <login> [--name N] [--email E] [--password P] [--site-admin] [--bot] [--emu]',
  summary: 'Create a user (--bot: a bot account, --emu: enterprise-managed). Without --password the user cannot sign in with a password.',
  async run(args, context) {
    const account = await createUser(await context.db(), {
      login: positional(args, 0),
      name: args.values.get('name'),
      email: args.values.get('email'),
      password: args.values.get('password'),
      isSiteAdmin: args.switches.has('site-admin'),
      isBot: args.switches.has('bot'),
      isEnterpriseManaged: args.switches.has('emu'),
    });
    const traits = [account.isSiteAdmin && 'site administrator', account.isEnterpriseManaged && 'enterprise-managed'].filter(Boolean);
    const details = traits.length > 0 ? `, ${traits.join(', ')}` : '';
    return {
      text: `Created ${account.kind} ${account.login} (id ${account.id}${details}).`,
      json: {
        id: account.id,
        kind: account.kind,
        login: account.login,
        name: account.name,
        email: account.email,
        isSiteAdmin: account.isSiteAdmin,
        isEnterpriseManaged: account.isEnterpriseManaged,
        hasPassword: account.hasPassword,
      },
    };
  },
};
