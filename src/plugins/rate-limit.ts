/**
 * Rate limiting (spec 8, DECISIONS 4) on @fastify/rate-limit: a budget per API key, per client
 * IP for requests without a valid key, counted in Redis when configured so every instance
 * shares it, and per instance while Redis is unavailable (rate-limit-store.ts). Returns the
 * limiter the /v2 guard calls once the caller is known, or null when limiting is off
 * (RATE_LIMIT_PER_MINUTE=0). A request answered 304 does not count (DECISIONS 15): it is either
 * answered without counting (`peek`) or given its count back (`refund`).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import type { RedisConnection } from '../lib/redis-connection.js';
import { refundableStore } from './rate-limit-store.js';

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
  redis: RedisConnection | null;
  /** Prefix of the Redis counters. */
  nameSpace: string;
}

export interface RateLimiter {
  /** Counts the request; sets the X-RateLimit-* headers; throws the 429 once the budget is spent. */
  count(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Sets the X-RateLimit-* headers from the budget as it stands, without counting the request; throws the 429 when none remains. */
  peek(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Gives a counted request's count back and shows the budget with it. */
  refund(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** What limiting does while Redis is unavailable, as operators are told (log, /readyz). */
export const RATE_LIMIT_WITHOUT_REDIS = 'rate limits are counted per instance';

export const rateLimitMessage = (max: number, windowSeconds: number): string =>
  `Rate limit exceeded: ${max} requests per ${windowSeconds} seconds`;

const keyOf = (request: FastifyRequest): string =>
  request.principal ? `key:${request.principal.keyId}` : `ip:${request.ip}`;

export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings): Promise<RateLimiter | null> {
  if (settings.max === 0) return null;
  const store = refundableStore(settings.redis, settings.nameSpace);
  await app.register(rateLimit, {
    global: false,
    max: settings.max,
    timeWindow: settings.windowSeconds * 1000,
    store: store.Store,
    keyGenerator: keyOf,
  });
  const check = app.createRateLimit();

  async function budget(request: FastifyRequest, reply: FastifyReply, increment: boolean): Promise<void> {
    const result = await check(request, { increment });
    if (result.isAllowed) return;
    reply.header('x-ratelimit-limit', result.max);
    // Counted, a request past the budget is refused; uncounted (a 304 answered from a remembered
    // tag), one is refused once nothing remains, as the next counted request would be.
    const refused = increment ? result.isExceeded : result.remaining === 0;
    if (!refused) {
      reply.header('x-ratelimit-remaining', result.remaining).header('x-ratelimit-reset', result.ttlInSeconds);
      return;
    }
    reply.header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', result.ttlInSeconds).header('retry-after', result.ttlInSeconds);
    throw new AppError('rate_limit_exceeded', rateLimitMessage(settings.max, settings.windowSeconds), undefined, 429);
  }

  return {
    count: (request, reply) => budget(request, reply, true),
    peek: (request, reply) => budget(request, reply, false),
    async refund(request, reply) {
      await store.built().refund(keyOf(request));
      await budget(request, reply, false);
    },
  };
}
