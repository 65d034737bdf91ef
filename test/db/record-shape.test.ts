/**
 * One declaration per record (src/db/record-shape.ts): each record's two builds, the JSON the
 * database makes (`jsonSql`) and the TypeScript mapper's record of the selected row (`toRecord`),
 * are the same JSON values on real rows of every kind, since both come from the one list of keys.
 * And a GET answers what the declaration's mapper makes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { column, derived, json, recordShape, timestamp, type RecordShape } from '../../src/db/record-shape.js';
import { ACTION_ITEM_RECORD } from '../../src/modules/action-items/action-items.mapper.js';
import { STATUS_RECORD } from '../../src/modules/action-item-statuses/action-item-statuses.mapper.js';
import { ASSET_RECORD, LOCATION_RECORD } from '../../src/modules/assets/assets.mapper.js';
import { EQUIPMENT_TYPE_RECORD } from '../../src/modules/equipment-types/equipment-types.mapper.js';
import { EVENT_RECORD } from '../../src/modules/events/events.mapper.js';
import { EVENT_METRIC_RECORD, METRIC_DEFINITION_RECORD, METRIC_EXPORT_RECORD } from '../../src/modules/metrics/metrics.mapper.js';
import { DEPARTMENT_RECORD, TEAM_RECORD } from '../../src/modules/org-structure/org-structure.mapper.js';
import { USER_RECORD } from '../../src/modules/users/users.mapper.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { populatedOrg } from '../helpers/populated-org.js';

/** `select` and the declaration's selections from the row under `t`, as SQL text. */
const selectText = (db: Kysely<DB>, shape: RecordShape<unknown>): string => db.selectNoFrom(shape.selections('t')).compile().sql;

/** Both builds of every row of `table` (rows matching `where`, joined as `join` says) in the org, the record's row as `t`. */
async function bothBuilds(shape: RecordShape<unknown>, from: { table: string; where?: string; join?: string }, orgId: string): Promise<Array<{ fromSql: unknown; mapped: unknown }>> {
  const { db } = await testDatabase();
  const { rows } = await sql<Record<string, unknown> & { record_json: string }>`
    ${sql.raw(selectText(db, shape))}, ${sql.raw(shape.jsonSql('t'))} AS record_json
      FROM ${sql.raw(`${from.table} t ${from.join ?? ''}`)} WHERE t.organization_id = ${orgId} AND ${sql.raw(from.where ?? 'true')} ORDER BY t.id`.execute(db);
  return rows.map((row) => ({ fromSql: JSON.parse(row.record_json), mapped: JSON.parse(JSON.stringify(shape.toRecord(row))) }));
}

test('every declared record: the JSON the database builds and the mapper\'s record are the same values, key for key and in order', async () => {
  const app = await buildTestApp();
  const { org } = await populatedOrg(app);
  const withDefinition = { table: 'event_metrics', join: 'JOIN metric_definitions d ON d.organization_id = t.organization_id AND d.id = t.metric_id' };
  const cases: Array<[string, RecordShape<unknown>, { table: string; where?: string; join?: string }]> = [
    ['action item', ACTION_ITEM_RECORD, { table: 'action_items' }],
    ['asset', ASSET_RECORD, { table: 'assets', where: "t.type <> 'location'" }],
    ['location', LOCATION_RECORD, { table: 'assets', where: "t.type = 'location'" }],
    ['user', USER_RECORD, { table: 'users' }],
    ['event', EVENT_RECORD, { table: 'events' }],
    ['equipment type', EQUIPMENT_TYPE_RECORD, { table: 'equipment_types' }],
    ['department', DEPARTMENT_RECORD, { table: 'departments' }],
    ['team', TEAM_RECORD, { table: 'teams' }],
    ['status', STATUS_RECORD, { table: 'action_item_statuses' }],
    ['metric definition', METRIC_DEFINITION_RECORD, { table: 'metric_definitions' }],
    ['metric value', EVENT_METRIC_RECORD, withDefinition],
    ['metric export', METRIC_EXPORT_RECORD, withDefinition],
  ];
  for (const [name, shape, from] of cases) {
    const builds = await bothBuilds(shape, from, org.id);
    assert.ok(builds.length > 0, `${name}: the org holds one`);
    for (const { fromSql, mapped } of builds) {
      assert.deepEqual(Object.keys(mapped as object), Object.keys(shape.keys), `${name}: the mapper's keys, in the declared order`);
      assert.deepEqual(Object.keys(fromSql as object), Object.keys(shape.keys), `${name}: the database's keys, in the declared order`);
      assert.deepEqual(mapped, fromSql, `${name}: the same values`);
    }
  }
});

test('a declaration builds each kind of source the same way both sides (negative control: a key the row lacks shows as null in both)', async () => {
  const { db } = await testDatabase();
  const shape = recordShape<Record<string, unknown>>('t', {
    plain: column('a'),
    at: timestamp('b'),
    none: timestamp('c'),
    bag: json('d'),
    empty: json('e', '[]'),
    worked: derived('w', (t) => `${t}.a || '!'`, { fixed: 'a test value' }),
  });
  const { rows } = await sql<Record<string, unknown> & { record_json: string }>`
    ${sql.raw(selectText(db, shape))}, ${sql.raw(shape.jsonSql('t'))} AS record_json
      FROM (SELECT 'x'::text AS a, timestamptz '2026-01-02 03:04:05.678901+00' AS b, NULL::timestamptz AS c, '{"k":[1]}'::jsonb AS d, NULL::jsonb AS e) t`.execute(db);
  const expected = { plain: 'x', at: '2026-01-02T03:04:05.678Z', none: null, bag: { k: [1] }, empty: [], worked: 'x!' };
  assert.deepEqual(JSON.parse(rows[0]!.record_json), expected);
  assert.deepEqual(JSON.parse(JSON.stringify(shape.toRecord(rows[0]!))), expected);
});

test('a GET answers the record the declaration maps', async () => {
  const app = await buildTestApp();
  const { org, ids } = await populatedOrg(app);
  const [user] = await bothBuilds(USER_RECORD, { table: 'users', where: `t.id = '${ids.user}'` }, org.id);
  const got = await app.inject({ method: 'GET', url: `/v2/users/${ids.user}`, headers: bearer(org.keys.read) });
  assert.equal(got.statusCode, 200);
  assert.deepEqual(got.json().data, user!.mapped);
});
