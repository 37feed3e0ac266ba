import { redirect, type LoaderFunctionArgs } from 'react-router';
import { signInPath } from '../../lib/safeReturnTo';
import { loadSession } from '../../lib/session';

/** Sends a signed-out visitor to the sign-in page, remembering where they were going. */
export async function requireSessionLoader({ request }: LoaderFunctionArgs) {
  if (await loadSession()) return null;
  const url = new URL(request.url);
  throw redirect(signInPath(`${url.pathname}${url.search}`));
}
