/**
 * The write gate (src/db/org-write.ts, migration 0007): every organization table refuses writes
 * outside withOrgWrite, whatever code sends them; inside the gate they pass; and every write
 * route of the API writes only through it — each successful request writes its rows with the
 * clock value of its one gate transaction. The test fails when a new organization table has no
 * guard, or a new write route has no case.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { sql } from 'kysely';
import { CHILD_TABLES, DERIVED_TABLES, LOGGED_TABLES } from '../../src/db/change-log-types.js';
import { GATED_TABLES } from '../../src/db/migrations/0007_write_gate.js';
import { withOrgWrite , operatorWriter } from '../../src/db/org-write.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { orgTableNames } from '../helpers/statement-tenancy.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { populatedOrg } from '../helpers/populated-org.js';
import { methodOf, WRITE_CASES, writeRoutesWithoutCase } from '../helpers/write-routes.js';

/** Tables the gate does not guard: operator records, the gate's own clock and the change log it writes. */
const UNGUARDED = ['api_keys', 'org_clocks', 'change_entries', 'idempotency_keys', 'webhook_subscriptions', 'webhook_dispatch', 'webhook_deliveries', 'webhook_attempts'];

const orgTables = async (): Promise<string[]> => orgTableNames((await testDatabase()).db);

/** A write that matches no row (an organization that does not exist): the gate refuses the statement itself. */
const touch = (table: string) => sql`UPDATE ${sql.table(table)} SET organization_id = organization_id WHERE organization_id = ${randomUUID()}`;

test('every organization table carries the guard, and only the gate\'s own tables go without', async () => {
  const { db } = await testDatabase();
  const tables = (await orgTables()).filter((table) => !UNGUARDED.includes(table));
  assert.deepEqual([...GATED_TABLES].sort(), tables, 'the migration guards exactly the organization tables');
  const triggers = await sql<{ table: string }>`
    SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND t.tgname = c.relname || '_write_gate' ORDER BY 1`.execute(db);
  assert.deepEqual(triggers.rows.map((row) => row.table), tables);
});

test('outside the gate every guarded table refuses a write; inside it the write passes; after commit it is refused again', async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  for (const table of GATED_TABLES) {
    await assert.rejects(touch(table).execute(db), new RegExp(`organization data \\(${table}\\) written outside the write gate`), table);
  }
  await withOrgWrite(db, operatorWriter(org.id), async (tx) => {
    for (const table of GATED_TABLES) await touch(table).execute(tx);
  });
  await assert.rejects(touch('action_items').execute(db), /outside the write gate/, 'the gate closes with its transaction');
  await assert.rejects(db.transaction().execute((trx) => touch('events').execute(trx)), /outside the write gate/, 'a plain transaction is not the gate');
});

test('every write route writes through the gate: its rows carry the clock value of its one gate transaction', async (t) => {
  const app = await buildTestApp();
  const { db } = await testDatabase();
  assert.deepEqual(writeRoutesWithoutCase(app), [], 'every write route has a case');
  const stamped = (await orgTables()).filter((table) => GATED_TABLES.includes(table as never));
  const withUpdatedAt = new Set((await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'updated_at'`.execute(db)).rows
    .map((row) => row.table_name));
  for (const writeCase of WRITE_CASES) {
    await t.test(writeCase.route, async () => {
      const { org, ids } = await populatedOrg(app);
      const clock = async () => (await db.selectFrom('org_clocks').select('last').where('organization_id', '=', org.id).executeTakeFirstOrThrow()).last;
      const before = await clock();
      const { url, payload } = writeCase.request(ids);
      const response = await app.inject({ method: methodOf(writeCase), url, headers: bearer(org.keys.all), ...(payload ? { payload } : {}) });
      assert.ok(response.statusCode < 300, `${response.statusCode} ${response.body}`);
      const after = await clock();
      const written: string[] = [];
      for (const table of stamped.filter((name) => withUpdatedAt.has(name))) {
        const rows = await sql<{ updated_at: string }>`
          SELECT updated_at FROM ${sql.table(table)} WHERE organization_id = ${org.id} AND updated_at > ${before}::timestamptz`.execute(db);
        for (const row of rows.rows) {
          assert.equal(row.updated_at, after, `${table}: a row stamped outside the request's one gate transaction`);
          written.push(table);
        }
      }
      assert.ok(written.length > 0, 'the request wrote at least one row');
    });
  }
});

test('every gated table is logged, part of a logged record, or derived, and carries the change log\'s triggers', async () => {
  const { db } = await testDatabase();
  const classified = [...LOGGED_TABLES, ...Object.keys(CHILD_TABLES), ...DERIVED_TABLES].sort();
  assert.deepEqual(classified, [...GATED_TABLES].sort(), 'each organization table is classified once');
  const triggers = await sql<{ table: string; name: string }>`
    SELECT c.relname AS table, t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal`.execute(db);
  const named = new Set(triggers.rows.map((row) => `${row.table}.${row.name}`));
  for (const table of LOGGED_TABLES) {
    for (const suffix of ['stamp', 'insert_stamps', 'note_update', 'no_delete']) assert.ok(named.has(`${table}.${table}_${suffix}`), `${table}_${suffix}`);
  }
  for (const table of Object.keys(CHILD_TABLES)) {
    for (const op of ['insert', 'update', 'delete']) assert.ok(named.has(`${table}.${table}_touch_${op}`), `${table}_touch_${op}`);
  }
});

test('inside the gate a changed row is stamped with the write\'s clock whatever the statement set; a hard delete is refused', async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const stamp = await withOrgWrite(db, operatorWriter(org.id), async (tx, now) => {
    await sql`UPDATE teams SET name = 'Renamed' WHERE organization_id = ${org.id} AND is_default`.execute(tx);
    return now;
  });
  const team = await db.selectFrom('teams').select('updated_at').where('organization_id', '=', org.id).where('is_default', '=', true).executeTakeFirstOrThrow();
  assert.equal(team.updated_at, stamp);
  await assert.rejects(withOrgWrite(db, operatorWriter(org.id), (tx) => sql`DELETE FROM teams WHERE organization_id = ${org.id}`.execute(tx)), /never deleted/);
});

test('a gate opened without the write\'s clock writes nothing (migration 0016); only a data load with the triggers off places rows as given', async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const stamp = '2001-02-03T04:05:06.000007Z';
  const insertType = sql`INSERT INTO equipment_types (organization_id, name, slug, external_name, created_at, updated_at)
    VALUES (${org.id}, 'Loaded', 'loaded', 'Loaded', ${stamp}::timestamptz, ${stamp}::timestamptz)`;
  const renameTeam = sql`UPDATE teams SET name = 'Loaded', updated_at = ${stamp}::timestamptz WHERE organization_id = ${org.id} AND is_default`;
  for (const [what, statement] of [['an insert', insertType], ['an update', renameTeam]] as const) {
    await assert.rejects(db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('smr.org_write', ${org.id}::text, true)`.execute(trx);
      await statement.execute(trx);
    }), /written without the write gate's clock/, `${what} in a gate opened without a clock is refused`);
  }
  const before = await db.selectFrom('teams').select(['name', 'updated_at']).where('organization_id', '=', org.id).where('is_default', '=', true).executeTakeFirstOrThrow();
  assert.notEqual(before.name, 'Loaded', 'nothing was written');
  // Negative control: the same statements as a data load (no trigger fires) write the rows as given.
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await insertType.execute(trx);
    await renameTeam.execute(trx);
  });
  const team = await db.selectFrom('teams').select(['name', 'updated_at']).where('organization_id', '=', org.id).where('is_default', '=', true).executeTakeFirstOrThrow();
  assert.deepEqual([team.name, team.updated_at], ['Loaded', '2001-02-03 04:05:06.000007+00']);
});
