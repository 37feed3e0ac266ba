import { readCookie } from './readCookie';

/**
 * The server rejects cookie-authenticated writes unless the `X-CSRF-Token` header repeats the
 * `csrf_token` cookie (double-submit): a cross-site page can make the browser send the cookie but
 * cannot read it to copy it into a header.
 */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie('csrf_token');
  return token === undefined ? {} : { 'X-CSRF-Token': token };
}
