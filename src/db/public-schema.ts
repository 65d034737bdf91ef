/**
 * What a database's catalog says its `public` schema holds: the tables with their columns, the
 * sequences, and whether anything is there at all. Read from pg_catalog, never from a list kept
 * by hand, so that a table a later migration adds is seen too.
 */
import { sql, type Kysely } from 'kysely';

export interface CatalogColumn {
  name: string;
  /** The type as PostgreSQL writes it (format_type), to tell two databases' tables apart. */
  type: string;
  /** A generated (stored) column: computed from the others, never written. */
  generated: boolean;
}

export interface CatalogTable {
  name: string;
  /** In column order (attnum), as a row's text form lists them. */
  columns: CatalogColumn[];
}

/** A name quoted as an SQL identifier. */
export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A relation of `public` named whatever the search path. */
export const publicName = (name: string): string => `public.${quoteIdentifier(name)}`;

/** Every table holding rows (ordinary tables, partitions included; a partitioned parent holds none) of `public`, by name. */
export async function publicTables(db: Kysely<any>): Promise<CatalogTable[]> {
  const { rows } = await sql<{ table: string; column: string; type: string; generated: boolean }>`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type, a.attgenerated <> '' AS generated
    FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    ORDER BY c.relname COLLATE "C", a.attnum`.execute(db);
  const tables = new Map<string, CatalogTable>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [] };
    table.columns.push({ name: row.column, type: row.type, generated: row.generated });
    tables.set(row.table, table);
  }
  return [...tables.values()];
}

/** The sequences of `public` (identity columns' included), by name. */
export async function publicSequences(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname COLLATE "C"`.execute(db);
  return rows.map((row) => row.name);
}

/** Up to `limit` relations (tables, views, sequences, foreign tables) of `public`, by name: none in an empty database. */
export async function publicRelations(db: Kysely<any>, limit: number): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
    ORDER BY c.relname COLLATE "C" LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.name);
}

/** The table's columns that can be written (generated ones cannot), quoted, in order. */
export const writableColumns = (table: CatalogTable): string[] =>
  table.columns.filter((column) => !column.generated).map((column) => quoteIdentifier(column.name));
