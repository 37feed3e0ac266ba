/** What the REST suites share for `@octokit/rest`. */

/** Octokit logs every failed request; in these suites the failures are the point. */
export const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** The status and body of a request that must fail (Octokit's errors carry both). */
export async function failure(promise: Promise<unknown>): Promise<{ status: number; data: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const { status, response } = error as { status: number; response?: { data: Record<string, unknown> } };
    return { status, data: response?.data ?? {} };
  }
  throw new Error('expected the request to fail');
}
