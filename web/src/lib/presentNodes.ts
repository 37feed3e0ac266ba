/** The nodes of a GraphQL connection without its null entries (a connection's `nodes` may hold nulls). */
export function presentNodes<T>(nodes: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (nodes ?? []).flatMap((node) => (node === null || node === undefined ? [] : [node]));
}
