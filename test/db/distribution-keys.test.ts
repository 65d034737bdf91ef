/**
 * The schema can be distributed by organization (Citus: every org table distributed on
 * `organization_id`, colocated): read from the catalog of the migrated database, every table
 * holds `organization_id` or is one of the few global tables; every org table's primary key,
 * unique constraint and unique index begins with `organization_id`; every foreign key of an org
 * table begins with it and points at the organization or at another org table's key that begins
 * with it. Reference tables (copied whole to every node) are exempt from the key rules, but
 * may point only at global or reference tables. A schema written for the purpose shows each kind
 * of breach is caught.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PgliteDialect } from '../../src/db/driver/pglite-dialect.js';
import { testDatabase } from '../helpers/database.js';
import { REFERENCE_TABLES } from '../helpers/statement-tenancy.js';

/** Tables without organization_id: the organizations themselves (the distribution key's own table) and the migrator's. */
const GLOBAL_TABLES = ['kysely_migration', 'kysely_migration_lock', 'organizations'];

interface Key {
  table: string;
  name: string;
  kind: 'primary key' | 'unique' | 'foreign key';
  columns: Array<string | null>;
  referencedTable: string | null;
  referencedColumns: string[] | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's handle
async function distributionProblems(db: Kysely<any>, referenceTables: readonly string[]): Promise<string[]> {
  const tables = await sql<{ table: string; org: boolean }>`
    SELECT c.relname AS table,
           EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'organization_id' AND NOT a.attisdropped) AS org
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`.execute(db);
  const keys = await sql<Key>`
    SELECT c.relname AS table, k.conname AS name,
           CASE k.contype WHEN 'p' THEN 'primary key' WHEN 'u' THEN 'unique' ELSE 'foreign key' END AS kind,
           ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(attnum, ord)
                   JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.attnum ORDER BY u.ord) AS columns,
           f.relname::text AS "referencedTable",
           CASE WHEN k.contype = 'f' THEN ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(attnum, ord)
                   JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.attnum ORDER BY u.ord) END AS "referencedColumns"
      FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_class f ON f.oid = k.confrelid
     WHERE n.nspname = 'public' AND k.contype IN ('p', 'u', 'f')
    UNION ALL
    SELECT c.relname, i.relname, 'unique',
           ARRAY(SELECT a.attname::text FROM unnest(x.indkey::int2[]) WITH ORDINALITY u(attnum, ord)
                   LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = u.attnum ORDER BY u.ord),
           NULL, NULL
      FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND x.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`.execute(db);

  const orgTables = new Set(tables.rows.filter((t) => t.org).map((t) => t.table));
  const problems: string[] = [];
  for (const { table, org } of tables.rows) {
    if (!org && !GLOBAL_TABLES.includes(table)) problems.push(`${table}: no organization_id column, and not a global table`);
  }
  for (const table of orgTables) {
    if (!keys.rows.some((key) => key.table === table && key.kind === 'primary key')) problems.push(`${table}: no primary key`);
  }
  for (const key of keys.rows) {
    if (referenceTables.includes(key.table)) {
      const target = key.referencedTable;
      if (target !== null && !GLOBAL_TABLES.includes(target) && !referenceTables.includes(target)) {
        problems.push(`${key.table}.${key.name}: a reference table's foreign key points at ${target}, a distributed table`);
      }
      continue;
    }
    if (!orgTables.has(key.table)) continue;
    const where = `${key.table}.${key.name} (${key.kind} on ${key.columns.join(', ')})`;
    if (key.columns[0] !== 'organization_id') problems.push(`${where}: does not begin with organization_id`);
    if (key.kind !== 'foreign key') continue;
    const toOrganization = key.referencedTable === 'organizations' && key.columns.length === 1;
    const toOrgTable = orgTables.has(key.referencedTable!) && key.referencedColumns![0] === 'organization_id';
    if (!toOrganization && !toOrgTable) problems.push(`${where}: references ${key.referencedTable}(${key.referencedColumns!.join(', ')}), not by organization_id`);
  }
  return problems.sort();
}

test('the migrated schema: every org table keyed, made unique and referenced by organization_id first', async () => {
  const { db } = await testDatabase();
  assert.deepEqual(await distributionProblems(db, REFERENCE_TABLES), []);
  const orgTables = await sql<{ n: number }>`
    SELECT count(DISTINCT table_name)::int AS n FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'organization_id'`.execute(db);
  assert.ok(orgTables.rows[0]!.n >= 20, 'the check read the org tables');
});

test('negative control: a schema with each breach is reported, breach by breach', async () => {
  const pglite = new PGlite();
  const db = new Kysely<unknown>({ dialect: new PgliteDialect(pglite) });
  try {
    await pglite.exec(`
      CREATE TABLE organizations (id uuid PRIMARY KEY);
      CREATE TABLE teams (organization_id uuid NOT NULL REFERENCES organizations (id), id uuid NOT NULL, PRIMARY KEY (organization_id, id));
      CREATE TABLE settings (key text PRIMARY KEY);
      CREATE TABLE notes (organization_id uuid NOT NULL, id uuid PRIMARY KEY, slug text, team_id uuid,
                          UNIQUE (slug), FOREIGN KEY (organization_id, team_id) REFERENCES teams (organization_id, id));
      CREATE UNIQUE INDEX notes_lower_slug ON notes (lower(slug));
      CREATE TABLE links (organization_id uuid NOT NULL, note_id uuid REFERENCES notes (id), team_id uuid, other_team uuid,
                          FOREIGN KEY (team_id, organization_id) REFERENCES teams (id, organization_id));
      ALTER TABLE teams ADD UNIQUE (id, organization_id);
      CREATE TABLE keys (organization_id uuid NOT NULL REFERENCES organizations (id), id uuid PRIMARY KEY, public_id text UNIQUE);
      CREATE TABLE pins (organization_id uuid NOT NULL, id uuid PRIMARY KEY, team_id uuid, FOREIGN KEY (organization_id, team_id) REFERENCES teams (organization_id, id));
    `);
    assert.deepEqual(await distributionProblems(db, ['keys', 'pins']), [
      'links.links_note_id_fkey (foreign key on note_id): does not begin with organization_id',
      'links.links_note_id_fkey (foreign key on note_id): references notes(id), not by organization_id',
      'links.links_team_id_organization_id_fkey (foreign key on team_id, organization_id): does not begin with organization_id',
      'links.links_team_id_organization_id_fkey (foreign key on team_id, organization_id): references teams(id, organization_id), not by organization_id',
      'links: no primary key',
      'notes.notes_lower_slug (unique on ): does not begin with organization_id',
      'notes.notes_pkey (primary key on id): does not begin with organization_id',
      'notes.notes_slug_key (unique on slug): does not begin with organization_id',
      'pins.pins_organization_id_team_id_fkey: a reference table\'s foreign key points at teams, a distributed table',
      'settings: no organization_id column, and not a global table',
      'teams.teams_id_organization_id_key (unique on id, organization_id): does not begin with organization_id',
    ]);
  } finally {
    await db.destroy();
  }
});
