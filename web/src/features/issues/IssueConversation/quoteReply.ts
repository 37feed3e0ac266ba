import { useEffect, useRef, useSyncExternalStore } from 'react';

/** The window event a quote reply travels on: its `detail` is the quote as markdown. */
export const QUOTE_REPLY_EVENT = 'issues:quote-reply';

/**
 * `text` as a markdown quote ready to type after: every line behind `> ` (a blank line behind `>`,
 * so the quote stays one block), then a blank line.
 */
export function quoteMarkdown(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/^\n+|\s+$/g, '')
    .split('\n');
  return `${lines.map((line) => (line.trim() === '' ? '>' : `> ${line}`)).join('\n')}\n\n`;
}

/** Asks the comment form to take `text` as a quote (GitHub's "Quote reply"). Blank text asks nothing. */
export function requestQuoteReply(text: string): void {
  if (text.trim() === '') return;
  window.dispatchEvent(new CustomEvent<string>(QUOTE_REPLY_EVENT, { detail: quoteMarkdown(text) }));
}

// How many forms take quotes now: "Quote reply" shows only when one does (a viewer who may not
// comment has no form, so no quote reply either).
let listening = 0;
const watchers = new Set<() => void>();

function changeListening(by: number): void {
  listening += by;
  for (const watcher of watchers) watcher();
}

function watch(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** Whether a comment form on the page takes quote replies. */
export function useQuoteReplyAvailable(): boolean {
  return useSyncExternalStore(
    watch,
    () => listening > 0,
    () => false,
  );
}

/**
 * Makes the calling form the target of quote replies: `onQuote` receives the quote as markdown
 * ("> line" lines and a blank line) for the form to add to its text.
 */
export function useQuoteReply(onQuote: (markdown: string) => void): void {
  const latest = useRef(onQuote);
  useEffect(() => {
    latest.current = onQuote;
  });
  useEffect(() => {
    const handle = (event: Event) => {
      if (event instanceof CustomEvent && typeof event.detail === 'string') latest.current(event.detail);
    };
    window.addEventListener(QUOTE_REPLY_EVENT, handle);
    changeListening(1);
    return () => {
      window.removeEventListener(QUOTE_REPLY_EVENT, handle);
      changeListening(-1);
    };
  }, []);
}
