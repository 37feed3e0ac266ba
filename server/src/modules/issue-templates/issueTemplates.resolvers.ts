import type { RepositoryRow } from '../../db/rows.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { canRepository, repositoryPath } from '../../domain/access.ts';
import { connectionFromArray } from '../../graphql/pagination.ts';
import { renderMarkdown } from '../markdown/markdown.ts';
import type { MarkdownTemplate } from './issueTemplates.parse.ts';
import { repoTemplates } from './repositoryTemplates.ts';
import { enabledIssueTypeNamed, labelsNamed, type StoredFile, usersWithLogins } from './issueTemplates.repository.ts';

const DIR_ORDER = ['.github/', '', 'docs/'];

/** The first community file with this base name (any case, any extension) in `.github/`, the root or `docs/`. */
function communityFile(files: readonly StoredFile[], baseName: string): StoredFile | null {
  for (const dir of DIR_ORDER) {
    const pattern = new RegExp(`^${dir.replace('.', '\\.')}${baseName}(\\.[a-z]+)?$`, 'i');
    const found = files.find((file) => pattern.test(file.path));
    if (found) return found;
  }
  return null;
}

async function blobPath(ctx: GraphQLContext, repo: RepositoryRow, path: string): Promise<string> {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${await repositoryPath(ctx, repo)}/blob/${encodeURIComponent(repo.defaultBranch)}/${encoded}`;
}

async function communityFileUrl(ctx: GraphQLContext, repo: RepositoryRow, baseName: string): Promise<string | null> {
  const file = communityFile((await repoTemplates(ctx, repo.id)).files, baseName);
  return file ? `${ctx.baseUrl}${await blobPath(ctx, repo, file.path)}` : null;
}

/** Markdown templates travel with their repository, for the label, assignee and type look-ups. */
interface TemplateValue extends MarkdownTemplate {
  repo: RepositoryRow;
}
const template = (value: unknown) => value as TemplateValue;

export const issueTemplatesResolvers: Resolvers = {
  Repository: {
    issueTemplates: async (repo, _args, ctx) =>
      (await repoTemplates(ctx, repo.id)).templates.map((tpl): TemplateValue => ({ ...tpl, repo })) as never,
    issueForms: async (repo, _args, ctx) =>
      Promise.all(
        (await repoTemplates(ctx, repo.id)).forms.map(async (form) => ({
          ...form,
          elements: await Promise.all(
            form.elements.map(async (element) => ({
              ...element,
              type: element.type.toUpperCase() as 'MARKDOWN',
              // The same renderer as issue bodies; a form has few descriptions, and their look-ups are batched.
              descriptionHTML: element.description
                ? await renderMarkdown(ctx, element.description, { repository: repo, baseUrl: ctx.baseUrl })
                : null,
            })),
          ),
        })),
      ),
    invalidIssueForms: async (repo, _args, ctx) =>
      (await canRepository(ctx, repo, 'push')) ? (await repoTemplates(ctx, repo.id)).invalid : [],
    isBlankIssuesEnabled: async (repo, _args, ctx) => (await repoTemplates(ctx, repo.id)).config.blankIssuesEnabled,
    contactLinks: async (repo, _args, ctx) => (await repoTemplates(ctx, repo.id)).config.contactLinks,
    hasAnyTemplates: async (repo, _args, ctx) => {
      const parsed = await repoTemplates(ctx, repo.id);
      return parsed.templates.length + parsed.forms.length + parsed.config.contactLinks.length > 0;
    },
    securityPolicyUrl: (repo, _args, ctx) => communityFileUrl(ctx, repo, 'security'),
    supportFileUrl: (repo, _args, ctx) => communityFileUrl(ctx, repo, 'support'),
    codeOfConduct: async (repo, _args, ctx) => {
      const file = communityFile((await repoTemplates(ctx, repo.id)).files, 'code_of_conduct');
      if (!file) return null;
      const covenant = /contributor covenant/i.test(file.content);
      const key = covenant ? 'contributor_covenant' : 'other';
      const resourcePath = await blobPath(ctx, repo, file.path);
      return {
        id: `COC_${Buffer.from(`0:${key}`).toString('base64url')}`,
        key,
        name: covenant ? 'Contributor Covenant' : 'Other',
        body: file.content,
        resourcePath,
        url: `${ctx.baseUrl}${resourcePath}`,
      };
    },
  },
  IssueTemplate: {
    name: (tpl) => template(tpl).name,
    about: (tpl) => template(tpl).about,
    body: (tpl) => template(tpl).body,
    filename: (tpl) => template(tpl).filename,
    title: (tpl) => template(tpl).title,
    assignees: async (tpl, args, ctx) => connectionFromArray(await usersWithLogins(ctx.db, template(tpl).assignees), args, 'assignees'),
    labels: async (tpl, args, ctx) => {
      const { repo, labels: names } = template(tpl);
      const rows = await labelsNamed(ctx.db, repo.id, names);
      const order = args.orderBy ?? { field: 'CREATED_AT', direction: 'ASC' };
      const key = (row: (typeof rows)[number]) => (order.field === 'NAME' ? row.name.toLowerCase() : row.createdAt.getTime());
      rows.sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        const cmp = ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
        return order.direction === 'DESC' ? -cmp : cmp;
      });
      return connectionFromArray(rows, args, 'labels');
    },
    type: async (tpl, _args, ctx) => {
      const { repo, type } = template(tpl);
      if (!type || !repo.issueTypesEnabled) return null;
      const owner = await ctx.loaders.account.load(repo.ownerId);
      return owner?.kind === 'organization' ? enabledIssueTypeNamed(ctx.db, owner.id, type) : null;
    },
  },
};
