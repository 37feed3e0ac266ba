import { describe, expect, it } from 'vitest';
import { quoteMarkdown } from './quoteReply';

describe('quoteMarkdown', () => {
  it('puts every line behind "> ", keeps blank lines inside the quote, and ends with a blank line', () => {
    expect(quoteMarkdown('It fails')).toBe('> It fails\n\n');
    expect(quoteMarkdown('\nFirst\r\n\r\n  indented\n\n')).toBe('> First\n>\n>   indented\n\n');
  });
});
