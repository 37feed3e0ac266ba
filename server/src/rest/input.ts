import type { PublicCall } from './restCall.ts';
import { badRequest, validationFailed } from './restErrors.ts';

/** A request body as an object: anything else (an array, a string) is not what the endpoint takes. */
export function objectBody(call: Pick<PublicCall, 'body'>): Record<string, unknown> {
  const body = call.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Problems parsing JSON');
  return body as Record<string, unknown>;
}

/** A field that must be a string when given: undefined when left out, null when sent as null. */
export function stringField(body: Record<string, unknown>, field: string, resource: string): string | null | undefined {
  const value = body[field];
  if (value === undefined || value === null) return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw validationFailed({ resource, field, code: 'invalid', value });
}

/** A field that must be a list of strings when given (`labels` also takes `{ name }` objects). */
export function stringListField(body: Record<string, unknown>, field: string, resource: string): string[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return value === null ? [] : undefined;
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    if (typeof item === 'string') return item;
    if (typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string')
      return (item as { name: string }).name;
    throw validationFailed({ resource, field, code: 'invalid', value });
  });
}

/** One of `allowed`, when given; 422 `invalid` otherwise. */
export function choiceField<T extends string>(value: unknown, allowed: readonly T[], field: string, resource: string): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw validationFailed({ resource, field, code: 'invalid', value });
}

/** `since` (ISO 8601) as a time, null when not given; 422 for anything else. */
export function sinceParam(call: Pick<PublicCall, 'query'>, resource: string): Date | null {
  const text = call.query.since;
  if (text === undefined) return null;
  const since = /^\d{4}-\d{2}-\d{2}/.test(text) ? new Date(text) : null;
  if (!since || Number.isNaN(since.getTime())) throw validationFailed({ resource, field: 'since', code: 'invalid', value: text });
  return since;
}
