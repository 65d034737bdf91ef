/**
 * Types for the two counter stores @fastify/rate-limit ships but does not type: the store in
 * src/plugins/rate-limit-store.ts combines them.
 */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => FastifyRateLimitStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, nameSpace: string) => FastifyRateLimitStore;
  export default RedisStore;
}
