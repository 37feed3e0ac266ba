import type { QueryNode } from '../ast.ts';
import { serialize } from '../serialize.ts';

/** A compact S-expression of a tree, for table-driven tests: `(and label:bug (or a b))`. */
export function show(node: QueryNode | null): string {
  if (!node) return '∅';
  switch (node.kind) {
    case 'qualifier':
      return serialize(node);
    case 'text':
      return node.phrase ? `"${node.text}"` : `text:${node.text}`;
    case 'and':
      return `(${node.explicit ? 'AND' : 'and'} ${node.children.map(show).join(' ')})`;
    case 'or':
      return `(or ${node.children.map(show).join(' ')})`;
    case 'not':
      return `(not ${show(node.child)})`;
    case 'group':
      return `[${show(node.child)}]`;
  }
}
