import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderInline, renderMarkdownWith, type ReferenceCandidate, type ResolvedReference } from './markdown.ts';

/** Renders as in `gfm` mode in repository `octo/app`, with a fixed world of issues and people. */
function render(source: string, options: Parameters<typeof renderMarkdownWith>[1] = {}): string {
  return renderMarkdownWith(source, { repository: 'octo/app', baseUrl: 'https://issues.example', resolve, ...options });
}

function resolve(candidate: ReferenceCandidate): ResolvedReference | null {
  if (candidate.kind === 'user') return candidate.login.toLowerCase() === 'mona' ? { kind: 'user', href: '/mona' } : null;
  if (candidate.kind === 'team')
    return `${candidate.organization}/${candidate.slug}`.toLowerCase() === 'octo/core'
      ? { kind: 'team', href: '/orgs/octo/teams/core' }
      : null;
  const repository = candidate.repository ?? 'octo/app';
  const issues: Record<string, Omit<Extract<ResolvedReference, { kind: 'issue' }>, 'kind' | 'repository' | 'number' | 'href'>> = {
    'octo/app#1': { type: 'issue', title: 'Open issue', state: 'open' },
    'octo/app#2': { type: 'issue', title: 'Fixed <it>', state: 'closed' },
    'octo/app#3': { type: 'pull_request', title: 'A merged change', state: 'merged' },
    'octo/lib#7': { type: 'issue', title: 'Won’t do', state: 'not_planned' },
  };
  const found = issues[`${repository.toLowerCase()}#${candidate.number}`];
  if (!found) return null;
  const kind = found.type === 'pull_request' ? 'pull' : 'issues';
  return { kind: 'issue', repository, number: candidate.number, href: `/${repository}/${kind}/${candidate.number}`, ...found };
}

/** The opening tags of an element kind, e.g. every `<a …>`. */
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

describe('markdown as on GitHub', () => {
  it('turns emoji shortcodes into emoji, leaving unknown ones, code and ASCII smileys alone', () => {
    expect(render(':tada: :+1: :white_check_mark: :not_an_emoji: :) `:tada:`')).toBe(
      '<p>🎉 👍 ✅ :not_an_emoji: :) <code>:tada:</code></p>\n',
    );
  });

  it('renders task lists as disabled checkboxes numbered in source order', () => {
    const html = render('- [x] done\n- [ ] todo\n  - [X] nested\n\n1. [ ] numbered\n\n- [ ]no space\n- plain');
    expect(tags(html, 'input')).toEqual([
      '<input type="checkbox" class="task-list-item-checkbox" checked="checked" disabled="disabled" data-task-index="0" />',
      '<input type="checkbox" class="task-list-item-checkbox" disabled="disabled" data-task-index="1" />',
      '<input type="checkbox" class="task-list-item-checkbox" checked="checked" disabled="disabled" data-task-index="2" />',
      '<input type="checkbox" class="task-list-item-checkbox" disabled="disabled" data-task-index="3" />',
    ]);
    expect(html).toContain('<ul class="contains-task-list">\n<li class="task-list-item"><input');
    expect(html).toContain('<li>[ ]no space</li>');
    expect(html).not.toContain('id="task-item');
  });

  it('does not count task markers in code blocks, code spans or quoted text', () => {
    const html = render('```\n- [ ] in a fence\n```\n\n    - [ ] indented code\n\n`- [ ] span`\n\n- [ ] real');
    expect(tags(html, 'input')).toHaveLength(1);
    expect(html).toContain('data-task-index="0"');
  });

  it('renders footnotes with GitHub’s numbering and back links', () => {
    const html = render('Claim[^src] and another[^2].\n\n[^src]: The source.\n[^2]: Second.');
    expect(html).toContain('<sup class="footnote-ref"><a href="#fn1" id="user-content-fnref1">1</a></sup>');
    expect(html).toContain('<section class="footnotes">');
    expect(html).toContain(
      '<li id="user-content-fn1" class="footnote-item"><p>The source. <a href="#fnref1" class="footnote-backref" aria-label="Back to reference 1">',
    );
    // Raw HTML cannot name its links that way: only the renderer's elements keep aria-* attributes.
    expect(render('<a href="#fn1" aria-label="Back to reference 1">x</a>')).toBe('<p><a href="#fn1">x</a></p>\n');
  });

  it('renders the five alerts with their title and icon', () => {
    for (const [marker, type, title, icon] of [
      ['NOTE', 'note', 'Note', 'info'],
      ['tip', 'tip', 'Tip', 'light-bulb'],
      ['IMPORTANT', 'important', 'Important', 'report'],
      ['Warning', 'warning', 'Warning', 'alert'],
      ['CAUTION', 'caution', 'Caution', 'stop'],
    ] as const) {
      const html = render(`> [!${marker}]\n> Mind **this**.`);
      expect(html).toMatch(
        new RegExp(
          `^<div class="markdown-alert markdown-alert-${type}">\\n<p class="markdown-alert-title"><svg [^>]*class="octicon octicon-${icon}"[^]*?</svg>${title}</p>\\n<p>Mind <strong>this</strong>.</p>\\n</div>\\n$`,
        ),
      );
    }
  });

  it('keeps GitHub’s limits on alerts: alone on its line, with content, at the top level', () => {
    expect(render('> [!NOTE] same line')).toBe('<blockquote>\n<p>[!NOTE] same line</p>\n</blockquote>\n');
    expect(render('> [!NOTE]')).toBe('<blockquote>\n<p>[!NOTE]</p>\n</blockquote>\n');
    expect(render('> [!NOTICE]\n> x')).toContain('<blockquote>');
    expect(render('- > [!NOTE]\n  > in a list')).not.toContain('markdown-alert');
    expect(render('> > [!NOTE]\n> > nested')).not.toContain('markdown-alert');
    // Content after a blank quoted line, and a quote after the alert, stay where they belong.
    const html = render('> [!TIP]\n>\n> - item\n\n> plain quote');
    expect(html).toMatch(
      /^<div class="markdown-alert markdown-alert-tip">\n<p class="markdown-alert-title">.*Tip<\/p>\n<ul>\n<li>item<\/li>\n<\/ul>\n<\/div>\n<blockquote>\n<p>plain quote<\/p>\n<\/blockquote>\n$/s,
    );
  });

  it('highlights fenced code on the server with hljs classes, and leaves unknown languages plain', () => {
    const html = render('```ts\nconst answer: number = 42; // <b>\n```\n\n```nonsense\n<b>x</b>\n```\n\n```\nplain\n```');
    expect(html).toContain(
      '<pre><code class="language-ts"><span class="hljs-keyword">const</span> <span class="hljs-attr">answer</span>: <span class="hljs-built_in">number</span> = <span class="hljs-number">42</span>; <span class="hljs-comment">// &lt;b&gt;</span>\n</code></pre>',
    );
    expect(html).toContain('<pre><code class="language-nonsense">&lt;b&gt;x&lt;/b&gt;\n</code></pre>');
    expect(html).toContain('<pre><code>plain\n</code></pre>');
  });

  it('gives headings GitHub’s slug ids, unique in the document, with the anchor link before the text', () => {
    const html = render('# Hello, World!\n\n## Hello, World!\n\n### Ünïcödé & `code`');
    expect(tags(html, 'h[1-3]')).toEqual([
      '<h1 id="user-content-hello-world">',
      '<h2 id="user-content-hello-world-1">',
      '<h3 id="user-content-ünïcödé--code">',
    ]);
    expect(html).toMatch(
      /<h1 id="user-content-hello-world"><a class="anchor" href="#hello-world" aria-hidden="true" tabindex="-1"><svg [^>]*octicon-link[^]*?<\/svg><\/a>Hello, World!<\/h1>/,
    );
  });

  it('renders tables with their alignment, strikethrough and autolinks', () => {
    expect(render('| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |')).toContain(
      '<tr>\n<td align="left">1</td>\n<td align="center">2</td>\n<td align="right">3</td>\n</tr>',
    );
    expect(render('~~gone~~')).toBe('<p><del>gone</del></p>\n');
    expect(render('see www.example.com and https://example.org/x?y=1.')).toBe(
      '<p>see <a href="http://www.example.com" rel="nofollow noopener noreferrer">www.example.com</a> and <a href="https://example.org/x?y=1" rel="nofollow noopener noreferrer">https://example.org/x?y=1</a>.</p>\n',
    );
  });

  it('turns soft line breaks into <br> in gfm mode only', () => {
    expect(render('one\ntwo')).toBe('<p>one<br />\ntwo</p>\n');
    expect(render('one\ntwo', { mode: 'markdown' })).toBe('<p>one\ntwo</p>\n');
  });
});

describe('references and mentions', () => {
  it('links #123, GH-123 and owner/repo#123 to readable issues with their state and icon', () => {
    const html = render('See #1, GH-2 and octo/lib#7; also #3.');
    expect(tags(html, 'a')).toEqual([
      '<a class="issue-link" data-hovercard-type="issue" data-state="open" title="Open issue" href="/octo/app/issues/1">',
      '<a class="issue-link" data-hovercard-type="issue" data-state="closed" title="Fixed &lt;it&gt;" href="/octo/app/issues/2">',
      '<a class="issue-link" data-hovercard-type="issue" data-state="not_planned" title="Won’t do" href="/octo/lib/issues/7">',
      '<a class="issue-link" data-hovercard-type="pull_request" data-state="merged" title="A merged change" href="/octo/app/pull/3">',
    ]);
    expect(html).toMatch(/<a [^>]*href="\/octo\/app\/issues\/1"><svg [^>]*octicon-issue-opened[^]*?<\/svg>#1<\/a>/);
    expect(html).toMatch(/<svg [^>]*octicon-skip[^]*?<\/svg>octo\/lib#7<\/a>/);
    expect(html).toMatch(/<svg [^>]*octicon-git-merge[^]*?<\/svg>#3<\/a>/);
    expect(html).toContain('>GH-2</a>');
  });

  it('leaves references the viewer cannot see, or that do not exist, as plain text', () => {
    expect(render('#99 and octo/secret#1 and nobody/none#1')).toBe('<p>#99 and octo/secret#1 and nobody/none#1</p>\n');
  });

  it('links this server’s issue URLs, shortened, and keeps other links as they are', () => {
    const html = render(
      'https://issues.example/octo/app/issues/1 https://issues.example/octo/lib/issues/7 https://issues.example/octo/app/issues/2#issuecomment-5 https://issues.example/octo/app/issues/99 https://other.example/octo/app/issues/1',
    );
    expect(html).toContain('href="/octo/app/issues/1"><svg');
    expect(html).toMatch(/<\/svg>#1<\/a>/);
    expect(html).toMatch(/<\/svg>octo\/lib#7<\/a>/);
    expect(html).toMatch(/href="\/octo\/app\/issues\/2#issuecomment-5"><svg[^]*?<\/svg>#2 \(comment\)<\/a>/);
    // Unknown or unreadable: the URL stays an ordinary link, with nothing added.
    expect(html).toContain(
      '<a href="https://issues.example/octo/app/issues/99" rel="nofollow noopener noreferrer">https://issues.example/octo/app/issues/99</a>',
    );
    expect(html).toContain('<a href="https://other.example/octo/app/issues/1" rel="nofollow noopener noreferrer">');
  });

  it('does not link references in code, links, raw HTML links and code, or words', () => {
    const html = render(
      '`#1` [#1](https://x.example) <a href="https://x.example">#1</a> <code>#1</code>\n\n```\n#1 @mona\n```\n\nissue#1 a/b/c#1 &#1; x@mona.dev #1a',
    );
    expect(tags(html, 'a').filter((tag) => tag.includes('issue-link') || tag.includes('mention'))).toEqual([]);
  });

  it('needs a repository for #123 and GH-123, and links nothing in markdown mode', () => {
    expect(render('#1 GH-1 octo/app#1', { repository: null })).toMatch(
      /^<p>#1 GH-1 <a class="issue-link"[^>]*>.*octo\/app#1<\/a><\/p>\n$/s,
    );
    expect(render('#1 octo/app#1 @mona https://issues.example/octo/app/issues/1', { mode: 'markdown' })).toBe(
      '<p>#1 octo/app#1 @mona <a href="https://issues.example/octo/app/issues/1" rel="nofollow noopener noreferrer">https://issues.example/octo/app/issues/1</a></p>\n',
    );
  });

  it('links @login and @org/team only when they exist and may be seen', () => {
    expect(render('Thanks @mona, @MONA, @ghost-user and @octo/core, not @octo/secret.')).toBe(
      '<p>Thanks <a class="user-mention" data-hovercard-type="user" href="/mona">@mona</a>, ' +
        '<a class="user-mention" data-hovercard-type="user" href="/mona">@MONA</a>, @ghost-user and ' +
        '<a class="team-mention" data-hovercard-type="team" href="/orgs/octo/teams/core">@octo/core</a>, not @octo/secret.</p>\n',
    );
    expect(render('mail mona@example.com')).toBe(
      '<p>mail <a href="mailto:mona@example.com" rel="nofollow noopener noreferrer">mona@example.com</a></p>\n',
    );
  });
});

describe('what a person writes cannot inject markup through the renderer', () => {
  /**
   * What in some HTML could run script or escape the renderer: checked on the tags alone (text is
   * escaped, so every `<` starts a real tag; the payloads' own text may show in code blocks).
   */
  const dangerous = (html: string) =>
    (html.match(/<[a-z][^>]*>/gi) ?? []).filter((tag) =>
      /^<(script|iframe|style|object|embed|form)\b|\son\w+=|(?:href|src)="\s*javascript:|\sdata-md=/i.test(tag),
    );

  it('gets no class, data-* or icon from raw HTML imitating the renderer’s elements', () => {
    const html = render(
      [
        '<div class="markdown-alert markdown-alert-note"><p class="markdown-alert-title" data-octicon="info">Note</p></div>',
        '<a class="issue-link" data-state="closed" data-hovercard-type="issue" data-octicon="issue-closed" href="/x">#5</a>',
        '<input type="checkbox" class="task-list-item-checkbox" data-task-index="0" checked>',
        '<span class="hljs-keyword" data-md="guess">x</span> <code class="language-js">y</code>',
        '<a class="user-mention" href="/mona" aria-hidden="true" tabindex="1">@mona</a>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/class=|data-|aria-|tabindex|<svg/);
    expect(html).toContain('<input type="checkbox" checked />');
  });

  it('escapes what goes into alerts, task items, headings, code, footnotes, tables and references', () => {
    const payloads = [
      '"><img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<svg onload=alert(1)>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '[x](javascript:alert(1))',
      '<a href="jav&#x09;ascript:alert(1)">t</a>',
      '<style>body{display:none}</style>',
    ];
    for (const payload of payloads) {
      const html = render(
        [
          `> [!WARNING]\n> ${payload}`,
          `- [ ] ${payload}`,
          `# ${payload}`,
          `\`\`\`js" onmouseover="alert(1)\n${payload}\n\`\`\``,
          `\`\`\`${payload}\nx\n\`\`\``,
          `Note[^${payload}]\n\n[^${payload}]: ${payload}`,
          `| ${payload} |\n| --- |\n| ${payload} |`,
          `#1${payload} @mona${payload} octo/app#1"${payload}`,
          `https://issues.example/octo/app/issues/1${payload}`,
        ].join('\n\n'),
      );
      expect(dangerous(html), payload).toEqual([]);
    }
  });

  it('finds nothing dangerous in any mix of markdown and HTML fragments', () => {
    expect(dangerous('<p>x</p><img src="x" onerror="y">')).toEqual(['<img src="x" onerror="y">']);
    const fragments = [
      '> [!NOTE]\n',
      '> ',
      '- [ ] ',
      '- [x] ',
      '# ',
      '```js\n',
      '```\n',
      '`',
      '[^1]',
      '[^1]: ',
      '| a |\n| - |\n',
      '~~',
      '**',
      '#1',
      'GH-2',
      'octo/app#3',
      '@mona',
      '@octo/core',
      'https://issues.example/octo/app/issues/1',
      ':tada:',
      '\n',
      '\n\n',
      ' ',
      '<',
      '>',
      '"',
      "'",
      '=',
      '<a href="javascript:x">',
      '<img src=x onerror=alert(1)>',
      '<svg onload=x>',
      '<script>',
      '</a>',
      '<div class="markdown-alert" data-octicon="info">',
      'data-md="x"',
      '<input type="checkbox" class="task-list-item-checkbox">',
      '<code>',
      '</code>',
      '[l](',
      ')',
      'javascript:',
      '&quot;',
      '&lt;',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 40 }), (parts) => {
        expect(dangerous(render(parts.join('')))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('puts a reference’s title in an attribute, escaped', () => {
    const html = renderMarkdownWith('#1', {
      repository: 'octo/app',
      resolve: () => ({
        kind: 'issue',
        type: 'issue',
        repository: 'octo/app',
        number: 1,
        href: '/octo/app/issues/1',
        title: '"><script>x</script>',
        state: 'open',
      }),
    });
    expect(html).toContain('title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(dangerous(html)).toEqual([]);
  });
});

describe('renderInline (titles and label names)', () => {
  it('renders code spans, emphasis and emoji, and nothing else', () => {
    expect(renderInline(':bug: Fix `parse()` for **bold** <b>html</b> [link](https://x.example) #1')).toBe(
      '🐛 Fix <code>parse()</code> for <strong>bold</strong> &lt;b&gt;html&lt;/b&gt; link #1',
    );
  });
});
