import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { scopesWrite } from '../auth/scopes.ts';
import type { GraphQLContext } from './context.ts';
import { DomainError } from '../domain/errors.ts';

/** The scopes that let a token write, as GitHub lists them in its refusal. */
const WRITE_SCOPES = ['repo', 'public_repo'];

/** GitHub's refusal of a field the token's scopes do not cover (`type: INSUFFICIENT_SCOPES`). */
export function insufficientScopes(field: string, granted: readonly string[]): DomainError {
  const list = (scopes: readonly string[]) => `[${scopes.map((s) => `'${s}'`).join(', ')}]`;
  return new DomainError(
    'INSUFFICIENT_SCOPES',
    `Your token has not been granted the required scopes to execute this query. The '${field}' field requires one of the following scopes: ${list(WRITE_SCOPES)}, but your token has only been granted the: ${list(granted)} scopes. Please create a token with one of those scopes (npm run cli -- token create <login> --scopes repo).`,
  );
}

/**
 * Every mutation writes, and a token writes only with the `repo` or `public_repo` scope (the
 * repository rule then keeps `public_repo` tokens out of private repositories). Browser sessions
 * have no scopes to check. Applied to the schema, so a new mutation is covered without a check of
 * its own.
 */
export function guardScopes(schema: GraphQLSchema): GraphQLSchema {
  const mutationType = schema.getMutationType()?.name;
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (typeName !== mutationType) return field;
      const resolve: GraphQLFieldResolver<unknown, GraphQLContext> = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, ctx: GraphQLContext, info) => {
          if (ctx.scopes !== null && !scopesWrite(ctx.scopes)) throw insufficientScopes(fieldName, ctx.scopes);
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
}
