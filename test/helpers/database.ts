/**
 * The database a test file runs against: PostgreSQL when TEST_DATABASE_URL is set, else PGlite
 * on a temporary data directory of the file's own, as the service runs embedded. Opened and
 * migrated once per test file (each file is its own process).
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after } from 'node:test';
import pg from 'pg';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { prepareServiceDatabase } from '../../src/modules/changes/logged-tables.js';
import type { DB } from '../../src/db/schema.js';
import { migratedDataDir } from './embedded-start.js';
import { assertStatementsScoped, readOrgTables } from './statement-tenancy.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;
export const onPostgres = TEST_DATABASE_URL !== null;
/**
 * The PostgreSQL server itself: TEST_DIRECT_DATABASE_URL in the PgBouncer pass (TEST_DATABASE_URL
 * is the pass's pooler there), else TEST_DATABASE_URL. For a test that puts a pooler of its own in
 * front of the server: in front of the pass's pooler, two poolers would hand it server
 * connections neither of them chose.
 */
export const TEST_SERVER_URL = process.env.TEST_DIRECT_DATABASE_URL?.trim() || TEST_DATABASE_URL;
/** False when the suite runs behind a transaction pooler (DATABASE_PREPARED_STATEMENTS=false, scripts/test-behind-pgbouncer.mjs). */
export const PREPARED_STATEMENTS = loadConfig({ DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS }).databasePreparedStatements;

/** The connection pool of the test database (PostgreSQL). */
export const TEST_POOL_SIZE = 20;

let shared: Promise<Database> | null = null;

const statementWatchers = new Set<(text: string) => void>();

/**
 * Resolves once a statement whose text holds `fragment` waits for a lock that the transaction
 * `holder` holds (PostgreSQL): only this test's statement, not another file's running at once.
 */
export async function waitingOnLock(fragment: string, holder: Transaction<DB>): Promise<void> {
  const { db } = await testDatabase();
  const { rows: [own] } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(holder);
  for (let attempt = 0; attempt < 400; attempt++) {
    const { rows } = await sql`SELECT 1 FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND position(${fragment} IN query) > 0
        AND ${own!.pid}::int = ANY (pg_blocking_pids(pid))`.execute(db);
    if (rows.length > 0) return;
    await sleep(25);
  }
  throw new Error(`no statement holding ${fragment} waited for a lock within 10 s`);
}

/** Resolves once a statement whose text `match`es is sent through the test files' database handles. */
export function nextStatement(match: (text: string) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const watch = (text: string) => {
      if (!match(text)) return;
      statementWatchers.delete(watch);
      resolve();
    };
    statementWatchers.add(watch);
  });
}

/** The texts of the statements sent through the test files' database handles while `work` runs (the app's included). */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const watch = (text: string) => texts.push(text);
  statementWatchers.add(watch);
  try {
    await work();
  } finally {
    statementWatchers.delete(watch);
  }
  return texts;
}

/** A fresh, migrated database handle of the configured kind (closed by the caller); its statements are checked when it closes. */
export async function openTestDatabase(databaseUrl: string | null = TEST_DATABASE_URL): Promise<Database> {
  // Watched once migrated: migrations work across organizations by nature (backfills, DDL).
  const statements = new Set<string>();
  let watching = false;
  const embedded = databaseUrl === null ? await migratedDataDir() : null;
  const database = await openDatabase({
    databaseUrl,
    dataDir: embedded?.dir ?? null,
    lockHolder: 'test',
    poolSize: TEST_POOL_SIZE,
    preparedStatements: PREPARED_STATEMENTS,
    observeStatement: (text) => {
      if (watching) statements.add(text);
      for (const watch of statementWatchers) watch(text);
    },
  });
  await prepareServiceDatabase(database);
  watching = true;
  const orgTables = await readOrgTables(database);
  const close = database.close.bind(database);
  let checked = false;
  database.close = async () => {
    try {
      if (!checked) {
        checked = true;
        await assertStatementsScoped(statements, orgTables);
      }
    } finally {
      await close();
      embedded?.remove();
    }
  };
  return database;
}

const closers: Array<() => Promise<unknown>> = [];

/** Closes `resource` after the file's tests, before the shared database. */
export function closeAfterFile(close: () => Promise<unknown>): void {
  closers.push(close);
}

// Registered while the module is imported, i.e. at file level: runs once after all of the file's tests.
after(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  if (shared) await (await shared).close();
});

let isolated = false;

/**
 * Gives this file's tests a PostgreSQL database of their own, created and migrated for them and
 * dropped after them (PGlite databases are the file's own already): for tests whose background
 * workers act on every organization's rows (webhook delivery), and must neither take other
 * files' rows nor leave theirs to others. Called at the top of the file, before any test.
 */
export function isolateDatabase(): void {
  if (shared) throw new Error('isolateDatabase() must come before the first use of the test database');
  isolated = true;
}

/**
 * The PostgreSQL server of this machine for tests that need one whatever the pass (a mirror the
 * exporter writes), reached directly: TEST_DIRECT_DATABASE_URL (the server behind the pooler,
 * in the PgBouncer pass), else TEST_DATABASE_URL's, else 127.0.0.1:5432 as `postgres`, or as
 * `root` where that is the superuser.
 */
export async function localPostgresUrl(): Promise<string> {
  if (TEST_SERVER_URL) return TEST_SERVER_URL;
  for (const user of ['postgres', 'root']) {
    const url = `postgres://${user}@127.0.0.1:5432/test`;
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return url;
    } catch {
      // the next user
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error('no PostgreSQL at 127.0.0.1:5432 (as postgres or root)');
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server (or `server`), named after `prefix`, and how to drop it. */
export async function scratchDatabase(prefix: string, server: string = TEST_DATABASE_URL!): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** A PostgreSQL database created for the file, migrated, and dropped when closed. */
/** The URL of the file's own database, once opened (isolateDatabase on PostgreSQL). */
let isolatedUrl: string | null = null;

async function openIsolatedDatabase(): Promise<Database> {
  const scratch = await scratchDatabase('smr_test');
  isolatedUrl = scratch.url;
  const database = await openTestDatabase(scratch.url);
  const close = database.close.bind(database);
  database.close = async () => {
    try {
      await close();
    } finally {
      await scratch.drop();
    }
  };
  return database;
}

/** The test file's shared database, closed after the file's tests. */
export function testDatabase(): Promise<Database> {
  shared ??= isolated && onPostgres ? openIsolatedDatabase() : openTestDatabase();
  return shared;
}

/**
 * Runs `statement` in a transaction of the test database that stays open, holding what it
 * locked, until the function returned is called: that commits it, and resolves once it has.
 */
export async function holdingLocks(statement: RawBuilder<unknown>): Promise<() => Promise<void>> {
  const { db } = await testDatabase();
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  let held!: () => void;
  const holding = new Promise<void>((resolve) => { held = resolve; });
  const holder = db.transaction().execute(async (trx) => {
    await statement.execute(trx);
    held();
    await released;
  });
  await Promise.race([holding, holder]);
  return async () => {
    release();
    await holder;
  };
}

/** The URL of the test file's database on PostgreSQL (its own, when isolated), for a pool of the app's own; null on PGlite. */
export async function testDatabaseUrl(): Promise<string | null> {
  await testDatabase();
  return isolatedUrl ?? TEST_DATABASE_URL;
}

/**
 * Runs `work` with the database's rules of the write gate and the change log turned off for its
 * transaction (`session_replication_role = replica`, PostgreSQL's switch for loading data: no
 * trigger fires), so rows are written "around the clock" exactly as given, as only a hand-made
 * superuser session could. Tests use it to show what the clock protects; the service never does
 * this (migration 0016).
 */
export async function writeAroundTheClock<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  const { db } = await testDatabase();
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    return work(trx);
  });
}

/** Tables whose rows belong to an organization. */
export type OrgTable = { [T in keyof DB]: 'organization_id' extends keyof DB[T] ? T : never }[keyof DB];

/** How many rows of `table` the organization holds (for "nothing written" checks). */
export async function orgRowCount(table: OrgTable, orgId: string): Promise<number> {
  const { db } = await testDatabase();
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', orgId).executeTakeFirstOrThrow();
  return Number(row.n);
}
