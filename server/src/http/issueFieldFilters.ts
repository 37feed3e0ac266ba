import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { createDomainContext } from '../domain/context.ts';
import { issueFieldsOf, memberOrganizations } from '../modules/issue-fields/issueField.repository.ts';
import { findRepository } from '../modules/repositories/repository.repository.ts';
import type { Services } from '../services.ts';
import { authenticateRequest, sendUnauthorized } from './authentication.ts';

/**
 * The filter bar's issue-field lookups (spec §7): `GET /_filter/issue_fields?repo={owner/repo}`
 * lists the fields of the repository's organization; `GET /_filter/issue_fields/dashboard` lists
 * them for every organization the viewer belongs to. Same-origin JSON for signed-in viewers.
 */
export async function registerIssueFieldFilterRoutes(app: FastifyInstance, database: Database, services: Services): Promise<void> {
  app.get<{ Querystring: { repo?: string } }>('/_filter/issue_fields', async (request, reply) => {
    const auth = await authenticateRequest(database.db, request);
    if (!auth || auth === 'bad-token') return sendUnauthorized(reply);
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(request.query.repo ?? '');
    if (!match?.[1] || !match[2]) return reply.code(400).send({ message: 'The repo parameter must name a repository as owner/name.' });
    const ctx = createDomainContext(database.db, auth.user, auth.scopes, services.live);
    // Found only when the viewer may read it (`findRepository` applies the read rule).
    const repo = await findRepository(ctx, match[1], match[2]);
    if (!repo) return reply.code(404).send({ message: 'Not Found' });
    const owner = await ctx.loaders.account.load(repo.ownerId);
    const fields = owner?.kind === 'organization' ? ((await issueFieldsOf(database.db, [owner.id])).get(owner.id) ?? []) : [];
    return reply.header('cache-control', 'private, no-cache').send({ issue_fields: fields });
  });

  app.get('/_filter/issue_fields/dashboard', async (request, reply) => {
    const auth = await authenticateRequest(database.db, request);
    if (!auth || auth === 'bad-token') return sendUnauthorized(reply);
    const orgs = await memberOrganizations(database.db, auth.user.id);
    const fields = await issueFieldsOf(
      database.db,
      orgs.map((org) => org.id),
    );
    return reply.header('cache-control', 'private, no-cache').send({
      issue_fields: orgs
        .map((org) => ({ organization: { login: org.login }, fields: fields.get(org.id) ?? [] }))
        .filter((group) => group.fields.length > 0),
    });
  });
}
