import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, pageDataScript } from './pageData';

describe('pageDataScript', () => {
  const hostile = {
    records: {
      'client:root': { __id: 'client:root', title: '</script><script>alert(1)</script> <!-- & \u2028\u2029' },
    },
    session: { login: 'mona', name: null, avatarUrl: '/avatars/u/1' },
  };

  it('cannot be closed or commented out by the data it carries', () => {
    const script = pageDataScript(hostile);
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(body).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(script.startsWith(`<script type="application/json" id="${PAGE_DATA_ID}">`)).toBe(true);
  });

  it('reads back as the same data', () => {
    const script = pageDataScript(hostile);
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(body)).toEqual(hostile);
  });
});
