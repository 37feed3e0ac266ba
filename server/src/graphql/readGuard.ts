import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isAbstractType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { GraphQLContext } from './context.ts';
import { isGuardedType, READ_RULES } from '../domain/readRules.ts';

/** Whether a field's values may be of a guarded type (directly, or through an interface or union). */
function mayReturnGuarded(schema: GraphQLSchema, type: GraphQLOutputType): boolean {
  const named = getNamedType(type);
  if (isObjectType(named)) return isGuardedType(named.name);
  if (isAbstractType(named)) return schema.getPossibleTypes(named).some((possible) => isGuardedType(possible.name));
  return false;
}

/** The concrete type of one value of the field, as the schema's own type resolution decides it. */
async function typeNameOf(value: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo): Promise<string | null> {
  const named = getNamedType(info.returnType);
  if (isObjectType(named)) return named.name;
  if (!isAbstractType(named) || !named.resolveType) return null;
  try {
    const name = await named.resolveType(value, ctx, info, named);
    return typeof name === 'string' ? name : null;
  } catch {
    // Unresolvable values fail in execution anyway; the guard only decides readability.
    return null;
  }
}

/** Whether the viewer may read one value; values of unguarded types pass. */
async function readable(value: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo): Promise<boolean> {
  if (value === null || value === undefined || typeof value !== 'object') return true;
  const name = await typeNameOf(value, ctx, info);
  if (name === null) return !mayReturnGuarded(info.schema, info.returnType);
  if (!isGuardedType(name)) return true;
  return READ_RULES[name](ctx, value as never);
}

/**
 * Applies the read rules to what a field returned: an unreadable single value becomes null; in a
 * list, an unreadable item becomes null where the list admits nulls (`nodes(ids:)` keeps its
 * positions, as on GitHub) and is left out where it does not.
 */
async function guardValue(value: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo, type: GraphQLOutputType): Promise<unknown> {
  const resolved: unknown = await value;
  if (resolved === null || resolved === undefined) return resolved;
  const nullable = getNullableType(type);
  if (isListType(nullable) && Array.isArray(resolved)) {
    const itemType = nullable.ofType as GraphQLOutputType;
    const items = await Promise.all(resolved.map((item: unknown) => guardValue(item, ctx, info, itemType)));
    return isNonNullType(itemType) ? items.filter((item) => item !== null && item !== undefined) : items;
  }
  return (await readable(resolved, ctx, info)) ? resolved : null;
}

/**
 * Every field of the schema that can hand out a repository, an issue or pull request, a comment,
 * a project or any other type with a read rule (`readRules.ts`) passes its result through that
 * rule, whichever resolver produced it: `node`, connections, payloads of mutations, timeline
 * events, subscriptions. A resolver that forgets a check therefore cannot leak; resolvers still
 * check on their own where they must decide more (counts, "could not resolve" errors).
 */
export function guardReads(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      if (!mayReturnGuarded(schema, field.type)) return field;
      const resolve: GraphQLFieldResolver<unknown, GraphQLContext> = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, ctx: GraphQLContext, info) => guardValue(resolve(source, args, ctx, info), ctx, info, info.returnType),
      };
    },
  });
}
