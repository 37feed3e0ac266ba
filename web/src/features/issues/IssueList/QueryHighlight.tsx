import { tokenize } from '@issues/search-query';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import classes from './IssueList.module.css';

/** The query as coloured segments: qualifier keys, operators and parentheses stand out. */
export function highlightSegments(query: string): { text: string; kind: 'plain' | 'key' | 'operator' | 'paren' }[] {
  const segments: { text: string; kind: 'plain' | 'key' | 'operator' | 'paren' }[] = [];
  let at = 0;
  const plain = (end: number) => {
    if (end > at) segments.push({ text: query.slice(at, end), kind: 'plain' });
    at = Math.max(at, end);
  };
  for (const token of tokenize(query).tokens) {
    plain(token.span.start);
    const text = query.slice(token.span.start, token.span.end);
    if (token.type === 'op') segments.push({ text, kind: 'operator' });
    else if (token.type !== 'term') segments.push({ text, kind: 'paren' });
    else {
      const colon = text.indexOf(':');
      const quoted = text.replace(/^-/, '').startsWith('"');
      if (colon > 0 && !quoted) {
        segments.push({ text: text.slice(0, colon + 1), kind: 'key' });
        if (colon + 1 < text.length) segments.push({ text: text.slice(colon + 1), kind: 'plain' });
      } else segments.push({ text, kind: 'plain' });
    }
    at = token.span.end;
  }
  plain(query.length);
  return segments;
}

/**
 * Draws the query under the filter input with its qualifiers highlighted; the input's own text is
 * transparent (its caret and selection stay), and this mirror follows its position and scrolling.
 */
export function QueryHighlight({ query }: { query: string }) {
  const mirror = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = mirror.current;
    const input = element?.parentElement?.querySelector<HTMLInputElement>('input[name="q"]');
    if (!element || !input) return;
    const place = () => {
      const box = input.getBoundingClientRect();
      const parent = element.parentElement?.getBoundingClientRect();
      const style = getComputedStyle(input);
      element.style.left = `${box.left - (parent?.left ?? 0)}px`;
      element.style.top = `${box.top - (parent?.top ?? 0)}px`;
      element.style.width = `${box.width}px`;
      element.style.height = `${box.height}px`;
      element.style.paddingLeft = style.paddingLeft;
      element.style.paddingRight = style.paddingRight;
      element.style.font = style.font;
      element.style.lineHeight = `${box.height}px`;
      element.scrollLeft = input.scrollLeft;
      input.dataset.highlighted = 'true';
    };
    // Placed once the browser has laid the page out (a ResizeObserver reports the input's box after
    // its layout, before the paint): measuring here, in the commit, would lay out the whole page an
    // extra time for every filter change. Without the observer (jsdom), at once.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (observer) observer.observe(input);
    else place();
    const sync = () => (element.scrollLeft = input.scrollLeft);
    input.addEventListener('scroll', sync);
    input.addEventListener('input', sync);
    input.addEventListener('keyup', sync);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      input.removeEventListener('scroll', sync);
      input.removeEventListener('input', sync);
      input.removeEventListener('keyup', sync);
      window.removeEventListener('resize', place);
    };
  }, [query]);
  const content: ReactNode[] = highlightSegments(query).map((segment, index) =>
    segment.kind === 'plain' ? (
      segment.text
    ) : (
      <span key={index} className={classes[`highlight-${segment.kind}`]}>
        {segment.text}
      </span>
    ),
  );
  return (
    <div ref={mirror} className={classes.highlight} aria-hidden="true" data-testid="query-highlight">
      {content}
    </div>
  );
}
