import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { readableRepository } from '../graphql/access.ts';
import { createContext } from '../graphql/context.ts';
import type { Services } from '../services.ts';
import { findRepository } from '../modules/repositories/repository.repository.ts';
import { authenticateRequest, sendUnauthorized } from './authentication.ts';

/** One issue field as the filter bar's suggestions read it. */
export interface IssueFieldJson {
  id: number;
  name: string;
  name_slug: string;
  data_type: 'text' | 'single_select' | 'date' | 'number';
  options: { id: number; name: string; color: string; description: string | null }[];
}

/** The issue fields of the given organizations with their options, by name; grouped per organization. */
async function fieldsOf(database: Database, orgIds: number[]): Promise<Map<number, IssueFieldJson[]>> {
  const byOrg = new Map<number, IssueFieldJson[]>(orgIds.map((id) => [id, []]));
  if (orgIds.length === 0) return byOrg;
  const fields = await database.db
    .select()
    .from(t.issueFields)
    .where(inArray(t.issueFields.orgId, orgIds))
    .orderBy(asc(t.issueFields.name));
  const options =
    fields.length === 0
      ? []
      : await database.db
          .select()
          .from(t.issueFieldOptions)
          .where(
            inArray(
              t.issueFieldOptions.fieldId,
              fields.map((field) => field.id),
            ),
          )
          .orderBy(asc(t.issueFieldOptions.position), asc(t.issueFieldOptions.id));
  for (const field of fields) {
    byOrg.get(field.orgId)?.push({
      id: field.id,
      name: field.name,
      name_slug: field.slug,
      data_type: field.dataType,
      options: options
        .filter((option) => option.fieldId === field.id)
        .map((option) => ({ id: option.id, name: option.name, color: option.color, description: option.description })),
    });
  }
  return byOrg;
}

/**
 * The filter bar's issue-field lookups (spec §7): `GET /_filter/issue_fields?repo={owner/repo}`
 * lists the fields of the repository's organization; `GET /_filter/issue_fields/dashboard` lists
 * them for every organization the viewer belongs to. Same-origin JSON for signed-in viewers.
 */
export async function registerIssueFieldFilterRoutes(
  app: FastifyInstance,
  database: Database,
  env: Pick<Env, 'baseUrl'>,
  services: Services,
): Promise<void> {
  app.get<{ Querystring: { repo?: string } }>('/_filter/issue_fields', async (request, reply) => {
    const auth = await authenticateRequest(database.db, request);
    if (!auth || auth === 'bad-token') return sendUnauthorized(reply);
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(request.query.repo ?? '');
    if (!match?.[1] || !match[2]) return reply.code(400).send({ message: 'The repo parameter must name a repository as owner/name.' });
    const ctx = createContext(database, env, auth.user, services, auth.scopes);
    const repo = await findRepository(ctx, match[1], match[2]);
    if (!repo || !(await readableRepository(ctx, repo.id))) return reply.code(404).send({ message: 'Not Found' });
    const owner = await ctx.loaders.account.load(repo.ownerId);
    const fields = owner?.kind === 'organization' ? ((await fieldsOf(database, [owner.id])).get(owner.id) ?? []) : [];
    return reply.header('cache-control', 'private, no-cache').send({ issue_fields: fields });
  });

  app.get('/_filter/issue_fields/dashboard', async (request, reply) => {
    const auth = await authenticateRequest(database.db, request);
    if (!auth || auth === 'bad-token') return sendUnauthorized(reply);
    const orgs = await database.db
      .select({ id: t.accounts.id, login: t.accounts.login })
      .from(t.orgMemberships)
      .innerJoin(t.accounts, and(eq(t.accounts.id, t.orgMemberships.orgId), eq(t.accounts.kind, 'organization')))
      .where(eq(t.orgMemberships.userId, auth.user.id))
      .orderBy(asc(t.accounts.login));
    const fields = await fieldsOf(
      database,
      orgs.map((org) => org.id),
    );
    return reply.header('cache-control', 'private, no-cache').send({
      issue_fields: orgs
        .map((org) => ({ organization: { login: org.login }, fields: fields.get(org.id) ?? [] }))
        .filter((group) => group.fields.length > 0),
    });
  });
}
