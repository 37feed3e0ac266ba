import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeReturnTo } from '../../lib/safeReturnTo';
import { loadSession } from '../../lib/session';

/** A visitor who is already signed in has nothing to do here and goes straight on. */
export async function signInLoader({ request }: LoaderFunctionArgs) {
  if (await loadSession()) throw redirect(safeReturnTo(new URL(request.url).searchParams.get('return_to')));
  return null;
}
