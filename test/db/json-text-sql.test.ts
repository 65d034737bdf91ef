import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { apiTimestampSql, jsonObjectSql, jsonTextSql } from '../../src/db/json-sql.js';
import { testDatabase } from '../helpers/database.js';

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
    const parsed = JSON.parse(row.concatenated);
    assert.deepEqual(Object.keys(parsed), ['id', 'seq', 'at', 'name', 'stored']);
    assert.equal(parsed.name, AWKWARD[index]);
    assert.equal(parsed.at, '2026-11-26T21:25:09.123Z');
    assert.deepEqual(parsed.stored, { name: AWKWARD[index], list: [1, AWKWARD[index]] });
  }
});

test('jsonTextSql refuses a key that is not an API key', () => {
  assert.throws(() => jsonTextSql({ 'bad"key': { plain: 'x' } }), /Not an API key/);
});
