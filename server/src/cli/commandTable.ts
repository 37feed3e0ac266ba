import type { Command } from './commands/command.ts';
import { orgAddMember, orgCreate } from './commands/orgCommands.ts';
import { repoCreate, repoGrant } from './commands/repoCommands.ts';
import { searchReindex } from './commands/searchCommands.ts';
import { seed } from './commands/seedCommand.ts';
import { tokenCreate, tokenList, tokenRevoke } from './commands/tokenCommands.ts';
import { userCreate } from './commands/userCommands.ts';

/** Every command, in the order the usage text lists them. */
export const COMMANDS: readonly Command[] = [
  userCreate,
  orgCreate,
  orgAddMember,
  repoCreate,
  repoGrant,
  tokenCreate,
  tokenList,
  tokenRevoke,
  seed,
  searchReindex,
];
