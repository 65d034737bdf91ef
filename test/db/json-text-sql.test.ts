import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { apiTimestampSql, jsonObjectSql, jsonTextSql } from '../../src/db/json-sql.js';
import { ENTRY_JSON } from '../../src/modules/changes/changes.repository.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

// Texts a `text` member must escape: quotes, backslashes, control characters, a separator JSON
// forbids raw, characters outside ASCII and outside the Basic Multilingual Plane.
const AWKWARD = ['plain', 'with "quotes"', 'back\\slash', 'tab\tnew\nline', 'bell\u0007', '\u001e', 'ünï', '🦺', null];

test('jsonTextSql builds the same text as row_to_json (jsonObjectSql) for plain, escaped, null and stored JSON members', async () => {
  const { db } = await testDatabase();
  const rows = AWKWARD.map((text, index) => ({ text, index }));
  const members = {
    id: { plain: 'v.id' }, seq: { plain: 'v.seq' }, at: { plain: apiTimestampSql('v.at') }, name: { text: 'v.name' }, stored: { json: 'v.stored' },
  } as const;
  const expressions = { id: 'v.id', seq: 'v.seq', at: apiTimestampSql('v.at'), name: 'v.name', stored: 'v.stored' };
  const { rows: built } = await sql<{ concatenated: string; object: string }>`
    SELECT ${sql.raw(jsonTextSql(members))} AS concatenated, ${sql.raw(jsonObjectSql(expressions))} AS object
      FROM (SELECT gen_random_uuid() AS id, lpad(r.index::text, 28, '0') AS seq, timestamptz '2026-11-26 21:25:09.123456+00' AS at,
                   r.text AS name, json_build_object('name', r.text, 'list', json_build_array(1, r.text)) AS stored
              FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r (text text, index int)) v
     ORDER BY v.seq`.execute(db);
  assert.equal(built.length, AWKWARD.length);
  for (const [index, row] of built.entries()) {
    assert.equal(row.concatenated, row.object);
    assert.equal(JSON.parse(row.concatenated).name, AWKWARD[index]);
  }
});

/** A change entry as `row_to_json` built it before `jsonTextSql` (the feed's and the histories' bytes). */
const ENTRY_BY_ROW_TO_JSON = jsonObjectSql({
  id: 'e.id', seq: 'e.seq', type: `e.resource || '.' || e.action`, resource: 'e.resource', occurredAt: apiTimestampSql('e.occurred_at'),
  recordId: 'e.record_id', externalId: 'e.external_id', actor: 'e.actor', changes: 'e.changes', record: 'e.record',
});

class RolledBack extends Error {}

test('a stored change entry is built as row_to_json built it: without an externalId, with one to escape, its JSON as stored', async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const rows = await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO change_entries (organization_id, seq, resource, action, occurred_at, record_id, external_id, actor, changes, record) VALUES
      (${org.id}, '0000000000000000000000000001', 'action_item', 'created', now(), gen_random_uuid(), NULL,
       '{"type":"operator"}', '[]', '{"title":"a \\"quoted\\" title"}'),
      (${org.id}, '0000000000000000000000000002', 'asset', 'updated', now(), gen_random_uuid(), ${'ext "1" \\ ü\t🦺'},
       '{"type": "api_key", "id": "k", "name": "n"}', '[{"path":"name","from":"a","to":"b"}]', '{"name" : "b", "n": 1e-05}')`.execute(trx);
    const built = await sql<{ built: string | null; expected: string }>`
      SELECT ${sql.raw(ENTRY_JSON)} AS built, ${sql.raw(ENTRY_BY_ROW_TO_JSON)} AS expected FROM change_entries e WHERE e.organization_id = ${org.id} AND e.seq <= '0000000000000000000000000002' ORDER BY e.seq`.execute(trx);
    throw Object.assign(new RolledBack(), { rows: built.rows });
  }).catch((error: unknown) => {
    if (error instanceof RolledBack) return (error as RolledBack & { rows: Array<{ built: string | null; expected: string }> }).rows;
    throw error;
  });
  assert.equal(rows.length, 2);
  for (const row of rows) assert.equal(row.built, row.expected);
  assert.equal(JSON.parse(rows[0]!.built!).externalId, null);
  assert.equal(JSON.parse(rows[1]!.built!).externalId, 'ext "1" \\ ü\t🦺');
  assert.match(rows[1]!.built!, /"record":\{"name" : "b", "n": 1e-05\}\}$/);
});

test('jsonTextSql refuses a key that is not an API key', () => {
  assert.throws(() => jsonTextSql({ 'bad"key': { plain: 'x' } }), /Not an API key/);
});
