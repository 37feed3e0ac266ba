import { grantCollaborator, REPO_PERMISSIONS } from '../../modules/admin/collaboratorGranter.ts';
import { createRepository } from '../../modules/admin/repositoryCreator.ts';
import { parseChoice, parseNameWithOwner, positional } from '../commandLine.ts';
import type { Command } from './command.ts';

export const repoCreate: Command = {
  syntax: {
    name: 'repo create',
    positionals: ['<owner>/<name>'],
    flags: {
      private: 'switch',
      archived: 'switch',
      locked: 'switch',
      disabled: 'switch',
      'no-issues': 'switch',
      description: 'value',
    },
  },
  synopsis: 'repo create <owner>/<name> [--private] [--archived] [--locked] [--disabled] [--no-issues] [--description D]',
  summary: 'Create a repository owned by a user or an organization (public unless --private).',
  async run(args, context) {
    const { owner, name } = parseNameWithOwner(positional(args, 0));
    const repository = await createRepository(await context.db(), {
      owner,
      name,
      description: args.values.get('description'),
      isPrivate: args.switches.has('private'),
      isArchived: args.switches.has('archived'),
      isLocked: args.switches.has('locked'),
      isDisabled: args.switches.has('disabled'),
      hasIssuesEnabled: !args.switches.has('no-issues'),
    });
    const traits = [
      repository.visibility,
      repository.isArchived && 'archived',
      repository.isLocked && 'locked',
      repository.isDisabled && 'disabled',
      !repository.hasIssuesEnabled && 'issues disabled',
    ].filter(Boolean);
    return { text: `Created repository ${repository.nameWithOwner} (id ${repository.id}, ${traits.join(', ')}).`, json: repository };
  },
};

export const repoGrant: Command = {
  syntax: { name: 'repo grant', positionals: ['<owner>/<name>', '<login>', '<permission>'], flags: {} },
  synopsis: 'repo grant <owner>/<name> <login> <read|triage|write|maintain|admin>',
  summary: 'Make a user a collaborator with that permission, replacing any earlier permission.',
  async run(args, context) {
    const { owner, name } = parseNameWithOwner(positional(args, 0));
    const permission = parseChoice('permission', positional(args, 2), REPO_PERMISSIONS);
    const grant = await grantCollaborator(await context.db(), { owner, name, login: positional(args, 1), permission });
    const text =
      grant.previousPermission === null
        ? `Granted ${grant.permission} access to ${grant.repository} to ${grant.login}.`
        : `Changed the access of ${grant.login} to ${grant.repository} from ${grant.previousPermission} to ${grant.permission}.`;
    return { text, json: grant };
  },
};
