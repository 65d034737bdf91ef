import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { OrgWriteTx } from '../../db/org-write.js';
import type { CustomFieldDefinitionsTable, DB } from '../../db/schema.js';
import type { FieldModule } from './modules.js';

export type DefinitionRow = Omit<Selectable<CustomFieldDefinitionsTable>, 'organization_id'>;

const COLUMNS = ['id', 'module', 'key', 'label', 'description', 'type', 'required', 'options', 'constraints', 'logic',
  'default_value', 'ordinal', 'group_label', 'retired_at', 'created_at', 'updated_at'] as const;

/** Every definition of the module, retired ones included, in display order. */
export function listDefinitionRows(db: Kysely<DB> | Transaction<DB>, orgId: string, module: string): Promise<DefinitionRow[]> {
  return db.selectFrom('custom_field_definitions').select(COLUMNS)
    .where('organization_id', '=', orgId).where('module', '=', module)
    .orderBy('ordinal').orderBy('key').execute();
}

export interface DefinitionValues {
  key: string;
  label: string;
  description: string | null;
  type: string;
  required: boolean;
  options: string | null;
  constraints: string | null;
  logic: string | null;
  default_value: string | null;
  ordinal: number;
  group_label: string | null;
}

export function insertDefinition(tx: OrgWriteTx, orgId: string, module: string, now: string, values: DefinitionValues): Promise<DefinitionRow> {
  return tx.insertInto('custom_field_definitions')
    .values({ organization_id: orgId, module, ...values, created_at: now, updated_at: now })
    .returning(COLUMNS).executeTakeFirstOrThrow();
}

export function updateDefinition(tx: OrgWriteTx, orgId: string, id: string, now: string, values: DefinitionValues): Promise<DefinitionRow> {
  return tx.updateTable('custom_field_definitions').set({ ...values, updated_at: now })
    .where('organization_id', '=', orgId).where('id', '=', id)
    .returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function retireDefinition(tx: OrgWriteTx, orgId: string, id: string, now: string): Promise<void> {
  await tx.updateTable('custom_field_definitions').set({ retired_at: now, updated_at: now })
    .where('organization_id', '=', orgId).where('id', '=', id).execute();
}

/** Whether any record of the org holds a value for the key (the GIN index answers `?`). */
export async function anyRecordHoldsKey(trx: Transaction<DB>, orgId: string, module: FieldModule, key: string): Promise<boolean> {
  const result = await sql<{ found: number }>`
    SELECT 1 AS found FROM ${sql.table(module.table)} WHERE organization_id = ${orgId} AND fields ? ${key} LIMIT 1`.execute(trx);
  return result.rows.length > 0;
}
