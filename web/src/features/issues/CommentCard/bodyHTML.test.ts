import { describe, expect, it } from 'vitest';
import { textAsHTML } from './bodyHTML';

describe('bodyHTML', () => {
  it('shows typed text as escaped paragraphs until the server renders it', () => {
    expect(textAsHTML('Use <b> & "quotes"\nsecond line\r\n\r\n\nNext')).toBe(
      '<p>Use &lt;b&gt; &amp; &quot;quotes&quot;<br>second line</p>\n<p>Next</p>',
    );
    expect(textAsHTML('  \n\n')).toBe('');
  });
});
