/**
 * Custom-field keys (DECISIONS 10): letters, digits and underscores, starting with a letter, 1 to
 * 64 characters, camelCase included, case-sensitive like every JSON key. Mixed-case keys through
 * SQL (expression indexes, statistics, fieldFilters and fieldSort), and keys named like a member
 * of Object.prototype (`constructor`, `toString`, `valueOf`), which must read as absent until set.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { moduleDefinitions } from '../../src/modules/custom-fields/custom-fields.service.js';
import { fieldIndexName, fieldStatisticsName } from '../../src/modules/custom-fields/field-indexes.js';
import { fieldFilterSql, parseFieldFilters, typedFieldValue } from '../../src/modules/custom-fields/field-query.js';
import type { FieldType } from '../../src/modules/custom-fields/field-types.js';
import { FIELD_MODULES } from '../../src/modules/custom-fields/modules.js';
import { bearer, buildTestApp } from '../helpers/app.js';
import { onPostgres, testDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

const URL = '/v2/modules/action_item/fields';
const MODULE = FIELD_MODULES.action_item!;
const KEY_REFUSED = 'body.key must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"';

const define = (app: FastifyInstance, org: TestOrg, payload: object) => app.inject({ method: 'POST', url: URL, headers: bearer(org.keys.admin), payload });
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The definition of the org's expression index for `key`, or null. */
async function indexOf(org: TestOrg, key: string): Promise<string | null> {
  const { db } = await testDatabase();
  const result = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE indexname = ${fieldIndexName(org.id, MODULE, key)}`.execute(db);
  return result.rows[0]?.indexdef ?? null;
}

async function statisticsOf(key: string, type: FieldType): Promise<string | null> {
  const { db } = await testDatabase();
  const result = await sql<{ definition: string }>`SELECT pg_get_statisticsobjdef(oid) AS definition FROM pg_statistic_ext WHERE stxname = ${fieldStatisticsName(MODULE, key, type)}`.execute(db);
  return result.rows[0]?.definition ?? null;
}

test('a key that breaks the rule is a 400 validation_error naming body.key, on create and on rename; nothing is stored', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  for (const key of ['1abc', '_abc', 'a-b', 'a'.repeat(65), '', 'root cause', 'clé']) {
    const response = await define(app, org, { key, label: 'X', type: 'number' });
    assert.equal(response.statusCode, 400, key);
    assert.deepEqual(response.json(), { code: 'validation_error', message: KEY_REFUSED, details: { errors: [KEY_REFUSED] } }, key);
  }
  assert.equal((await define(app, org, { key: 'kept', label: 'Kept', type: 'number' })).statusCode, 201);
  const renamed = await app.inject({ method: 'PATCH', url: `${URL}/kept`, headers: bearer(org.keys.admin), payload: { key: '_kept' } });
  assert.deepEqual([renamed.statusCode, renamed.json()], [400, { code: 'validation_error', message: KEY_REFUSED, details: { errors: [KEY_REFUSED] } }]);
  const published = (await app.inject({ method: 'GET', url: URL, headers: bearer(org.keys.read) })).json().data;
  assert.deepEqual(published.map((d: { key: string }) => d.key), ['kept']);
});

test('keys of 1 to 64 letters, digits and underscores are accepted, camelCase included; a 64-character key gets its index', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const longest = `k${'Y_9'.repeat(21)}`;
  assert.equal(longest.length, 64);
  for (const key of ['a', 'Z', 'rootCause', 'ROOT_CAUSE', 'x1_', longest]) {
    const response = await define(app, org, { key, label: key, type: 'number' });
    assert.equal(response.statusCode, 201, `${key}: ${response.body}`);
    assert.equal(response.json().data.key, key);
  }
  assert.match(await indexOf(org, longest) ?? '', new RegExp(`cf_number\\(\\(fields -> '${longest}'::text\\)\\)`));
  assert.ok(fieldIndexName(org.id, MODULE, longest).length <= 63, 'index names stay within PostgreSQL\'s 63 bytes');
});

/** rootCause (number) and rootcause (date) in one module, and four items holding them. */
async function twoCases() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  assert.equal((await define(app, org, { key: 'rootCause', label: 'Root cause score', type: 'number' })).statusCode, 201);
  assert.equal((await define(app, org, { key: 'rootcause', label: 'Root cause date', type: 'date' })).statusCode, 201);
  const items = [
    { title: 'one', externalId: 'one', fields: { rootCause: 9, rootcause: '2026-03-01' } },
    { title: 'two', externalId: 'two', fields: { rootCause: 10, rootcause: '2026-01-01' } },
    { title: 'three', externalId: 'three', fields: { rootCause: 2 } },
    { title: 'none', externalId: 'none', fields: { rootcause: '2026-02-01' } },
  ];
  const bulk = await app.inject({ method: 'POST', url: '/v2/action-items/bulk', headers: bearer(org.keys.readWrite), payload: { actionItems: items } });
  assert.equal(bulk.json().data.summary.created, 4, bulk.body);
  const ids = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/v2/action-items?${query}`, headers: bearer(org.keys.read) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.map((item: { externalId: string }) => item.externalId) as string[];
  };
  return { app, org, ids };
}

test('rootCause and rootcause are two fields, each with its own index and statistics', async () => {
  const { app, org } = await twoCases();
  const published = (await app.inject({ method: 'GET', url: URL, headers: bearer(org.keys.read) })).json().data;
  assert.deepEqual(published.map((d: { key: string; type: string }) => [d.key, d.type]), [['rootCause', 'number'], ['rootcause', 'date']]);
  assert.notEqual(fieldIndexName(org.id, MODULE, 'rootCause'), fieldIndexName(org.id, MODULE, 'rootcause'));
  assert.match(await indexOf(org, 'rootCause') ?? '', /cf_number\(\(fields -> 'rootCause'::text\)\)/);
  assert.match(await indexOf(org, 'rootcause') ?? '', /cf_date\(\(fields -> 'rootcause'::text\)\)/);
  assert.match(await statisticsOf('rootCause', 'number') ?? '', /ON cf_number\(fields -> 'rootCause'::text\) FROM action_items$/);
  assert.match(await statisticsOf('rootcause', 'date') ?? '', /ON cf_date\(fields -> 'rootcause'::text\) FROM action_items$/);
});

test('fieldFilters and fieldSort on GET /v2/action-items read the key exactly as defined', async () => {
  const { ids } = await twoCases();
  assert.deepEqual((await ids(`fieldFilters=${json([{ key: 'rootCause', op: 'gt', value: 5 }])}`)).sort(), ['one', 'two']);
  assert.deepEqual(await ids(`fieldSort=${json({ key: 'rootCause', direction: 'desc' })}`), ['none', 'two', 'one', 'three']);
  assert.deepEqual(await ids(`fieldFilters=${json([{ key: 'rootCause', op: 'isNotNull' }])}&fieldSort=${json({ key: 'rootCause' })}`), ['three', 'one', 'two']);
  assert.deepEqual(await ids(`fieldFilters=${json([{ key: 'rootcause', op: 'lt', value: '2026-02-15' }])}&fieldSort=${json({ key: 'rootcause' })}`), ['two', 'none']);
  assert.deepEqual(await ids(`fieldFilters=${json([{ key: 'rootCause', op: 'gte', value: 9 }, { key: 'rootcause', op: 'gte', value: '2026-02-01' }])}`), ['one']);
});

test('a key in another case is not a field of the module', async () => {
  const { app, org } = await twoCases();
  const response = await app.inject({ method: 'GET', url: `/v2/action-items?fieldFilters=${json([{ key: 'ROOTCAUSE', op: 'isNull' }])}`, headers: bearer(org.keys.read) });
  const message = 'fieldFilters[0].key "ROOTCAUSE" is not a field of this module';
  assert.deepEqual([response.statusCode, response.json()], [400, { code: 'validation_error', message, details: { errors: [message] } }]);
});

test('a range filter and sort on a camelCase field use that field\'s index', { skip: !onPostgres && 'plans are checked on PostgreSQL' }, async () => {
  const { org } = await twoCases();
  const { db } = await testDatabase();
  const definitions = await moduleDefinitions(db, org.id, MODULE);
  const [filter] = parseFieldFilters(JSON.stringify([{ key: 'rootCause', op: 'gt', value: 5 }]), definitions);
  const plan = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    return sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM action_items WHERE organization_id = ${sql.lit(org.id)}
      AND ${fieldFilterSql(sql.ref('fields'), filter!)} ORDER BY ${typedFieldValue(sql.ref('fields'), filter!.definition)}, id LIMIT 10`.execute(trx);
  });
  assert.match(plan.rows.map((row) => row['QUERY PLAN']).join('\n'), new RegExp(fieldIndexName(org.id, MODULE, 'rootCause')));
});

test('retiring rootCause drops its index and leaves rootcause\'s; a filter on it is then refused', async () => {
  const { app, org, ids } = await twoCases();
  const retired = await app.inject({ method: 'DELETE', url: `${URL}/rootCause`, headers: bearer(org.keys.admin) });
  assert.equal(retired.statusCode, 204);
  assert.equal(await indexOf(org, 'rootCause'), null);
  assert.ok(await indexOf(org, 'rootcause'));
  const refused = await app.inject({ method: 'GET', url: `/v2/action-items?fieldSort=${json({ key: 'rootCause' })}`, headers: bearer(org.keys.read) });
  assert.deepEqual([refused.statusCode, refused.json().message], [400, 'fieldSort.key "rootCause" is not a field of this module']);
  assert.deepEqual(await ids(`fieldSort=${json({ key: 'rootcause', direction: 'desc' })}`), ['three', 'one', 'none', 'two']);
});

test('fields keyed like Object.prototype members read as absent until set: required, defaults, change entries', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  assert.equal((await define(app, org, { key: 'valueOf', label: 'Value', type: 'string', required: true })).statusCode, 201);
  assert.equal((await define(app, org, { key: 'toString', label: 'Text', type: 'integer', defaultValue: 3 })).statusCode, 201);
  assert.equal((await define(app, org, { key: 'constructor', label: 'Builder', type: 'string' })).statusCode, 201);
  const headers = bearer(org.keys.readWrite);
  const required = { code: 'invalid_fields', message: 'Custom fields refused', details: { fields: [{ key: 'valueOf', message: 'is required' }] } };
  const missing = await app.inject({ method: 'POST', url: '/v2/action-items', headers, payload: { title: 'x' } });
  assert.deepEqual([missing.statusCode, missing.json()], [400, required]);
  const created = await app.inject({ method: 'POST', url: '/v2/action-items', headers, payload: { title: 'x', fields: { valueOf: 'v' } } });
  assert.equal(created.statusCode, 201, created.body);
  assert.deepEqual(created.json().data.fields, { valueOf: 'v', toString: 3 }, 'the default of toString applies');
  const id: string = created.json().data.id;
  const patchFields = (fields: object) => app.inject({ method: 'PATCH', url: `/v2/action-items/${id}`, headers, payload: { fields } });
  assert.equal((await patchFields({ constructor: 'c' })).statusCode, 200);
  assert.equal((await patchFields({ constructor: null })).statusCode, 200);
  const cleared = await patchFields({ valueOf: null });
  assert.deepEqual([cleared.statusCode, cleared.json()], [400, required]);
  const history = (await app.inject({ method: 'GET', url: `/v2/action-items/${id}/history`, headers: bearer(org.keys.read) })).json().data;
  assert.deepEqual(history.map((entry: { changes: unknown }) => entry.changes), [
    [{ path: 'fields.constructor', from: 'c', to: null }],
    [{ path: 'fields.constructor', from: null, to: 'c' }],
    [],
  ]);
});
