import type { QueryNode } from './ast.ts';

/** A copy of a tree with every span set to 0..0, for comparing trees by shape. */
export function stripSpans(node: QueryNode | null): QueryNode | null {
  if (!node) return null;
  const none = { start: 0, end: 0 };
  switch (node.kind) {
    case 'qualifier':
      return { ...node, span: none, keySpan: none, values: node.values.map((value) => ({ ...value, span: none })) };
    case 'text':
      return { ...node, span: none };
    case 'and':
      return { ...node, span: none, children: node.children.map((child) => stripSpans(child) as QueryNode) };
    case 'or':
      return { ...node, span: none, children: node.children.map((child) => stripSpans(child) as QueryNode) };
    case 'not':
    case 'group':
      return { ...node, span: none, child: stripSpans(node.child) as QueryNode };
  }
}

/** Whether two trees are equal apart from their spans. */
export function equalIgnoringSpans(a: QueryNode | null, b: QueryNode | null): boolean {
  return JSON.stringify(stripSpans(a)) === JSON.stringify(stripSpans(b));
}
