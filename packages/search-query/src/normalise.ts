import type { QueryNode } from './ast.ts';
import { fromTerms, isQualifier, makeQualifier, mapQualifiers, termsOf } from './edit.ts';
import { parseSyntax as parse } from './parse.ts';
import { serialize } from './serialize.ts';
import { isValidReactionSort } from './sort.ts';
import { resolveTodayIn } from './values.ts';

export interface NormaliseOptions {
  /** Today's date (`YYYY-MM-DD` or a Date, read in UTC) for `@today`. */
  today: string | Date;
  /** A repository-scoped list: scope qualifiers are replaced by `repo:{owner}/{name}`. */
  scopeRepository?: { owner: string; name: string };
  /** Archived items are requested: no `archived:false` is added. */
  includeArchived?: boolean;
  /** The caller filters by kind itself: top-level positive `is:`/`type:` issue, pr, pull-request are removed. */
  handlesIsType?: boolean;
}

const KIND_VALUES = new Set(['issue', 'pr', 'pull-request']);
const SCOPE_KEYS = new Set(['repo', 'org', 'user']);

/** Resolves `@today` expressions in every qualifier value of a tree. */
export function resolveTodayInTree(root: QueryNode | null, today: string | Date): QueryNode | null {
  return mapQualifiers(root, (qualifier) => ({
    ...qualifier,
    values: qualifier.values.map((value) => ({ ...value, text: resolveTodayIn(value.text, today) })),
  }));
}

/**
 * Normalises a query for running a list: resolves `@today…` to dates, scopes to a repository, drops
 * kind terms handled elsewhere, adds `archived:false` (unless requested otherwise or the query
 * already says `archived:`) and `sort:created-desc` when there is no valid top-level sort (invalid
 * top-level sort terms, such as `sort:reactions-+1,reactions-heart`, are dropped). The result is
 * canonical text and normalising it again gives the same text. A query with syntax errors is
 * returned unchanged, so that running it reports those errors.
 */
export function normaliseForList(query: string, options: NormaliseOptions): string {
  const parsed = parse(query);
  if (parsed.errors.length > 0) return query;
  const root = resolveTodayInTree(parsed.root, options.today);
  let terms = termsOf(root);
  if (options.handlesIsType) {
    terms = terms.flatMap((term) => {
      if (term.kind !== 'qualifier' || term.negated || (term.key !== 'is' && term.key !== 'type')) return [term];
      const values = term.values.filter((value) => !KIND_VALUES.has(value.text.toLowerCase()));
      return values.length === 0 ? [] : [{ ...term, values }];
    });
  }
  // A sort term must be one known key; a reaction sort exactly one value beginning with reactions-.
  terms = terms.filter(
    (term) => !isQualifier(term, 'sort') || (!term.negated && isValidReactionSort(term.values.map((value) => value.text))),
  );
  const before: QueryNode[] = [];
  if (options.scopeRepository) {
    terms = terms.filter(
      (term) =>
        !(term.kind === 'qualifier' && SCOPE_KEYS.has(term.key)) && !(term.kind === 'text' && !term.phrase && term.text.startsWith('@')),
    );
    before.push(makeQualifier('repo', [`${options.scopeRepository.owner}/${options.scopeRepository.name}`]));
  }
  const after: QueryNode[] = [];
  const hasArchived = terms.some((term) => isQualifier(term, 'archived'));
  if (!options.includeArchived && !hasArchived) after.push(makeQualifier('archived', ['false']));
  if (!terms.some((term) => isQualifier(term, 'sort', false))) after.push(makeQualifier('sort', ['created-desc']));
  return serialize(fromTerms([...before, ...terms, ...after], root));
}
