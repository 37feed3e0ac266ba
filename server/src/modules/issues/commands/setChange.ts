/** What makes a set of ids (`current`, rows with an `id`) exactly `wanted`: the ids to remove, then those to add. */
export function setChange(current: readonly { id: number }[], wanted: readonly number[]): { removed: number[]; added: number[] } {
  const now = new Set(current.map((row) => row.id));
  return { removed: [...now].filter((id) => !wanted.includes(id)), added: wanted.filter((id) => !now.has(id)) };
}
