/** The paths this server serves avatars under (`/avatars/u/{id}`, `/avatars/{login}`). */
const AVATAR_PATH = /^\/avatars\//;

const asText = (address: unknown) => (typeof address === 'string' ? address : String(address ?? ''));

/**
 * An address the API built for this server (a `url` field: BASE_URL or the address the API was asked
 * at, then a path) as a path on the page's own origin, for a field that has no `resourcePath`.
 */
export function ownPath(address: unknown): string {
  const text = asText(address);
  if (!/^https?:\/\//i.test(text) || !URL.canParse(text)) return text;
  const url = new URL(text);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * An avatar address the API gave (absolute, built on BASE_URL or the address the API was asked at)
 * as a path on the page's own origin when it is this server's, so the image loads from wherever the
 * app is browsed (`127.0.0.1`, a LAN address, a host name) with the page's cookies and CSP. Other
 * sites' addresses (an image host's avatar) are kept as they are.
 */
export function ownAddress(address: unknown): string {
  const path = ownPath(address);
  return AVATAR_PATH.test(path) ? path : asText(address);
}
