/**
 * Expression indexes for range filters and sorts on custom fields (DECISIONS 10): one per
 * (org, module, key) of an ordered type, on the same typed expression the compiler emits,
 * partial on the org. Created when a definition is created (CONCURRENTLY on PostgreSQL, so
 * writes are not blocked) and dropped when it is retired. A failure is logged, not fatal:
 * the field still works, only slower.
 *
 * The planner takes no statistics from partial indexes, so without more it guesses a third of
 * the rows for any range on a field and walks the wrong index (a 0.1 % filter took 290 ms to
 * count at 1,000,000 items). Each (module, key, type) of an ordered or enum field therefore also
 * gets extended statistics on its typed expression (one object shared by every org that uses the
 * key; ANALYZE fills it). They are kept when a field is retired: other orgs may use the key.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import { afterRequestCommit } from '../../db/driver/request-transaction.js';
import type { DB } from '../../db/schema.js';
import { isUniqueViolation, retryingDeadlocks } from '../../db/sql.js';
import type { FieldDefinition } from './definitions.js';
import { typedFieldValue } from './field-query.js';
import { ORDERED_TYPES, type FieldType } from './field-types.js';
import type { FieldModule } from './modules.js';

export interface IndexTarget {
  db: Kysely<DB>;
  kind: DatabaseKind;
  log: { warn: (details: object, message: string) => void };
}

export function fieldIndexName(orgId: string, module: FieldModule, key: string): string {
  return `cf_${createHash('sha256').update(`${orgId}/${module.slug}/${key}`).digest('hex').slice(0, 24)}`;
}

const concurrently = (kind: DatabaseKind) => sql.raw(kind === 'postgres' ? 'CONCURRENTLY ' : '');

export function fieldStatisticsName(module: FieldModule, key: string, type: FieldType): string {
  return `cfs_${createHash('sha256').update(`${module.slug}/${key}/${type}`).digest('hex').slice(0, 24)}`;
}

const WITH_STATISTICS: ReadonlySet<FieldType> = new Set([...ORDERED_TYPES, 'enum']);

/**
 * Attempts at each statement below. CREATE STATISTICS waits for the table's
 * ShareUpdateExclusiveLock, and CREATE and DROP INDEX CONCURRENTLY wait for every transaction
 * older than themselves: two of them on one table at once (two orgs defining fields) can wait on
 * each other, and PostgreSQL cancels one as the loser of a deadlock. The loser is retried.
 */
const DDL_ATTEMPTS = 5;

/** Runs `statement` until it is not the loser of a deadlock (at most DDL_ATTEMPTS times, 20 ms more between each); `attempt` counts from 1. */
const retryingDdlDeadlocks = (statement: (attempt: number) => Promise<void>): Promise<void> =>
  retryingDeadlocks(statement, { tries: DDL_ATTEMPTS, pauseMs: (attempt) => 20 * attempt });

async function createFieldStatistics(target: IndexTarget, module: FieldModule, definition: FieldDefinition): Promise<void> {
  if (!WITH_STATISTICS.has(definition.type)) return;
  const name = sql.id(fieldStatisticsName(module, definition.key, definition.type));
  try {
    await retryingDdlDeadlocks(async () => {
      await sql`CREATE STATISTICS IF NOT EXISTS ${name} ON (${typedFieldValue(sql.ref('fields'), definition)}) FROM ${sql.table(module.table)}`.execute(target.db);
    });
  } catch (error) {
    // Another org defining the same key created them at the same moment: they exist.
    if (isUniqueViolation(error)) return;
    target.log.warn({ err: error, key: definition.key }, 'could not create the custom-field statistics');
  }
}

/** Creates the field's index (after the request's transaction, if any: it cannot run in one on PostgreSQL). */
export function createFieldIndex(target: IndexTarget, orgId: string, module: FieldModule, definition: FieldDefinition): Promise<void> {
  return afterRequestCommit(() => createIndexNow(target, orgId, module, definition));
}

async function createIndexNow(target: IndexTarget, orgId: string, module: FieldModule, definition: FieldDefinition): Promise<void> {
  await createFieldStatistics(target, module, definition);
  if (!ORDERED_TYPES.has(definition.type)) return;
  const name = sql.id(fieldIndexName(orgId, module, definition.key));
  const expression = typedFieldValue(sql.ref('fields'), definition);
  try {
    await retryingDdlDeadlocks(async (attempt) => {
      // A cancelled CREATE INDEX CONCURRENTLY leaves an invalid index under the name: dropped first.
      if (attempt > 1) await sql`DROP INDEX ${concurrently(target.kind)}IF EXISTS ${name}`.execute(target.db);
      await sql`CREATE INDEX ${concurrently(target.kind)}IF NOT EXISTS ${name} ON ${sql.table(module.table)} (${expression}, id)
        WHERE organization_id = ${sql.lit(orgId)}`.execute(target.db);
    });
  } catch (error) {
    target.log.warn({ err: error, key: definition.key }, 'could not create the custom-field index');
  }
}

/** Drops the field's index (after the request's transaction, if any). */
export function dropFieldIndex(target: IndexTarget, orgId: string, module: FieldModule, key: string): Promise<void> {
  return afterRequestCommit(() => dropIndexNow(target, orgId, module, key));
}

async function dropIndexNow(target: IndexTarget, orgId: string, module: FieldModule, key: string): Promise<void> {
  try {
    await retryingDdlDeadlocks(async () => {
      await sql`DROP INDEX ${concurrently(target.kind)}IF EXISTS ${sql.id(fieldIndexName(orgId, module, key))}`.execute(target.db);
    });
  } catch (error) {
    target.log.warn({ err: error, key }, 'could not drop the custom-field index');
  }
}
