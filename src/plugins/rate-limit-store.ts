/**
 * Where the rate-limit counters live, on the stores @fastify/rate-limit ships, with one addition:
 * a count can be given back (`refund`), for a request that turns out not to count (a 304,
 * DECISIONS 15).
 *
 * Without Redis, counts are in this instance's memory (the library's LocalStore). With Redis,
 * they are in Redis while it answers (shared by every instance; the library's RedisStore), and in
 * this instance's memory for every count that Redis fails, does not answer in time, or is not
 * asked for because it is unavailable (RedisConnection). So a Redis outage neither stalls a
 * request nor lets it through uncounted: limits hold per instance meanwhile and
 * X-RateLimit-Remaining tells the truth. Counting goes back to Redis as soon as Redis answers
 * again. A refund goes where counting goes at that moment.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisConnection } from '../lib/redis-connection.js';

type Count = { current: number; ttl: number };
type CountCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** A counter store that can also read a count without moving it, and give one back. */
export interface RefundableStore extends FastifyRateLimitStore {
  read(key: string, callback: CountCallback, timeWindow: number, max: number): void;
  /** Takes one off `key`'s count in its current window (nothing when the window has ended). */
  refund(key: string): Promise<void>;
}

/** Decrements a live count only: an expired key is not brought back without its expiry. */
const REFUND_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1]) end return 0`;

type CountingStore = Pick<RefundableStore, 'incr' | 'read'>;

function callStore(store: CountingStore, method: 'incr' | 'read', key: string, timeWindow: number, max: number): Promise<Count> {
  return new Promise((resolve, reject) => {
    store[method](key, (error, count) => (count ? resolve(count) : reject(error)), timeWindow, max);
  });
}

/** The /v2 guard counts with the one store the plugin builds; routes never get stores of their own. */
function noRouteStores(): never {
  throw new Error('Rate limits here are counted by the one store of the /v2 guard; routes have no stores of their own');
}

class LocalCounts implements RefundableStore {
  readonly #store: InstanceType<typeof LocalStore>;

  constructor({ continueExceeding = false, exponentialBackoff = false }: RateLimitOptions) {
    this.#store = new LocalStore(continueExceeding, exponentialBackoff);
  }

  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void {
    this.#store.incr(key, callback, timeWindow, max);
  }

  read(key: string, callback: CountCallback, timeWindow: number, max: number): void {
    this.#store.read(key, callback, timeWindow, max);
  }

  async refund(key: string): Promise<void> {
    // The store keeps each count as one object, the one `incr` reports: a refund lowers it in place.
    const count = this.#store.lru.get(key);
    if (count && count.current > 0) count.current -= 1;
  }

  child(): FastifyRateLimitStore {
    return noRouteStores();
  }
}

class SharedOrLocalCounts implements RefundableStore {
  readonly #shared: CountingStore;
  readonly #local: LocalCounts;

  constructor(private readonly redis: RedisConnection, private readonly nameSpace: string, options: RateLimitOptions) {
    this.#shared = new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, redis.client, nameSpace);
    this.#local = new LocalCounts(options);
  }

  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void {
    this.#inSharedOrLocal('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: CountCallback, timeWindow: number, max: number): void {
    this.#inSharedOrLocal('read', key, callback, timeWindow, max);
  }

  async refund(key: string): Promise<void> {
    try {
      await this.redis.run((client) => client.eval(REFUND_SCRIPT, 1, `${this.nameSpace}${key}`));
    } catch {
      await this.#local.refund(key);
    }
  }

  child(): FastifyRateLimitStore {
    return noRouteStores();
  }

  #inSharedOrLocal(method: 'incr' | 'read', key: string, callback: CountCallback, timeWindow: number, max: number): void {
    this.redis.run(() => callStore(this.#shared, method, key, timeWindow, max)).then(
      (count) => callback(null, count),
      () => this.#local[method](key, callback, timeWindow, max),
    );
  }
}

/** The store type to give the rate-limit plugin, and the store it builds from it, once built. */
export function refundableStore(redis: RedisConnection | null, nameSpace: string): {
  Store: FastifyRateLimitStoreCtor;
  built: () => RefundableStore;
} {
  let built: RefundableStore | null = null;
  class Store {
    constructor(options: RateLimitOptions) {
      built = redis ? new SharedOrLocalCounts(redis, nameSpace, options) : new LocalCounts(options);
      return built;
    }
  }
  return {
    Store: Store as unknown as FastifyRateLimitStoreCtor,
    built: () => {
      if (!built) throw new Error('The rate-limit plugin has not built its store yet');
      return built;
    },
  };
}
