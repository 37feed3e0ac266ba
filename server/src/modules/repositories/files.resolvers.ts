import type { RepositoryRow } from '../../db/rows.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers, ResolversTypes } from '../../graphql/__generated__/resolvers.ts';
import { readableRepository, repositoryPath } from '../../domain/access.ts';
import { toBlobGlobalId } from '../../domain/ids.ts';
import { renderMarkdownWith } from '../markdown/markdown.ts';
import { findFileByOid, findFileByPath, gitBlobOid, type RepositoryFile } from './files.repository.ts';

type BlobValue = ResolversTypes['Blob'];

const MARKDOWN_PATH = /\.(md|markdown)$/i;

/**
 * The path named by a `{ref}:{path}` expression when the ref is the default branch (by name, as
 * `refs/heads/{name}`, or `HEAD`), the only ref whose files are stored; null for anything else.
 */
function pathOfExpression(expression: string, defaultBranch: string): string | null {
  const colon = expression.indexOf(':');
  if (colon < 0) return null;
  const ref = expression.slice(0, colon);
  const path = expression.slice(colon + 1);
  if (ref !== 'HEAD' && ref !== defaultBranch && ref !== `refs/heads/${defaultBranch}`) return null;
  return path === '' ? null : path;
}

/**
 * A blob's fields. Its id names the repository and the path, not only the content: `textHTML`
 * depends on the path, so two files with the same content are two records in a client's store.
 */
async function presentBlob(ctx: GraphQLContext, repo: RepositoryRow, file: RepositoryFile): Promise<BlobValue> {
  const oid = gitBlobOid(file.content);
  const commitResourcePath = `${await repositoryPath(ctx, repo)}/commit/${oid}`;
  // Stored files are text; a NUL byte is how Git tells binary content apart.
  const isBinary = file.content.includes('\0');
  return {
    id: toBlobGlobalId(repo.id, file.path),
    oid,
    abbreviatedOid: oid.slice(0, 7),
    byteSize: Buffer.byteLength(file.content, 'utf8'),
    commitResourcePath,
    commitUrl: `${ctx.baseUrl}${commitResourcePath}`,
    isBinary,
    isTruncated: false,
    repository: repo,
    text: isBinary ? null : file.content,
    get textHTML() {
      // A file is a plain document, as GitHub renders a README: no references or mentions to look up.
      return !isBinary && MARKDOWN_PATH.test(file.path) ? renderMarkdownWith(file.content, { mode: 'markdown' }) : null;
    },
  };
}

/** The blob at a path of a readable repository (`node(id:)` of a blob id), or null. */
export async function loadBlob(ctx: GraphQLContext, repoId: number, path: string): Promise<BlobValue | null> {
  const repo = (await readableRepository(ctx, repoId))?.repo;
  if (!repo) return null;
  const file = await findFileByPath(ctx.db, repo.id, path);
  return file ? presentBlob(ctx, repo, file) : null;
}

/** Files of a repository's default branch (`Repository.object`, `Blob`). */
export const filesResolvers: Resolvers = {
  Repository: {
    // The repository is readable here: `repository(owner:, name:)` and `node` answer null otherwise.
    object: async (repo, { expression, oid }, ctx) => {
      let file: RepositoryFile | null = null;
      if (oid) {
        file = await findFileByOid(ctx.db, repo.id, oid);
      } else if (expression) {
        const path = pathOfExpression(expression, repo.defaultBranch);
        file = path === null ? null : await findFileByPath(ctx.db, repo.id, path);
      }
      return file ? presentBlob(ctx, repo, file) : null;
    },
  },
  GitObject: { __resolveType: () => 'Blob' },
};
