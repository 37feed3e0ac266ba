import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BlobPageQuery from '../../__generated__/BlobPageQuery.graphql';
import { forgetSession } from '../../lib/session';
import { fakeRepositoryHeader, installFakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

interface BlobAnswer {
  byteSize: number;
  isBinary: boolean;
  text: string | null;
  textHTML: string | null;
}

/** The fake server, answering the file page's query with the blob the test gives (null: no such file or repository). */
function serveBlob(answer: { repository: false } | { repository: true; blob: BlobAnswer | null }): { expressions: string[] } {
  installFakeServer({ signedInAs: 'monalisa' });
  const fakeServer = globalThis.fetch;
  const seen = { expressions: [] as string[] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const body = init.body ? (JSON.parse(String(init.body)) as { doc_id?: string; variables?: { expression?: string } }) : {};
    if (body.doc_id !== BlobPageQuery.params.id) return fakeServer(input, init);
    seen.expressions.push(body.variables?.expression ?? '');
    const repository = answer.repository
      ? {
          id: 'R_1',
          ...fakeRepositoryHeader('octo-org', 'hello-world'),
          object: answer.blob ? { __typename: 'Blob', id: 'B_1', ...answer.blob } : null,
        }
      : null;
    return new Response(JSON.stringify({ data: { repository } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

describe('file page', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders a markdown file under a header with its name and size, below a breadcrumb to the issues', async () => {
    const text = '# Contributing\n\nBe kind.\n';
    const seen = serveBlob({
      repository: true,
      blob: { byteSize: 1536, isBinary: false, text, textHTML: '<h1>Contributing</h1>\n<p>Be kind.</p>\n' },
    });
    renderApp('/octo-org/hello-world/blob/main/docs/CONTRIBUTING.md');

    const box = await screen.findByRole('region', { name: 'CONTRIBUTING.md' });
    expect(seen.expressions).toEqual(['main:docs/CONTRIBUTING.md']);
    expect(within(box).getByRole('heading', { name: 'Contributing' })).toBeTruthy();
    expect(within(box).getByText('Be kind.')).toBeTruthy();
    expect(box.querySelector('header')?.textContent).toContain('3 lines · 1.5 KB');
    const breadcrumb = screen.getByRole('navigation', { name: 'File path' });
    expect(within(breadcrumb).getByRole('link', { name: 'hello-world' }).getAttribute('href')).toBe('/octo-org/hello-world/issues');
    expect(breadcrumb.textContent).toBe('hello-world/docs/CONTRIBUTING.md');
    expect(within(breadcrumb).getByRole('heading', { level: 1 }).textContent).toBe('CONTRIBUTING.md');
  });

  it('shows other files as plain text, never as HTML', async () => {
    serveBlob({ repository: true, blob: { byteSize: 20, isBinary: false, text: 'name: <b>Bug</b>\n', textHTML: null } });
    renderApp('/octo-org/hello-world/blob/main/.github/ISSUE_TEMPLATE/bug.yml');

    const contents = await screen.findByLabelText('Contents of bug.yml');
    expect(contents.tagName).toBe('PRE');
    expect(contents.textContent).toBe('name: <b>Bug</b>\n');
    expect(contents.querySelector('b')).toBeNull();
    expect(screen.getByRole('region', { name: 'bug.yml' }).querySelector('header')?.textContent).toContain('1 line · 20 Bytes');
  });

  it('shows the not-found page for a file the branch does not have', async () => {
    serveBlob({ repository: true, blob: null });
    renderApp('/octo-org/hello-world/blob/main/NOPE.md');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows "Repository not found" for a repository the viewer cannot read', async () => {
    serveBlob({ repository: false });
    renderApp('/octo-org/secret/blob/main/README.md');
    expect(await screen.findByRole('heading', { level: 1, name: 'Repository not found' })).toBeTruthy();
  });
});
