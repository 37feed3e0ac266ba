import { redirect, type ActionFunctionArgs } from 'react-router';
import { safeReturnTo } from '../../lib/safeReturnTo';
import { signIn } from '../../lib/session';

/** What the form shows after a failed attempt. Each attempt returns a new object, so the page refocuses the message every time. */
export interface SignInActionData {
  message: string;
}

export async function signInAction({ request }: ActionFunctionArgs): Promise<SignInActionData | Response> {
  const form = await request.formData();
  const login = String(form.get('login') ?? '');
  const password = String(form.get('password') ?? '');
  const result = await signIn({ login, password });
  if (!result.ok) return { message: result.message };
  return redirect(safeReturnTo(new URL(request.url).searchParams.get('return_to')));
}
