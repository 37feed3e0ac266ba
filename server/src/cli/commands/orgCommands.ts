import { createOrganization } from '../../modules/admin/accountCreator.ts';
import { addOrgMember, ORG_ROLES } from '../../modules/admin/orgMemberAdder.ts';
import { parseChoice, positional } from '../commandLine.ts';
import type { Command } from './command.ts';

export const orgCreate: Command = {
  syntax: { name: 'org create', positionals: ['<login>'], flags: { name: 'value', 'sso-required': 'switch', emu: 'switch' } },
  synopsis: 'org create <login> [--name N] [--sso-required] [--emu]',
  summary: 'Create an organization (--sso-required: members need a single sign-on session; --emu: enterprise-managed).',
  async run(args, context) {
    const org = await createOrganization(await context.db(), {
      login: positional(args, 0),
      name: args.values.get('name'),
      ssoRequired: args.switches.has('sso-required'),
      isEnterpriseManaged: args.switches.has('emu'),
    });
    const traits = [org.ssoRequired && 'SSO required', org.isEnterpriseManaged && 'enterprise-managed'].filter(Boolean);
    const details = traits.length > 0 ? `, ${traits.join(', ')}` : '';
    return {
      text: `Created organization ${org.login} (id ${org.id}${details}).`,
      json: {
        id: org.id,
        kind: org.kind,
        login: org.login,
        name: org.name,
        ssoRequired: org.ssoRequired,
        isEnterpriseManaged: org.isEnterpriseManaged,
      },
    };
  },
};

export const orgAddMember: Command = {
  syntax: { name: 'org add-member', positionals: ['<org>', '<login>'], flags: { role: 'value' } },
  synopsis: 'org add-member <org> <login> [--role member|admin]',
  summary: 'Add a user to an organization (default role: member), or change the role of a member.',
  async run(args, context) {
    const roleFlag = args.values.get('role');
    const role = roleFlag === undefined ? 'member' : parseChoice('role', roleFlag, ORG_ROLES);
    const db = await context.db();
    const result = await addOrgMember(db, { org: positional(args, 0), login: positional(args, 1), role });
    const text =
      result.previousRole === null
        ? `Added ${result.login} to ${result.org} as ${result.role}.`
        : result.previousRole === result.role
          ? `${result.login} is already a member of ${result.org} as ${result.role}.`
          : `Changed the role of ${result.login} in ${result.org} from ${result.previousRole} to ${result.role}.`;
    return { text, json: result };
  },
};
