/** What every module's routes receive: the database, the read context and the shared services of the instance. */
import type { ReplicaSet } from '../db/driver/replica-set.js';
import type { Config } from '../config.js';
import type { DatabaseKind } from '../db/database.js';
import type { ReadContext } from '../db/read-context.js';
import type { ShutdownState } from '../http/shutdown.js';
import type { RedisConnection } from '../lib/redis-connection.js';
import type { ApiKeyAuthenticator } from './api-keys/api-key-authenticator.js';

export interface ModuleDeps extends ReadContext {
  databaseKind: DatabaseKind;
  config: Readonly<Config>;
  authenticator: ApiKeyAuthenticator;
  shutdown: ShutdownState;
  /** The shared Redis connection (REDIS_URL); null without one. */
  redis: RedisConnection | null;
  /** The streaming replicas reads may use (DATABASE_REPLICA_URLS); null without any. */
  replicas: ReplicaSet | null;
}
