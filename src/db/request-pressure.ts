/**
 * Whether requests are waiting for a database connection: every connection of the requests' pool
 * (DATABASE_POOL_SIZE) is taken and more are wanted. While so, background work that shares the
 * database (webhook delivery) gives way. Read from the pool at each look, so it holds nothing a
 * request could leave behind.
 */
import type { PoolUse } from './database.js';

export interface RequestPressure {
  /** Requests are waiting for a connection of the requests' pool. */
  readonly saturated: boolean;
}

/** The pressure on a pool (`poolUse`), or null where the database has none (PGlite: one connection, taken in turn). */
export function requestPressure(poolUse: () => PoolUse | null): RequestPressure | null {
  if (poolUse() === null) return null;
  return {
    get saturated() {
      return (poolUse()?.waiting ?? 0) > 0;
    },
  };
}
