import type { QualifierValue, QueryError, QueryNode } from './ast.ts';
import { FIELD_PREFIX, isKnownKey } from './keys.ts';
import { positionOf } from './position.ts';
import { findClosingQuote } from './tokenize.ts';

/** Resolves the `\"` and `\\` escapes of a quoted string's inside. */
export function unescapeQuoted(inner: string): string {
  return inner.replace(/\\(["\\])/g, '$1');
}

/** Reads the inside of a quoted string starting at `open`; `end` is just past the closing quote. */
function readQuoted(text: string, open: number): { text: string; end: number } {
  const close = findClosingQuote(text, open);
  if (close < 0) return { text: unescapeQuoted(text.slice(open + 1)), end: text.length };
  return { text: unescapeQuoted(text.slice(open + 1, close)), end: close + 1 };
}

const SIMPLE_KEY = /^[A-Za-z][A-Za-z0-9_-]*:/;
const FIELD_KEY = /^field\.([^:"\s]+):/i;

interface KeyMatch {
  key: string;
  /** Length of the key text, without the colon. */
  length: number;
}

function matchKey(text: string): KeyMatch | null {
  if (text.toLowerCase().startsWith(FIELD_PREFIX)) {
    if (text[FIELD_PREFIX.length] === '"') {
      const { text: name, end } = readQuoted(text, FIELD_PREFIX.length);
      if (text[end] === ':' && text[end - 1] === '"' && name !== '') {
        return { key: FIELD_PREFIX + name.toLowerCase(), length: end };
      }
      return null;
    }
    const field = FIELD_KEY.exec(text);
    if (field && field[1]) return { key: FIELD_PREFIX + field[1].toLowerCase(), length: FIELD_PREFIX.length + field[1].length };
    return null;
  }
  const simple = SIMPLE_KEY.exec(text);
  if (!simple) return null;
  return { key: simple[0].slice(0, -1).toLowerCase(), length: simple[0].length - 1 };
}

/** Splits a value list at commas outside quotes; quoted members keep their text, empty members are dropped. */
export function parseValues(text: string, offset: number): QualifierValue[] {
  const values: QualifierValue[] = [];
  let i = 0;
  while (i <= text.length) {
    const start = i;
    let value = '';
    // A member with any quoted part counts as quoted: `a"b c"` is the value `ab c`, written `"ab c"`.
    let quoted = false;
    while (i < text.length && text[i] !== ',') {
      if (text[i] === '"') {
        quoted = true;
        const read = readQuoted(text, i);
        value += read.text;
        i = read.end;
      } else {
        value += text[i];
        i++;
      }
    }
    if (value !== '') values.push({ text: value, quoted, span: { start: offset + start, end: offset + i } });
    i++;
  }
  return values;
}

export interface TermResult {
  node: QueryNode | null;
  warnings: QueryError[];
}

/** Turns one term token into a qualifier or text node; `null` when the term is ignored (with a warning). */
export function termToNode(source: string, raw: string, start: number): TermResult {
  const end = start + raw.length;
  const position = positionOf(source, start);
  if (raw.startsWith('"')) {
    const { text } = readQuoted(raw, 0);
    if (text.trim() === '') {
      return { node: null, warnings: [{ message: `Empty phrase at position ${position} is ignored.`, span: { start, end } }] };
    }
    return { node: { kind: 'text', text, phrase: true, span: { start, end } }, warnings: [] };
  }
  const negated = raw.startsWith('-');
  const body = negated ? raw.slice(1) : raw;
  const bodyStart = negated ? start + 1 : start;
  const key = matchKey(body);
  if (key) {
    if (!isKnownKey(key.key)) {
      return {
        node: { kind: 'text', text: raw, phrase: false, span: { start, end } },
        warnings: [
          {
            message: `Unknown qualifier "${key.key}:" at position ${positionOf(source, bodyStart)}; it is searched as text.`,
            span: { start, end },
          },
        ],
      };
    }
    const valuesStart = bodyStart + key.length + 1;
    const values = parseValues(body.slice(key.length + 1), valuesStart);
    if (values.length === 0) {
      return {
        node: null,
        warnings: [
          {
            message: `Filter value cannot be empty: "${key.key}:" at position ${position} is ignored.`,
            span: { start, end },
          },
        ],
      };
    }
    return {
      node: {
        kind: 'qualifier',
        key: key.key,
        values,
        negated,
        span: { start, end },
        keySpan: { start: bodyStart, end: bodyStart + key.length },
      },
      warnings: [],
    };
  }
  if (raw.toLowerCase() === '@me') {
    return {
      node: null,
      warnings: [
        {
          message: `@me at position ${position} is only valid as a qualifier value, like author:@me; it is ignored.`,
          span: { start, end },
        },
      ],
    };
  }
  return { node: { kind: 'text', text: raw, phrase: false, span: { start, end } }, warnings: [] };
}
