/**
 * What an action item write is validated against (its org's custom field definitions, statuses
 * and default team), kept per process with the org's configuration version it was read at
 * (migration 0013: also moved by a user's or an asset's rename, which an item's record shows),
 * so a write reads none of it from the database while the configuration stays as it was. The single-statement write checks the version in its statement, under the org's
 * clock: a write validated against a configuration changed since is undone and runs again with
 * the configuration read afresh. The version is read before the rows, so a change
 * committed between the two reads leaves a version older than the rows, never the reverse.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { listStatuses, type StatusRow } from '../action-item-statuses/action-item-statuses.service.js';
import { moduleDefinitions } from '../custom-fields/custom-fields.service.js';
import type { FieldDefinition } from '../custom-fields/definitions.js';
import { FIELD_MODULES } from '../custom-fields/modules.js';
import { findDefaultTeamId } from '../org-structure/org-structure.service.js';

export interface ItemWriteConfig {
  /** The org's configuration version the rest was read at. */
  version: number;
  definitions: FieldDefinition[];
  statuses: StatusRow[];
  teamId: string | null;
}

/** Orgs remembered per process (least recently used dropped first), each for at most this long: a guard against rows changed outside the service. */
const MAX_ORGS = 1000;
const MAX_AGE_MS = 60_000;

const caches = new WeakMap<Kysely<DB>, Map<string, { config: ItemWriteConfig; at: number }>>();

const cacheOf = (db: Kysely<DB>) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
};

/** The org's configuration version now (0 for an org without a clock: it has no configuration either). */
async function readVersion(db: Kysely<DB>, orgId: string): Promise<number> {
  const row = await db.selectFrom('org_clocks').select('config_version').where('organization_id', '=', orgId).executeTakeFirst();
  return row?.config_version ?? 0;
}

/**
 * The org's action item write configuration: as remembered (for a write that checks the version
 * under the clock), or read now (`fresh`, for a write that does not; it is remembered too). The
 * version is read first.
 */
export async function itemWriteConfig(db: Kysely<DB>, orgId: string, fresh: boolean): Promise<ItemWriteConfig> {
  const cache = cacheOf(db);
  const entry = cache.get(orgId);
  if (!fresh && entry && performance.now() - entry.at < MAX_AGE_MS) {
    cache.delete(orgId);
    cache.set(orgId, entry);
    return entry.config;
  }
  const version = await readVersion(db, orgId);
  const [definitions, statuses, teamId] = await Promise.all([
    moduleDefinitions(db, orgId, FIELD_MODULES.action_item!), listStatuses(db, orgId), findDefaultTeamId(db, orgId),
  ]);
  const config = { version, definitions, statuses, teamId };
  cache.delete(orgId);
  if (cache.size >= MAX_ORGS) cache.delete(cache.keys().next().value!);
  cache.set(orgId, { config, at: performance.now() });
  return config;
}

/**
 * The org's configuration version alone, for a fast-path write that validates against nothing
 * of the configuration (a delete, a new equipment type): as remembered with the action item
 * configuration while it is young, else read now (one column, no definitions or statuses). The
 * write's statement checks it under the clock either way.
 */
export async function rememberedConfigVersion(db: Kysely<DB>, orgId: string): Promise<number> {
  const entry = cacheOf(db).get(orgId);
  return entry && performance.now() - entry.at < MAX_AGE_MS ? entry.config.version : readVersion(db, orgId);
}
