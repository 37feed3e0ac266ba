import { GraphQLScalarType, Kind } from 'graphql';
import { DomainError } from '../../domain/errors.ts';

/** ISO-8601 date-times; values out of the database are Date objects, inputs are strings. */
export const DateTimeScalar = new GraphQLScalarType<Date | string, string>({
  name: 'DateTime',
  description: 'An ISO-8601 encoded UTC date string.',
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  },
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? parseDate(ast.value) : invalid(ast.kind)),
});

function parseDate(value: unknown): Date {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new DomainError('BAD_USER_INPUT', `"${String(value)}" is not a valid ISO-8601 date-time.`);
  return date;
}

function invalid(kind: string): never {
  throw new DomainError('BAD_USER_INPUT', `DateTime must be a string, got ${kind}.`);
}

export function PassThroughString(name: string, description: string) {
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (value) => String(value),
    parseValue: (value) => String(value),
    parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : invalid(ast.kind)),
  });
}
