import type { Span } from './ast.ts';

/** The 1-based character (code point) position of a UTF-16 offset, as shown to people in messages. */
export function positionOf(source: string, offset: number): number {
  let count = 0;
  for (let i = 0; i < offset && i < source.length; i++) {
    const code = source.charCodeAt(i);
    // Count a surrogate pair once.
    if (code >= 0xdc00 && code <= 0xdfff && i > 0) {
      const previous = source.charCodeAt(i - 1);
      if (previous >= 0xd800 && previous <= 0xdbff) continue;
    }
    count++;
  }
  return count + 1;
}

export function span(start: number, end: number): Span {
  return { start, end };
}

/** Whitespace for the tokenizer: Unicode white space and every control character. */
export function isSpace(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/u.test(char);
}
