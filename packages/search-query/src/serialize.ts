import type { QualifierNode, QualifierValue, QueryNode } from './ast.ts';
import { FIELD_PREFIX } from './keys.ts';
import { isSpace } from './position.ts';

function needsQuotes(text: string): boolean {
  if (text === '') return true;
  for (const char of text) {
    if (isSpace(char) || char === '"' || char === ',' || char === '(' || char === ')') return true;
  }
  return false;
}

/** Wraps text in double quotes, escaping `"` and `\`. */
export function quote(text: string): string {
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** A qualifier value as it must be written: quoted when it was, or when it holds spaces or specials. */
export function formatValue(value: Pick<QualifierValue, 'text' | 'quoted'>): string {
  return value.quoted || needsQuotes(value.text) ? quote(value.text) : value.text;
}

/** A qualifier key as written: `field."target date"` when the field name needs quotes. */
export function formatKey(key: string): string {
  if (!key.startsWith(FIELD_PREFIX)) return key;
  const name = key.slice(FIELD_PREFIX.length);
  return needsQuotes(name) || name.includes(':') ? FIELD_PREFIX + quote(name) : key;
}

export function serializeQualifier(node: Pick<QualifierNode, 'key' | 'values' | 'negated'>): string {
  return `${node.negated ? '-' : ''}${formatKey(node.key)}:${node.values.map(formatValue).join(',')}`;
}

/**
 * Writes a tree back as canonical query text: single spaces, `AND` only where the author wrote it,
 * groups kept, `-(…)` for a negated group and `NOT x` otherwise. OR nodes directly under an AND or
 * NOT (only possible in hand-built trees) are parenthesised so the text means the same tree.
 */
export function serialize(node: QueryNode | null): string {
  if (!node) return '';
  switch (node.kind) {
    case 'qualifier':
      return serializeQualifier(node);
    case 'text':
      return node.phrase ? quote(node.text) : node.text;
    case 'group':
      return `(${serialize(node.child)})`;
    case 'not':
      if (node.child.kind === 'group') return `-${serialize(node.child)}`;
      if (node.child.kind === 'not' && node.child.child.kind === 'group') return `NOT ${serialize(node.child)}`;
      if (node.child.kind === 'and' || node.child.kind === 'or' || node.child.kind === 'not') return `-(${serialize(node.child)})`;
      return `NOT ${serialize(node.child)}`;
    case 'and':
      return node.children
        .map((child) => (child.kind === 'or' || child.kind === 'and' ? `(${serialize(child)})` : serialize(child)))
        .join(node.explicit ? ' AND ' : ' ');
    case 'or':
      return node.children.map((child) => (child.kind === 'or' ? `(${serialize(child)})` : serialize(child))).join(' OR ');
  }
}
