import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context.ts';
import { DomainError } from '../domain/errors.ts';

/** The path of the first string under `value` holding a NUL character, e.g. `input.title`, or null. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, path === '' ? key : `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** "input.issueFormFieldValues[1].value" → "Value"; "title" → "Title". */
function fieldLabel(path: string): string {
  const last =
    path
      .split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '') ?? path;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The refusal of a NUL character, naming the field it was found in. */
export function nulCharacterError(path: string): DomainError {
  return new DomainError('BAD_USER_INPUT', `${fieldLabel(path)} can't contain the NUL character (\\u0000).`, { argument: path });
}

/**
 * No argument of any field may carry the NUL character: PostgreSQL cannot store it in text, and
 * an insert would fail as an internal error. Refused up front with a sentence naming the field,
 * for every field that takes arguments, so a new mutation is covered without a check of its own.
 */
export function guardInputs(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      if (!field.args || Object.keys(field.args).length === 0) return field;
      const resolve: GraphQLFieldResolver<unknown, GraphQLContext> = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args: Record<string, unknown>, ctx: GraphQLContext, info) => {
          const path = nulPath(args, '');
          if (path) throw nulCharacterError(path);
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
}
