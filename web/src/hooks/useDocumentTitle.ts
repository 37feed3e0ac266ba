import { useEffect, useRef } from 'react';
import { serverRequest } from '../lib/serverRequest';

/**
 * How specific a title is. The route table's title is the fallback; a page's content (a loaded
 * issue's title, "Repository not found") is more specific and wins while it is shown, whichever
 * effect ran last: a child's effects run before its parent's, so order alone would let the route
 * title of the page overwrite its content's.
 */
export type TitleSource = 'route' | 'content';

interface TitleEntry {
  title: string;
  rank: number;
  order: number;
}

const entries = new Map<object, TitleEntry>();
let counter = 0;

function applyTitle(): void {
  let best: TitleEntry | undefined;
  for (const entry of entries.values()) {
    if (!best || entry.rank > best.rank || (entry.rank === best.rank && entry.order > best.order)) best = entry;
  }
  if (best) document.title = best.title;
}

/** Sets `document.title` while the calling component is shown (null: leaves it alone). */
export function useDocumentTitle(title: string | null, source: TitleSource = 'content'): void {
  const key = useRef({}).current;
  // On the server effects do not run: the page's HTML takes the content's title (the last one
  // rendered, the deepest), and the route table's when the content gives none.
  const rendering = serverRequest();
  if (rendering && title !== null && source === 'content') rendering.title = title;
  useEffect(() => {
    if (title === null) return;
    counter += 1;
    entries.set(key, { title, rank: source === 'content' ? 1 : 0, order: counter });
    applyTitle();
    return () => {
      entries.delete(key);
      applyTitle();
    };
  }, [key, title, source]);
}
