import type { DomainContext } from '../../domain/context.ts';
import { parseTemplateFiles, type ParsedTemplates } from './issueTemplates.parse.ts';
import { templateAndCommunityFiles, type StoredFile } from './issueTemplates.repository.ts';

export interface RepoTemplates extends ParsedTemplates {
  files: StoredFile[];
}

/** One read of the template and community files per repository and request (keyed by the request's loaders). */
const cache = new WeakMap<object, Map<number, Promise<RepoTemplates>>>();

/** The repository's parsed templates, read once per request (the chooser and issue creation both read them). */
export function repoTemplates(ctx: DomainContext, repoId: number): Promise<RepoTemplates> {
  let perRepo = cache.get(ctx.loaders);
  if (!perRepo) cache.set(ctx.loaders, (perRepo = new Map()));
  let entry = perRepo.get(repoId);
  if (!entry) {
    entry = templateAndCommunityFiles(ctx.db, repoId).then((files) => ({ ...parseTemplateFiles(files), files }));
    perRepo.set(repoId, entry);
  }
  return entry;
}
