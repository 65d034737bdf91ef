/**
 * Rate limiting (spec 8, DECISIONS 4) on @fastify/rate-limit: a budget per API key, per client
 * IP for requests without a valid key, counted in Redis when configured so every instance
 * shares it. Returns the hook the /v2 guard calls once the caller is known, or null when
 * limiting is off (RATE_LIMIT_PER_MINUTE=0).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../http/errors.js';

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
  redis: Redis | null;
  /** Prefix of the Redis counters. */
  nameSpace: string;
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export const rateLimitMessage = (max: number, windowSeconds: number): string =>
  `Rate limit exceeded: ${max} requests per ${windowSeconds} seconds`;

export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings): Promise<RateLimitHook | null> {
  if (settings.max === 0) return null;
  await app.register(rateLimit, {
    global: false,
    max: settings.max,
    timeWindow: settings.windowSeconds * 1000,
    ...(settings.redis ? { redis: settings.redis } : {}),
    nameSpace: settings.nameSpace,
    // A Redis outage must not turn every request into a 5xx: requests pass unlimited meanwhile.
    skipOnError: true,
    addHeaders: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    errorResponseBuilder: () =>
      new AppError('rate_limit_exceeded', rateLimitMessage(settings.max, settings.windowSeconds), undefined, 429),
  });
  return app.rateLimit({
    keyGenerator: (request: FastifyRequest) =>
      request.principal ? `key:${request.principal.keyId}` : `ip:${request.ip}`,
  }) as RateLimitHook;
}
