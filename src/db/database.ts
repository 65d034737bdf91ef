/**
 * Opens the database: PostgreSQL over `pg` when a URL is given, embedded PGlite otherwise.
 * Both return timestamps as PostgreSQL text in UTC (full microsecond precision, never a JS Date)
 * and 64-bit integers as numbers, so the rest of the code sees the same values on either.
 */
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PgliteStatements } from './pglite-statements.js';
import { nameDeclaredStatements, usePgliteStatements } from './prepared.js';
import type { DB } from './schema.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; null opens PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory; null keeps the embedded database in memory (tests). */
  dataDir: string | null;
  poolSize?: number;
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

function openPostgres(databaseUrl: string, poolSize: number): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    options: '-c TimeZone=UTC',
    types: postgresTypes(),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  pool.on('connect', nameDeclaredStatements);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const parsers = {
    [pgliteTypes.TIMESTAMPTZ]: asText,
    [pgliteTypes.TIMESTAMP]: asText,
    [pgliteTypes.DATE]: asText,
    [pgliteTypes.INT8]: asNumber,
  };
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir === null ? new PGlite({ parsers }) : new PGlite(dataDir, { parsers });
  await pglite.waitReady;
  await pglite.exec("SET TIME ZONE 'UTC'");
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  usePgliteStatements(db, new PgliteStatements(pglite));
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== null) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}
