import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { RateLimitSettings } from '../env.ts';
import {
  consumeRateLimit,
  pruneRateLimits,
  readRateLimits,
  type RatePolicy,
  type RateResource,
  type RateState,
} from '../modules/rate-limits/rateLimit.repository.ts';
import type { RequestAuth } from './authentication.ts';

/**
 * Who a request counts against: a personal access token (by token), or, without credentials, the
 * client's address. Browser sessions (the web app's own requests) are not API clients and are not
 * counted, as GitHub does not count its web pages; nor are site administrators' tokens when
 * `RATE_LIMIT_EXEMPT_SITE_ADMINS` is set.
 */
export interface RateCaller {
  key: string;
  anonymous: boolean;
  /** For the refusal's wording: the account's id, or the address. */
  label: string;
}

export function rateCaller(auth: RequestAuth | null, request: FastifyRequest, settings: RateLimitSettings): RateCaller | null {
  if (!auth) return { key: `ip:${request.ip}`, anonymous: true, label: request.ip };
  if (auth.via !== 'token' || auth.tokenId === null) return null;
  if (settings.exemptSiteAdmins && auth.user.isSiteAdmin) return null;
  return { key: `token:${auth.tokenId}`, anonymous: false, label: `user ID ${auth.user.id}` };
}

/** Each resource's window and limit for a caller: GitHub's 5,000 an hour (60 without a token), searches 30 a minute (10). */
export function ratePolicies(caller: RateCaller, settings: RateLimitSettings): Record<RateResource, RatePolicy> {
  const hour = 3600;
  return {
    core: { limit: caller.anonymous ? settings.anonymousPerHour : settings.perHour, windowSeconds: hour },
    search: { limit: caller.anonymous ? Math.min(10, settings.searchPerMinute) : settings.searchPerMinute, windowSeconds: 60 },
    graphql: { limit: caller.anonymous ? 0 : settings.perHour, windowSeconds: hour },
  };
}

/** Requests this process counted; every `PRUNE_EVERY`th also drops long-ended windows' rows. */
let counted = 0;
const PRUNE_EVERY = 1000;

/** Counts the request; the state its headers and, past the limit, its refusal tell. */
export async function countRequest(
  db: Db,
  caller: RateCaller,
  resource: RateResource,
  settings: RateLimitSettings,
  cost = 1,
): Promise<RateState> {
  counted += 1;
  if (counted % PRUNE_EVERY === 0) await pruneRateLimits(db);
  return consumeRateLimit(db, caller.key, resource, ratePolicies(caller, settings)[resource], cost);
}

/** Where the caller stands in every resource, without counting (`GET /rate_limit`). */
export function rateStates(db: Db, caller: RateCaller, settings: RateLimitSettings): Promise<Record<RateResource, RateState>> {
  return readRateLimits(db, caller.key, ratePolicies(caller, settings));
}

/** GitHub's `X-RateLimit-*` headers. */
export function rateLimitHeaders(state: RateState): Record<string, string> {
  return {
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.remaining),
    'x-ratelimit-reset': String(Math.ceil(state.reset.getTime() / 1000)),
    'x-ratelimit-used': String(Math.min(state.used, state.limit)),
    'x-ratelimit-resource': state.resource,
  };
}

/** GitHub's words for a request past the limit. */
export function rateLimitMessage(caller: RateCaller): string {
  return caller.anonymous
    ? `API rate limit exceeded for ${caller.label}. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)`
    : `API rate limit exceeded for ${caller.label}.`;
}
