import type { BrowserContext } from 'playwright-core';

/**
 * A GraphQL call as the context's signed-in person (session cookie plus the CSRF header, as the
 * app sends it); any GraphQL error fails the test.
 */
export async function graphqlAs<T>(
  context: BrowserContext,
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const response = await context.request.post(`${baseUrl}/api/graphql`, { headers: { 'X-CSRF-Token': csrf }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}
