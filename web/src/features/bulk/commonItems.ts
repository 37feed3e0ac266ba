/**
 * What every chosen issue has (spec 000 §5: bulk pickers show only the items common to all
 * selected issues): the keys found in each issue's list. No issues share nothing.
 */
export function commonKeys(lists: readonly (readonly string[])[]): Set<string> {
  const [first, ...rest] = lists;
  if (!first) return new Set();
  const sets = rest.map((list) => new Set(list));
  return new Set(first.filter((key) => sets.every((set) => set.has(key))));
}

/** The labels every chosen issue has, by name compared without case (lower-cased names). */
export function commonLabelNames(lists: readonly (readonly string[])[]): Set<string> {
  return commonKeys(lists.map((names) => names.map((name) => name.toLowerCase())));
}

/**
 * The one value every chosen issue has (a milestone, an issue type), compared by `key`; null when
 * they differ, when one has none, or when no issue is given.
 */
export function sharedValue<T>(values: readonly (T | null | undefined)[], key: (value: T) => string): T | null {
  const [first] = values;
  if (first === null || first === undefined) return null;
  const firstKey = key(first);
  return values.every((value) => value !== null && value !== undefined && key(value) === firstKey) ? first : null;
}

/**
 * What a multi-select picker changes: what was checked at opening (the common items) against what
 * is checked on saving. Items only some issues have are neither checked nor touched.
 */
export function toggledIds(initial: ReadonlySet<string>, chosen: ReadonlySet<string>): { add: string[]; remove: string[] } {
  return {
    add: [...chosen].filter((id) => !initial.has(id)),
    remove: [...initial].filter((id) => !chosen.has(id)),
  };
}
