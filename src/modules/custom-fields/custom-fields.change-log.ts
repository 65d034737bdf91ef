/**
 * Custom-field definitions in the change log (DECISIONS 12): there is no GET of one definition,
 * so a record is the element of GET /v2/modules/{slug}/fields (the published record, archived
 * options left out). A retired definition is shown nowhere: it keeps that mapper's record and
 * is logged as deleted. Definitions have no externalId (their key names them within a module).
 */
import type { LoggedTable, RecordReader } from '../../db/change-log-types.js';
import { inList } from '../../db/sql.js';
import { toFieldDefinition, toPublishedRecord } from './custom-fields.mapper.js';
import type { DefinitionRow } from './custom-fields.repository.js';

/** The definitions' rows in one query (every column the repository's `listDefinitionRows` reads). */
function findDefinitionRows(db: RecordReader, orgId: string, ids: readonly string[]): Promise<DefinitionRow[]> {
  return db.selectFrom('custom_field_definitions').selectAll()
    .where('organization_id', '=', orgId)
    .where(inList('id', ids, 'uuid'))
    .execute();
}

export const customFieldsLog: LoggedTable = {
  table: 'custom_field_definitions',
  async load(db, orgId, ids) {
    if (ids.length === 0) return [];
    const rows = await findDefinitionRows(db, orgId, ids);
    return rows.map((row) => ({
      id: row.id, resource: 'custom_field', externalId: null, deleted: row.retired_at !== null, record: toPublishedRecord(toFieldDefinition(row)),
    }));
  },
  // The keys of the create and PATCH payloads; `ops` follows type.
  changeKeys: ['key', 'label', 'description', 'type', 'required', 'options', 'constraints', 'logic', 'defaultValue', 'ordinal', 'groupLabel'],
};
