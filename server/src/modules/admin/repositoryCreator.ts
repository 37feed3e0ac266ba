import type { DbOrTx } from '../../db/client.ts';
import { repositories } from '../../db/schema/index.ts';
import { AdminError, isUniqueViolation } from './admin.errors.ts';
import { assertValidRepositoryName } from './admin.validation.ts';
import { findAccount } from './accountLookup.ts';
import { findRepository } from './repositoryLookup.ts';

export type RepositoryVisibility = (typeof repositories.$inferSelect)['visibility'];

export interface CreateRepositoryInput {
  owner: string;
  name: string;
  description?: string | undefined;
  isPrivate?: boolean;
  isArchived?: boolean;
  isLocked?: boolean;
  isDisabled?: boolean;
  hasIssuesEnabled?: boolean;
}

export interface CreatedRepository {
  id: number;
  owner: string;
  name: string;
  nameWithOwner: string;
  description: string | null;
  visibility: RepositoryVisibility;
  isArchived: boolean;
  isLocked: boolean;
  isDisabled: boolean;
  hasIssuesEnabled: boolean;
}

/** Creates a repository owned by a user or an organization. */
export async function createRepository(db: DbOrTx, input: CreateRepositoryInput): Promise<CreatedRepository> {
  assertValidRepositoryName(input.name);
  const nameWithOwner = `${input.owner}/${input.name}`;
  try {
    return await db.transaction(async (tx) => {
      const owner = await findAccount(tx, input.owner);
      if (!owner) throw new AdminError('NOT_FOUND', `Owner '${input.owner}' not found.`);
      if (owner.kind === 'bot') {
        throw new AdminError('WRONG_ACCOUNT_KIND', `'${owner.login}' is a bot; only users and organizations own repositories.`);
      }
      const existing = await findRepository(tx, owner.login, input.name);
      if (existing) throw new AdminError('ALREADY_EXISTS', `Repository '${existing.nameWithOwner}' already exists.`);
      const [row] = await tx
        .insert(repositories)
        .values({
          ownerId: owner.id,
          name: input.name,
          description: input.description ?? null,
          visibility: input.isPrivate ? 'private' : 'public',
          isArchived: input.isArchived ?? false,
          isLocked: input.isLocked ?? false,
          isDisabled: input.isDisabled ?? false,
          hasIssuesEnabled: input.hasIssuesEnabled ?? true,
        })
        .returning();
      if (!row) throw new Error('INSERT … RETURNING gave no row.');
      return {
        id: row.id,
        owner: owner.login,
        name: row.name,
        nameWithOwner: `${owner.login}/${row.name}`,
        description: row.description,
        visibility: row.visibility,
        isArchived: row.isArchived,
        isLocked: row.isLocked,
        isDisabled: row.isDisabled,
        hasIssuesEnabled: row.hasIssuesEnabled,
      };
    });
  } catch (error) {
    // Another writer created the same repository between our check and the insert.
    if (isUniqueViolation(error)) throw new AdminError('ALREADY_EXISTS', `Repository '${nameWithOwner}' already exists.`);
    throw error;
  }
}
