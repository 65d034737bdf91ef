/**
 * Types for the two counter stores @fastify/rate-limit ships but does not type: the stores in
 * src/plugins/rate-limit-store.ts are built on them.
 */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  /** A count in the store's own map: the object `incr` hands back is the one kept there. */
  export interface LocalCount {
    current: number;
    ttl: number;
    iterationStartMs: number;
  }

  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => FastifyRateLimitStore & {
    /** The count as it stands, without moving it (`incr`'s arguments). */
    read: FastifyRateLimitStore['incr'];
    readonly lru: { get(key: string): LocalCount | undefined };
  };
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, nameSpace: string) => FastifyRateLimitStore & {
    read: FastifyRateLimitStore['incr'];
  };
  export default RedisStore;
}
