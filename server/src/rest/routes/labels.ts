import type { RestRoute } from '../restCall.ts';

/** Labels over REST (filled in by issue 21's next step). */
export const labelRoutes: RestRoute[] = [];
