import type { RestRoute } from '../restCall.ts';

/** Comments and reactions over REST (filled in by issue 21's next step). */
export const commentRoutes: RestRoute[] = [];
