/** What every module's routes receive: the database and the shared services of the instance. */
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DatabaseKind } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { ApiKeyAuthenticator } from './api-keys/api-key-authenticator.js';

export interface ModuleDeps {
  db: Kysely<DB>;
  databaseKind: DatabaseKind;
  config: Readonly<Config>;
  authenticator: ApiKeyAuthenticator;
}
