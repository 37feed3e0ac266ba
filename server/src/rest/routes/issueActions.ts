import type { RestRoute } from '../restCall.ts';

/** Lock, assignees over REST (filled in by issue 21's next step). */
export const issueActionRoutes: RestRoute[] = [];
