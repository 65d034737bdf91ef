import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import { onPostgres, openTestDatabase, TEST_DATABASE_URL } from '../helpers/database.js';

const TABLES = ['action_item_counts', 'action_item_statuses', 'action_items', 'api_keys', 'assets', 'custom_field_definitions', 'departments', 'equipment_types', 'event_metrics', 'events', 'idempotency_keys', 'metric_definitions', 'org_clocks', 'organizations', 'teams', 'user_departments', 'user_locations', 'user_teams', 'users', 'webhook_attempts', 'webhook_deliveries', 'webhook_dispatch', 'webhook_subscriptions', 'workflow_node_results', 'workflow_runs', 'workflow_versions', 'workflows'];

test('migrations create every table; running them again changes nothing', async () => {
  const database = await openTestDatabase();
  try {
    const second = await migrateToLatest(database.db);
    assert.deepEqual(second.applied, [], 'nothing left to apply');
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely%' ORDER BY table_name`.execute(database.db);
    for (const table of TABLES) assert.ok(tables.rows.some((r) => r.table_name === table), `${table} exists`);
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(database.db);
    assert.deepEqual(applied.rows.map((r) => r.name), Object.keys(migrations));
  } finally {
    await database.close();
  }
});

test('instances starting together on a fresh PostgreSQL database apply each migration once', { skip: !onPostgres && 'needs TEST_DATABASE_URL' }, async () => {
  const adminUrl = new URL(TEST_DATABASE_URL!);
  const name = `smr_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const freshUrl = new URL(adminUrl);
  freshUrl.pathname = `/${name}`;
  const instances = await Promise.all(
    Array.from({ length: 4 }, () => openDatabase({ databaseUrl: freshUrl.toString(), dataDir: null, poolSize: 2 })),
  );
  try {
    const reports = await Promise.all(instances.map((instance) => migrateToLatest(instance.db)));
    const appliedEverywhere = reports.flatMap((r) => r.applied).sort();
    assert.deepEqual(appliedEverywhere, Object.keys(migrations).sort(), 'each migration applied by exactly one instance');
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(instances[0]!.db);
    assert.equal(rows.rows[0]!.n, Object.keys(migrations).length);
    // The lock went with the transaction: none is left on any connection (behind a transaction pooler too).
    const locks = await admin.query(`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = $1`, [name]);
    assert.equal(locks.rows[0].n, 0);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
    // FORCE: a pooler in front may keep idle server connections to the database.
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
});
