/**
 * What list and record reads share within one app (created by buildApp, passed to the modules):
 * the database, its declared named statements, the clock-validated count cache and the store of
 * page positions. Nothing here is a module singleton, so two apps in one process (tests, two
 * instances) never share a cache by accident.
 */
import type { Kysely } from 'kysely';
import type { OrgCountCache } from './org-count-cache.js';
import type { PagePositionStore } from './page-positions.js';
import type { DB } from './schema.js';
import type { NamedStatements } from './driver/named-statements.js';

export interface ReadContext {
  db: Kysely<DB>;
  statements: NamedStatements;
  counts: OrgCountCache;
  positions: PagePositionStore;
}

/** Who reads a list: the organization, and the client (its API key) whose pages are remembered. */
export interface ListReader {
  orgId: string;
  client: string;
}
