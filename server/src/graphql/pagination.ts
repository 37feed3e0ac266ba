import { badInput } from '../domain/errors.ts';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageInfo {
  startCursor: string | null;
  endCursor: string | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** `first` / `last` take 0 to 100 (0: counts alone, as the web app asks for with a page size of 0). */
export const MIN_PAGE_SIZE = 0;
export const MAX_PAGE_SIZE = 100;

/** GitHub's wording, shared with the check made before execution (`queryLimits.ts`). */
export function excessivePaginationMessage(value: number, argument: 'first' | 'last', connection: string): string {
  return `Requesting ${value} records on the \`${connection}\` connection exceeds the \`${argument}\` limit of ${MAX_PAGE_SIZE} records.`;
}

export function missingBoundariesMessage(connection: string): string {
  return `You must provide a \`first\` or \`last\` value to properly paginate the \`${connection}\` connection.`;
}

function encodeCursor(offset: number): string {
  return Buffer.from(`cursor:v2:${offset}`).toString('base64');
}

function decodeCursor(cursor: string, name: string): number {
  const match = /^cursor:v2:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString());
  if (!match) throw badInput(`\`${cursor}\` does not appear to be a valid cursor.`);
  void name;
  return Number(match[1]);
}

/** The window (offset, limit) a connection's arguments select, checked as GitHub checks them. */
export function pageWindow(args: ConnectionArgs, connection: string, totalCount: number): { offset: number; limit: number } {
  const { first, last, after, before } = args;
  if (first == null && last == null) return { offset: 0, limit: 0 };
  if (first != null && last != null) {
    throw badInput(`Passing both \`first\` and \`last\` to paginate the \`${connection}\` connection is not supported.`);
  }
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value != null && (value < MIN_PAGE_SIZE || value > MAX_PAGE_SIZE))
      throw badInput(excessivePaginationMessage(value, name, connection));
  }
  let start = after != null ? decodeCursor(after, 'after') + 1 : 0;
  let end = before != null ? Math.min(decodeCursor(before, 'before'), totalCount) : totalCount;
  start = Math.min(start, totalCount);
  end = Math.max(end, start);
  if (first != null) end = Math.min(end, start + first);
  if (last != null) start = Math.max(start, end - last);
  return { offset: start, limit: end - start };
}

function missingBoundary(connection: string) {
  return badInput(missingBoundariesMessage(connection));
}

/**
 * Builds a Relay connection over rows fetched for `pageWindow`'s offset and limit. As on GitHub,
 * `totalCount` alone needs no page size; asking for nodes or edges without `first`/`last` fails.
 */
export function toConnection<T>(
  rows: T[],
  offset: number,
  totalCount: number,
  args?: ConnectionArgs,
  connection = 'connection',
): Connection<T> {
  const edges = rows.map((node, index) => ({ cursor: encodeCursor(offset + index), node }));
  if (args && args.first == null && args.last == null) {
    const error = () => {
      throw missingBoundary(connection);
    };
    return {
      get edges(): { cursor: string; node: T }[] {
        return error();
      },
      get nodes(): T[] {
        return error();
      },
      totalCount,
      pageInfo: { startCursor: null, endCursor: null, hasPreviousPage: false, hasNextPage: totalCount > 0 },
    };
  }
  return {
    edges,
    nodes: rows,
    totalCount,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
      hasPreviousPage: offset > 0,
      hasNextPage: offset + rows.length < totalCount,
    },
  };
}

/** Paginates a list already in memory (small relations such as an issue's labels). */
export function connectionFromArray<T>(items: T[], args: ConnectionArgs, connection: string): Connection<T> {
  const { offset, limit } = pageWindow(args, connection, items.length);
  return toConnection(items.slice(offset, offset + limit), offset, items.length, args, connection);
}

/** Paginates with a count query and a window query, both run only as far as needed. */
export async function paginate<T>(
  args: ConnectionArgs,
  connection: string,
  count: () => Promise<number>,
  fetch: (offset: number, limit: number) => Promise<T[]>,
): Promise<Connection<T>> {
  const totalCount = await count();
  const { offset, limit } = pageWindow(args, connection, totalCount);
  const rows = limit > 0 ? await fetch(offset, limit) : [];
  return toConnection(rows, offset, totalCount, args, connection);
}
