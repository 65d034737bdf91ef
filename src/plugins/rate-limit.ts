/**
 * Rate limiting (spec 8, DECISIONS 4) on @fastify/rate-limit: a budget per API key, per client
 * IP for requests without a valid key, counted in Redis when configured so every instance
 * shares it, and per instance while Redis is unavailable (rate-limit-store.ts). Returns the
 * hook the /v2 guard calls once the caller is known, or null when limiting is off
 * (RATE_LIMIT_PER_MINUTE=0).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import type { RedisConnection } from '../lib/redis-connection.js';
import { sharedOrLocalStore } from './rate-limit-store.js';

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
  redis: RedisConnection | null;
  /** Prefix of the Redis counters. */
  nameSpace: string;
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What limiting does while Redis is unavailable, as operators are told (log, /readyz). */
export const RATE_LIMIT_WITHOUT_REDIS = 'rate limits are counted per instance';

export const rateLimitMessage = (max: number, windowSeconds: number): string =>
  `Rate limit exceeded: ${max} requests per ${windowSeconds} seconds`;

export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings): Promise<RateLimitHook | null> {
  if (settings.max === 0) return null;
  await app.register(rateLimit, {
    global: false,
    max: settings.max,
    timeWindow: settings.windowSeconds * 1000,
    ...(settings.redis ? { store: sharedOrLocalStore(settings.redis, settings.nameSpace) } : {}),
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
