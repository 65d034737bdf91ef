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
import { ReplicaSet, type ReplicaSetOptions } from './driver/replica-set.js';

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
  /**
   * The streaming replicas read routes may read from (driver/read-routing.ts); null when none are
   * configured. Sampled, and so read from, once started (the service starts them once migrated).
   */
  replicas: ReplicaSet | null;
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
  /** PostgreSQL only: hot standbys of `databaseUrl` for reads (DATABASE_REPLICA_URLS); none by default. */
  replicas?: Pick<ReplicaSetOptions, 'replicaUrls' | 'maxLagMs'>;
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

interface PostgresOptions {
  databaseUrl: string;
  poolSize: number;
  preparedStatements: boolean;
  observe: StatementObserver | null;
  replicas: DatabaseOptions['replicas'] | null;
}

/** Sets each new connection's session time zone before the pool hands it out (a failure ends the connection). */
async function setSessionTimeZone(client: pg.ClientBase): Promise<void> {
  // A SET, not the `options` start-up parameter, which PgBouncer refuses; PgBouncer remembers each
  // client's TimeZone and sets it on whichever server connection serves it next.
  await client.query("SET TIME ZONE 'UTC'");
}

/**
 * `Client` with a listener for its connection's errors at all times. The pool listens only while
 * a client is idle; a server going away (a restart, a replica stopped) while a client is checked
 * out between two queries would otherwise be an uncaught error. The client's queries fail on
 * their own, and the pool drops a client whose connection ended when it comes back.
 */
function quietClient(Client: typeof pg.Client): typeof pg.Client {
  return class QuietClient extends Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', () => {});
    }
  };
}

async function openPostgres({ databaseUrl, poolSize, preparedStatements, observe, replicas: replicaOptions }: PostgresOptions): Promise<Database> {
  const statements = new NamedStatements();
  const Client = quietClient(preparedStatements ? namingClient(statements) : pg.Client);
  const types = postgresTypes();
  const pool = new pg.Pool({ Client, connectionString: databaseUrl, max: poolSize, onConnect: setSessionTimeZone, types });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const replicas = replicaOptions && replicaOptions.replicaUrls.length > 0
    ? new ReplicaSet({ ...replicaOptions, primaryUrl: databaseUrl, pools: { poolSize, Client, types, onConnect: setSessionTimeZone } })
    : null;
  const dialect = new PinnableDialect(new PostgresDialect({ pool }), observe, replicas);
  const db = new Kysely<DB>({ dialect });
  const poolUse = (): PoolUse => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize });
  const close = async (): Promise<void> => {
    await replicas?.stop();
    await db.destroy();
  };
  return { db, kind: 'postgres', statements, requestTransactions: dialect, poolUse, replicas, close };
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
  return {
    db, kind: 'pglite', statements: new NamedStatements(new PgliteStatements(pglite), observe), requestTransactions: dialect, poolUse: () => null, replicas: null, close,
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const observe = options.observeStatement ?? null;
  if (options.databaseUrl !== null) {
    return openPostgres({
      databaseUrl: options.databaseUrl, poolSize: options.poolSize ?? 10, preparedStatements: options.preparedStatements ?? true, observe, replicas: options.replicas ?? null,
    });
  }
  return openPglite(options.dataDir, options.lockHolder ?? 'server', observe);
}
