/**
 * Expression indexes for range filters and sorts on custom fields (DECISIONS 10): one per
 * (org, module, key) of an ordered type, on the same typed expression the compiler emits,
 * partial on the org. Created when a definition is created (CONCURRENTLY on PostgreSQL, so
 * writes are not blocked) and dropped when it is retired. A failure is logged, not fatal:
 * the field still works, only slower.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { FieldDefinition } from './definitions.js';
import { typedFieldValue } from './field-query.js';
import { ORDERED_TYPES } from './field-types.js';
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

export async function createFieldIndex(target: IndexTarget, orgId: string, module: FieldModule, definition: FieldDefinition): Promise<void> {
  if (!ORDERED_TYPES.has(definition.type)) return;
  const name = sql.id(fieldIndexName(orgId, module, definition.key));
  const expression = typedFieldValue(sql.ref('fields'), definition);
  try {
    await sql`CREATE INDEX ${concurrently(target.kind)}IF NOT EXISTS ${name} ON ${sql.table(module.table)} (${expression}, id)
      WHERE organization_id = ${sql.lit(orgId)}`.execute(target.db);
  } catch (error) {
    target.log.warn({ err: error, key: definition.key }, 'could not create the custom-field index');
  }
}

export async function dropFieldIndex(target: IndexTarget, orgId: string, module: FieldModule, key: string): Promise<void> {
  try {
    await sql`DROP INDEX ${concurrently(target.kind)}IF EXISTS ${sql.id(fieldIndexName(orgId, module, key))}`.execute(target.db);
  } catch (error) {
    target.log.warn({ err: error, key }, 'could not drop the custom-field index');
  }
}
