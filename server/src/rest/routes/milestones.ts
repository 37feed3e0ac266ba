import type { RestRoute } from '../restCall.ts';

/** Milestones over REST (filled in by issue 21's next step). */
export const milestoneRoutes: RestRoute[] = [];
