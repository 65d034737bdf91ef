/**
 * The PostgreSQL mirror: a table per resource (`smr_action_items`, `smr_users`, …) with the
 * record's properties as columns and the whole record as `record jsonb`, one row per record,
 * created on first run (columns the API added since are added). A page and the position after it
 * are written in one transaction, in `smr_export_positions`: a run stopped at any instant, even
 * by SIGKILL, resumes at the first page not committed, and rows never repeat (the id is the key).
 * A row is rewritten only when its record changed.
 */
import pg from 'pg';
import type { Column } from './columns.js';
import { isDeletion, type ListedRecord, type Resource } from './resources.js';
import type { MirrorTarget } from './target.js';

export const tableOf = (resource: Resource): string => `smr_${resource.name.replace(/-/g, '_')}`;
const POSITIONS = 'smr_export_positions';
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The column's value out of the page element `e` (a jsonb record). */
function valueSql(column: Column): string {
  const key = `'${column.key.replace(/'/g, "''")}'`;
  if (column.type === 'jsonb') return `nullif(e -> ${key}, 'null'::jsonb)`;
  if (column.type === 'text') return `e ->> ${key}`;
  return `(e ->> ${key})::${column.type}`;
}

/** Upserts the page's records (`$1`, a jsonb array), rewriting a row only when its record changed. */
function upsertSql(table: string, columns: Column[]): string {
  const names = columns.filter((column) => column.name !== 'id').map((column) => quoted(column.name));
  const values = columns.filter((column) => column.name !== 'id').map(valueSql);
  return `INSERT INTO ${quoted(table)} (id, ${names.join(', ')}, record, exported_at)
SELECT (e ->> 'id')::uuid, ${values.join(', ')}, e, now() FROM jsonb_array_elements($1::jsonb) AS e
ON CONFLICT (id) DO UPDATE SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, record = EXCLUDED.record, exported_at = EXCLUDED.exported_at
WHERE ${quoted(table)}.record IS DISTINCT FROM EXCLUDED.record`;
}

export class PostgresTarget implements MirrorTarget {
  readonly #pool: pg.Pool;
  readonly #upserts = new Map<string, string>();

  private constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  /** Connects (and fails here, clearly, when the database cannot be reached). */
  static async open(databaseUrl: string): Promise<PostgresTarget> {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 10_000 });
    pool.on('error', () => {});
    try {
      await pool.query(`CREATE TABLE IF NOT EXISTS ${POSITIONS} (resource text PRIMARY KEY, cursor text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresTarget(pool);
  }

  async prepare(resource: Resource, columns: Column[]): Promise<void> {
    const table = quoted(tableOf(resource));
    const others = columns.filter((column) => column.name !== 'id');
    await this.#pool.query(`CREATE TABLE IF NOT EXISTS ${table} (id uuid PRIMARY KEY, ${others.map((column) => `${quoted(column.name)} ${column.type}`).join(', ')}, record jsonb NOT NULL, exported_at timestamptz NOT NULL)`);
    for (const column of others) await this.#pool.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${quoted(column.name)} ${column.type}`);
    this.#upserts.set(resource.name, upsertSql(tableOf(resource), columns));
  }

  async position(resource: Resource): Promise<string | null> {
    const result = await this.#pool.query<{ cursor: string }>(`SELECT cursor FROM ${POSITIONS} WHERE resource = $1`, [resource.name]);
    return result.rows[0]?.cursor ?? null;
  }

  async applyPage(resource: Resource, records: ListedRecord[], cursor: string): Promise<void> {
    await this.#transaction(async (client) => {
      await this.#write(client, resource, records);
      await client.query(`INSERT INTO ${POSITIONS} (resource, cursor) VALUES ($1, $2) ON CONFLICT (resource) DO UPDATE SET cursor = EXCLUDED.cursor, updated_at = now()`, [resource.name, cursor]);
    });
  }

  async replaceAll(resource: Resource, records: ListedRecord[]): Promise<{ written: number; removed: number }> {
    return this.#transaction(async (client) => {
      const written = await this.#write(client, resource, records);
      const removed = await client.query(`DELETE FROM ${quoted(tableOf(resource))} WHERE NOT (id = ANY($1::uuid[]))`, [records.filter((record) => !isDeletion(record)).map((record) => record.id)]);
      return { written, removed: removed.rowCount ?? 0 };
    });
  }

  async finish(): Promise<void> {}

  async close(): Promise<void> {
    await this.#pool.end();
  }

  /** Upserts the live records and removes the deleted ones; answers how many rows changed. */
  async #write(client: pg.PoolClient, resource: Resource, records: ListedRecord[]): Promise<number> {
    const live = records.filter((record) => !isDeletion(record));
    const gone = records.filter(isDeletion).map((record) => record.id);
    let changed = 0;
    if (live.length > 0) changed += (await client.query(this.#upserts.get(resource.name)!, [JSON.stringify(live)])).rowCount ?? 0;
    if (gone.length > 0) changed += (await client.query(`DELETE FROM ${quoted(tableOf(resource))} WHERE id = ANY($1::uuid[])`, [gone])).rowCount ?? 0;
    return changed;
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      // The commit need not wait for the disk: pages and their positions commit together, so a
      // commit the mirror's server loses in a crash loses both, and the next run reads them again.
      await client.query('BEGIN; SET LOCAL synchronous_commit = off');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}
