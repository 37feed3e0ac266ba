import type { QueryError, Span } from './ast.ts';
import { isSpace, positionOf } from './position.ts';

export type Token =
  | { type: 'lparen'; span: Span }
  | { type: 'rparen'; span: Span }
  /** A `-` glued to a following `(`: negation of a group. */
  | { type: 'minus'; span: Span }
  | { type: 'op'; op: 'AND' | 'OR' | 'NOT'; span: Span }
  /** A word, qualifier or quoted phrase, as written (quotes included). */
  | { type: 'term'; raw: string; span: Span };

export interface TokenizeResult {
  tokens: Token[];
  errors: QueryError[];
}

/**
 * Finds the closing quote of the quoted string opening at `open`. Inside quotes `\"` and `\\` are
 * escapes. Returns -1 when the quote is never closed.
 */
export function findClosingQuote(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
      i++;
      continue;
    }
    if (char === '"') return i;
  }
  return -1;
}

/** Splits a query into tokens. Never throws; an unclosed quote runs to the end and is reported. */
export function tokenize(source: string): TokenizeResult {
  const tokens: Token[] = [];
  const errors: QueryError[] = [];
  const length = source.length;
  let i = 0;
  const unclosed = (open: number): void => {
    errors.push({
      message: `Missing closing quote for the quote at position ${positionOf(source, open)}`,
      span: { start: open, end: length },
    });
  };
  while (i < length) {
    const char = source[i] ?? '';
    if (isSpace(char)) {
      i++;
      continue;
    }
    if (char === '(') {
      tokens.push({ type: 'lparen', span: { start: i, end: i + 1 } });
      i++;
      continue;
    }
    if (char === ')') {
      tokens.push({ type: 'rparen', span: { start: i, end: i + 1 } });
      i++;
      continue;
    }
    if (char === '-' && source[i + 1] === '(') {
      tokens.push({ type: 'minus', span: { start: i, end: i + 1 } });
      i++;
      continue;
    }
    const start = i;
    if (char === '"') {
      const close = findClosingQuote(source, i);
      if (close < 0) {
        unclosed(i);
        i = length;
      } else {
        i = close + 1;
      }
      tokens.push({ type: 'term', raw: source.slice(start, i), span: { start, end: i } });
      continue;
    }
    while (i < length) {
      const c = source[i] ?? '';
      if (c === '"') {
        const close = findClosingQuote(source, i);
        if (close < 0) {
          unclosed(i);
          i = length;
          break;
        }
        i = close + 1;
        continue;
      }
      if (isSpace(c) || c === '(' || c === ')') break;
      i++;
    }
    const raw = source.slice(start, i);
    const tokenSpan = { start, end: i };
    if (raw === 'AND' || raw === 'OR' || raw === 'NOT') tokens.push({ type: 'op', op: raw, span: tokenSpan });
    else tokens.push({ type: 'term', raw, span: tokenSpan });
  }
  return { tokens, errors };
}
