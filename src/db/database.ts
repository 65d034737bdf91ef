/**
 * Opens the database: PostgreSQL over `pg` when a URL is given, embedded PGlite otherwise.
 * Both return timestamps as PostgreSQL text in UTC (full microsecond precision, never a JS Date)
 * and 64-bit integers as numbers, so the rest of the code sees the same values on either.
 * PGlite on a data directory first takes the directory's lock (one process per directory),
 * released when the database closes.
 */
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PgliteDialect } from './driver/pglite-dialect.js';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.js';
import { PgliteStatements } from './driver/pglite-statements.js';
import type { DB } from './schema.js';
import { PinnableDialect, type RequestTransactions, type StatementObserver } from './driver/request-transaction.js';
import { NamedStatements, namingClient } from './driver/named-statements.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The named statements of this database's connections (declared by the modules; driver/named-statements.ts). */
  statements: NamedStatements;
  /** Opens transactions that every query of a request joins (driver/request-transaction.ts). */
  requestTransactions: RequestTransactions;
  /** How the connection pool is used right now (PostgreSQL); null for the embedded database's one connection. */
  poolUse(): PoolUse | null;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, idle among them, and queries waiting for one. */
  open: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; null opens PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory; null keeps a new embedded database in memory (benchmarks). */
  dataDir: string | null;
  /** What holds the data directory's lock, shown to a process refused on it: "server" (default), "cli org create"… */
  lockHolder?: string;
  poolSize?: number;
  /** PostgreSQL: send declared texts as named statements (default true; false behind a transaction pooler). */
  preparedStatements?: boolean;
  /** Shown the text of every statement before it is sent (tests check them; test/helpers/statement-tenancy.ts). */
  observeStatement?: StatementObserver;
}

const OID = { INT8: 20, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;
const asText = (value: string): string => value;
const asNumber = (value: string): number => Number(value);

function postgresTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === OID.TIMESTAMPTZ || oid === OID.TIMESTAMP || oid === OID.DATE) return asText;
      if (oid === OID.INT8) return asNumber;
      return pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

function openPostgres(databaseUrl: string, poolSize: number, preparedStatements: boolean, observe: StatementObserver | null): Database {
  const statements = new NamedStatements();
  const pool = new pg.Pool({
    Client: preparedStatements ? namingClient(statements) : pg.Client,
    connectionString: databaseUrl,
    max: poolSize,
    // The session time zone is set before the pool hands a new connection out (a failure ends the
    // connection). A SET, not the `options` start-up parameter, which PgBouncer refuses; PgBouncer
    // remembers each client's TimeZone and sets it on whichever server connection serves it next.
    onConnect: async (client) => {
      await client.query("SET TIME ZONE 'UTC'");
    },
    types: postgresTypes(),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const dialect = new PinnableDialect(new PostgresDialect({ pool }), observe);
  const db = new Kysely<DB>({ dialect });
  const poolUse = (): PoolUse => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize });
  return { db, kind: 'postgres', statements, requestTransactions: dialect, poolUse, close: () => db.destroy() };
}

async function openPglite(dataDir: string | null, lockHolder: string, observe: StatementObserver | null): Promise<Database> {
  if (dataDir === null) return startPglite(null, () => {}, observe);
  const lock = await acquireDataDirLock(dataDir, lockHolder);
  try {
    return await startPglite(dataDir, lock.release, observe);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * The embedded database's page cache. PostgreSQL's default (128 MB) lives inside the process's
 * WebAssembly memory, which never shrinks, and made the embedded service's peak RSS 408 MB; a
 * data directory's pages beyond it are read from the OS's file cache, which is not the
 * process's memory (docs/decisions/performance.md).
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/** PGlite's start parameters for a data directory: its defaults with the page cache above. */
export const embeddedStartParams = (): string[] => [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];

/** PGlite in `dataDir` (null: a new one in memory); `afterClose` runs once the database is closed. */
async function startPglite(dataDir: string | null, afterClose: () => void, observe: StatementObserver | null): Promise<Database> {
  const parsers = {
    [pgliteTypes.TIMESTAMPTZ]: asText,
    [pgliteTypes.TIMESTAMP]: asText,
    [pgliteTypes.DATE]: asText,
    [pgliteTypes.INT8]: asNumber,
  };
  const pglite = dataDir === null ? new PGlite({ parsers }) : new PGlite(dataDir, { parsers, startParams: embeddedStartParams() });
  await pglite.waitReady;
  await pglite.exec("SET TIME ZONE 'UTC'");
  const dialect = new PinnableDialect(new PgliteDialect(pglite), observe);
  const db = new Kysely<DB>({ dialect });
  const close = async (): Promise<void> => {
    try {
      await db.destroy();
    } finally {
      afterClose();
    }
  };
  return { db, kind: 'pglite', statements: new NamedStatements(new PgliteStatements(pglite), observe), requestTransactions: dialect, poolUse: () => null, close };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const observe = options.observeStatement ?? null;
  if (options.databaseUrl !== null) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.preparedStatements ?? true, observe);
  return openPglite(options.dataDir, options.lockHolder ?? 'server', observe);
}
