/** `ids` with the item at `from` moved to `to` (both clamped to the list); a new array. */
export function moveItem<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1) as [T];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** Whether two orders list the same ids in the same order. */
export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => b[index] === id);
}

/**
 * The items to show: the server's, without the ones being unpinned, in the optimistic order while a
 * reorder is on its way (ids the order does not know keep their place after the known ones).
 */
export function displayedItems<T extends { id: string }>(
  items: readonly T[],
  order: readonly string[] | null,
  hidden: ReadonlySet<string>,
): T[] {
  const visible = items.filter((item) => !hidden.has(item.id));
  if (!order) return visible;
  const rank = (id: string) => {
    const index = order.indexOf(id);
    return index === -1 ? order.length : index;
  };
  return visible
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.id) - rank(b.item.id) || a.index - b.index)
    .map(({ item }) => item);
}

/** "1st", "2nd", "3rd"… for positions counted from 1. */
export function ordinal(position: number): string {
  const tens = position % 100;
  if (tens >= 11 && tens <= 13) return `${position}th`;
  switch (position % 10) {
    case 1:
      return `${position}st`;
    case 2:
      return `${position}nd`;
    case 3:
      return `${position}rd`;
    default:
      return `${position}th`;
  }
}
