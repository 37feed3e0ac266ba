import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import type { Session } from '../lib/session';

/** The id of the `<script type="application/json">` that carries a server-rendered page's data. */
export const PAGE_DATA_ID = 'page-data';

/**
 * What a page rendered on the server hands to the browser with its HTML: the Relay records the
 * render read (every one fetched as the viewer, through the same policies as any API request) and the
 * session the server found, so the browser hydrates the same page without asking for either again.
 */
export interface PageData {
  records: RecordMap;
  session: Session | null;
}

/**
 * JSON made safe inside a `<script>` element: `<` cannot open `</script>` or `<!--`, and the two line
 * separators JavaScript once refused are escaped too. The block is data (`type="application/json"`),
 * never run, so the page's script policy needs no exception for it.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

let read: PageData | null | undefined;

/** The data of the page the browser loaded, when the server rendered it (read once); null otherwise. */
export function pageData(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PageData | null {
  if (read !== undefined) return read;
  const text = doc?.getElementById(PAGE_DATA_ID)?.textContent;
  read = null;
  if (!text) return read;
  try {
    const parsed = JSON.parse(text) as Partial<PageData>;
    if (typeof parsed.records === 'object' && parsed.records !== null) read = { records: parsed.records, session: parsed.session ?? null };
  } catch {
    read = null;
  }
  return read;
}
