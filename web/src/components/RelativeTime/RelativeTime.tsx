import { useEffect } from 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace
  namespace JSX {
    interface IntrinsicElements {
      'relative-time': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { datetime: string; class?: string };
    }
  }
}

/**
 * The date a `<relative-time>` shows until its element is defined, as Primer's RelativeTime words it.
 * One formatter for every element: `toLocaleDateString` builds a new one on each call, a cost a list
 * of 25 rows paid on every render.
 */
const FALLBACK_FORMAT = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

let defining: Promise<unknown> | null = null;

/** Loads GitHub's `<relative-time>` element, which defines itself, once (again after a failed load). */
function defineRelativeTime(): void {
  defining ??= import('@github/relative-time-element').catch(() => {
    defining = null;
  });
}

export interface RelativeTimeProps {
  /** An ISO 8601 date and time. */
  datetime: string;
  className?: string;
}

/**
 * Primer's RelativeTime ("3 days ago", the full date in its title) with the element's code loaded
 * after the first render instead of with the page: the markup is the same `<relative-time>` with
 * the date as its text, so the server's HTML and the first client render match, and the element
 * upgrades it to the relative wording as soon as its definition arrives.
 */
export function RelativeTime({ datetime, className }: RelativeTimeProps) {
  useEffect(defineRelativeTime, []);
  const date = new Date(datetime);
  const fallback = Number.isNaN(date.getTime()) ? '' : FALLBACK_FORMAT.format(date);
  return (
    <relative-time datetime={datetime} class={className} data-component="RelativeTime">
      {fallback}
    </relative-time>
  );
}
