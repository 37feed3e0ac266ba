import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators } from '../../db/schema/index.ts';
import { AdminError } from './admin.errors.ts';
import { requireUserOrBot } from './accountLookup.ts';
import { requireRepository } from './repositoryLookup.ts';

export type RepoPermission = (typeof collaborators.$inferSelect)['permission'];
/** Weakest first, as in the `repo_permission` enum. */
export const REPO_PERMISSIONS: readonly RepoPermission[] = collaborators.permission.enumValues;

export interface GrantCollaboratorInput {
  owner: string;
  name: string;
  login: string;
  permission: RepoPermission;
}

export interface CollaboratorGrant {
  repository: string;
  login: string;
  permission: RepoPermission;
  /** The permission before this call; null when the user was not a collaborator. */
  previousPermission: RepoPermission | null;
}

/** Makes a user or bot a collaborator with `permission`, replacing any earlier permission. */
export async function grantCollaborator(db: DbOrTx, input: GrantCollaboratorInput): Promise<CollaboratorGrant> {
  return db.transaction(async (tx) => {
    const repository = await requireRepository(tx, input.owner, input.name);
    const user = await requireUserOrBot(tx, input.login);
    // The owner of a personal repository already has every permission; a row would only mislead.
    if (user.id === repository.ownerId) {
      throw new AdminError('WRONG_ACCOUNT_KIND', `${user.login} owns ${repository.nameWithOwner} and cannot be a collaborator on it.`);
    }
    const [existing] = await tx
      .select({ permission: collaborators.permission })
      .from(collaborators)
      .where(and(eq(collaborators.repoId, repository.id), eq(collaborators.userId, user.id)))
      .for('update');
    await tx
      .insert(collaborators)
      .values({ repoId: repository.id, userId: user.id, permission: input.permission })
      .onConflictDoUpdate({ target: [collaborators.repoId, collaborators.userId], set: { permission: input.permission } });
    return {
      repository: repository.nameWithOwner,
      login: user.login,
      permission: input.permission,
      previousPermission: existing?.permission ?? null,
    };
  });
}
