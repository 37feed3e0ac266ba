export const DEFAULT_RETURN_TO = '/issues';

/**
 * Where to go after signing in. Only a path on this site is honoured, so a crafted
 * `/login?return_to=https://evil.example` link cannot turn sign-in into an open redirect.
 */
export function safeReturnTo(value: string | null | undefined, origin: string = window.location.origin): string {
  // `//host` and `/\host` are protocol-relative to browsers, so a leading slash alone is not enough.
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== origin || url.pathname === '/login') return DEFAULT_RETURN_TO;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that brings the visitor back to `path` afterwards. */
export function signInPath(path: string): string {
  return `/login?return_to=${encodeURIComponent(path)}`;
}
