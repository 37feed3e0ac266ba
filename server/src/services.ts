import type { JobRunner } from './jobs/jobRunner.ts';
import type { LiveBus } from './live/bus.ts';

/** The long-lived parts of a running server that requests share: the live bus and the job queue. */
export interface Services {
  live: LiveBus;
  jobs: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's live bus and job queue (tests publish and wait through them). */
    services: Services;
  }
}
