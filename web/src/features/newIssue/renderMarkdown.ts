import { csrfHeaders } from '../../lib/csrfHeaders';

/**
 * Renders markdown as the issue will show it (`POST /api/v3/markdown`, GitHub's REST shape): the
 * server answers sanitised HTML, so it may be inserted as is.
 */
export async function renderMarkdown(text: string, context: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch('/api/v3/markdown', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'text/html', ...csrfHeaders() },
    body: JSON.stringify({ text, mode: 'gfm', context }),
    signal,
  });
  if (!response.ok) throw new Error(`POST /api/v3/markdown answered ${response.status}`);
  return response.text();
}
