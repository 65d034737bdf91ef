/**
 * Where the rate-limit counters live when Redis is configured: in Redis while it answers (shared
 * by every instance; the library's RedisStore, so the keys are the ones instances always used),
 * and in this instance's memory (the library's LocalStore) for every count that Redis fails,
 * does not answer in time, or is not asked for because it is unavailable (RedisConnection). So
 * a Redis outage neither stalls a request nor lets it through uncounted: limits hold per
 * instance meanwhile and X-RateLimit-Remaining tells the truth. Counting goes back to Redis as
 * soon as Redis answers again.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisConnection } from '../lib/redis-connection.js';

type Count = { current: number; ttl: number };
type CountCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

function incrementIn(store: FastifyRateLimitStore, key: string, timeWindow: number, max: number): Promise<Count> {
  return new Promise((resolve, reject) => {
    store.incr(key, (error, count) => (count ? resolve(count) : reject(error)), timeWindow, max);
  });
}

class SharedOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void {
    this.redis.run(() => incrementIn(this.shared, key, timeWindow, max)).then(
      (count) => callback(null, count),
      () => this.local.incr(key, callback, timeWindow, max),
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new SharedOrLocalStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The store type to give the rate-limit plugin (which constructs it with its settings). */
export function sharedOrLocalStore(redis: RedisConnection, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }: RateLimitOptions) {
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
