import { canPush, isWritable, type RepositoryFlags } from '../../lib/repositoryPermissions';

export { canPush, isWritable };

/** What the labels page reads of a repository (GitHub's public names). */
export type LabelRepositoryFlags = RepositoryFlags;

/** Spec 001 §6: label row actions need both isWritable and viewerCanPush. */
export function canManageLabels(repository: LabelRepositoryFlags): boolean {
  return isWritable(repository) && canPush(repository);
}
