import type { QualifierNode, QualifierValue, QueryNode } from './ast.ts';

/** Helpers that rebuild trees for the string-editing functions (spans of new nodes are 0..0). */

const NO_SPAN = { start: 0, end: 0 };

export function makeValue(text: string, quoted = false): QualifierValue {
  return { text, quoted, span: NO_SPAN };
}

export function makeQualifier(key: string, values: readonly string[], negated = false): QualifierNode {
  return { kind: 'qualifier', key, values: values.map((text) => makeValue(text)), negated, span: NO_SPAN, keySpan: NO_SPAN };
}

/** The terms AND-ed at the top of a query. A top-level OR is one term. */
export function termsOf(root: QueryNode | null): QueryNode[] {
  if (!root) return [];
  return root.kind === 'and' ? [...root.children] : [root];
}

/** Rebuilds a root from top-level terms, keeping the author's explicit `AND` choice. */
export function fromTerms(terms: readonly QueryNode[], original: QueryNode | null): QueryNode | null {
  if (terms.length === 0) return null;
  if (terms.length === 1) return terms[0] ?? null;
  // An OR among AND-ed terms needs parentheses, or implicit AND would bind into it.
  const children = terms.map((term) => (term.kind === 'or' || term.kind === 'and' ? group(term) : term));
  const explicit = original?.kind === 'and' ? original.explicit : false;
  return { kind: 'and', children, explicit, span: NO_SPAN };
}

export function group(node: QueryNode): QueryNode {
  return { kind: 'group', child: node, span: NO_SPAN };
}

export function isQualifier(node: QueryNode, key: string, negated?: boolean): node is QualifierNode {
  return node.kind === 'qualifier' && node.key === key && (negated === undefined || node.negated === negated);
}

/** Applies `fn` to every qualifier in the tree, returning a new tree. */
export function mapQualifiers(node: QueryNode | null, fn: (qualifier: QualifierNode) => QualifierNode): QueryNode | null {
  if (!node) return null;
  switch (node.kind) {
    case 'qualifier':
      return fn(node);
    case 'text':
      return node;
    case 'and':
    case 'or':
      return { ...node, children: node.children.map((child) => mapQualifiers(child, fn) as QueryNode) };
    case 'not':
    case 'group':
      return { ...node, child: mapQualifiers(node.child, fn) as QueryNode };
  }
}

/**
 * Whether a query is "complex" for filter editing: parentheses containing `AND`/`OR`, or groups
 * nested more than one level deep. An edit then replaces a same-key filter instead of merging.
 */
export function isComplex(root: QueryNode | null): boolean {
  const walk = (node: QueryNode, depth: number): boolean => {
    switch (node.kind) {
      case 'qualifier':
      case 'text':
        return false;
      case 'and':
        if (depth > 0 && node.explicit) return true;
        return node.children.some((child) => walk(child, depth));
      case 'or':
        if (depth > 0) return true;
        return node.children.some((child) => walk(child, depth));
      case 'not':
        return walk(node.child, depth);
      case 'group':
        if (depth >= 1) return true;
        return walk(node.child, depth + 1);
    }
  };
  return root ? walk(root, 0) : false;
}
