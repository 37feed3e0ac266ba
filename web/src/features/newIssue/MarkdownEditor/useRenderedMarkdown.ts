import { useEffect, useState } from 'react';
import { renderMarkdown } from '../renderMarkdown';

export type RenderedMarkdown = { state: 'loading' } | { state: 'done'; html: string } | { state: 'failed' };

/** The preview of `text` (spec 000 §2), fetched while `enabled`; a newer text cancels the older request. */
export function useRenderedMarkdown(text: string, context: string, enabled = true): RenderedMarkdown {
  const [result, setResult] = useState<{ key: string; value: RenderedMarkdown } | null>(null);
  const key = `${context}\n${text}`;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    renderMarkdown(text, context, controller.signal).then(
      (html) => setResult({ key, value: { state: 'done', html } }),
      () => {
        if (!controller.signal.aborted) setResult({ key, value: { state: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [key, text, context, enabled]);
  return result?.key === key ? result.value : { state: 'loading' };
}
