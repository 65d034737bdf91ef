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
import type { MirrorChanges, MirrorTarget } from './target.js';

export const tableOf = (resource: Resource): string => `smr_${resource.name.replace(/-/g, '_')}`;

/** The mirror's own columns: a record property of the same name is kept in `record` only. */
const RESERVED = new Set(['record', 'exported_at']);
/** How information_schema names each column type. */
const UDT_NAMES: Record<Column['type'], string> = {
  uuid: 'uuid', timestamptz: 'timestamptz', text: 'text', bigint: 'int8', 'double precision': 'float8', boolean: 'bool', jsonb: 'jsonb',
};

/** The target cannot be used as it is; the message says why and what to do. */
export class TargetMismatch extends Error {}
export class TargetBusy extends Error {}
const POSITIONS = 'smr_export_positions';
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The column's value out of `record`, a jsonb record (a page element `e`, or a row's `record`). */
function valueSql(column: Column, record = 'e'): string {
  const key = `'${column.key.replace(/'/g, "''")}'`;
  if (column.type === 'jsonb') return `nullif(${record} -> ${key}, 'null'::jsonb)`;
  if (column.type === 'text') return `${record} ->> ${key}`;
  return `(${record} ->> ${key})::${column.type}`;
}

/** Upserts the page's records (`$1`, a jsonb array), rewriting a row only when its record changed. */
function upsertSql(table: string, columns: Column[]): string {
  const names = columns.filter((column) => column.name !== 'id').map((column) => quoted(column.name));
  const values = columns.filter((column) => column.name !== 'id').map((column) => valueSql(column));
  return `INSERT INTO ${quoted(table)} (id, ${names.join(', ')}, record, exported_at)
SELECT (e ->> 'id')::uuid, ${values.join(', ')}, e, now() FROM jsonb_array_elements($1::jsonb) AS e
ON CONFLICT (id) DO UPDATE SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, record = EXCLUDED.record, exported_at = EXCLUDED.exported_at
WHERE ${quoted(table)}.record IS DISTINCT FROM EXCLUDED.record
RETURNING (xmax = 0) AS added`;
}

export class PostgresTarget implements MirrorTarget {
  readonly #pool: pg.Pool;
  readonly #upserts = new Map<string, string>();

  readonly #lock: pg.Client;

  private constructor(pool: pg.Pool, lock: pg.Client) {
    this.#pool = pool;
    this.#lock = lock;
  }

  /**
   * Connects (and fails here, clearly, when the database cannot be reached), and takes the
   * database's export lock for the run: a second exporter writing into the same mirror could
   * commit an older version of a row after a newer one.
   */
  static async open(databaseUrl: string): Promise<PostgresTarget> {
    const lock = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
    lock.on('error', () => {});
    await lock.connect();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 10_000 });
    pool.on('error', () => {});
    try {
      const held = await lock.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(hashtext('smr-export')) AS locked`);
      if (!held.rows[0]!.locked) throw new TargetBusy('another smr-export is writing into this database: wait for it to end');
      await pool.query(`CREATE TABLE IF NOT EXISTS ${POSITIONS} (resource text PRIMARY KEY, cursor text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`);
    } catch (error) {
      await pool.end();
      await lock.end().catch(() => {});
      throw error;
    }
    return new PostgresTarget(pool, lock);
  }

  /**
   * Creates the table on first run. Later, a property the API added becomes a column filled from
   * the rows' `record`; a column whose type the API changed stops the run with what to do.
   */
  async prepare(resource: Resource, columns: Column[]): Promise<void> {
    const name = tableOf(resource);
    const table = quoted(name);
    const others = columns.filter((column) => column.name !== 'id' && !RESERVED.has(column.name));
    await this.#pool.query(`CREATE TABLE IF NOT EXISTS ${table} (id uuid PRIMARY KEY, ${others.map((column) => `${quoted(column.name)} ${column.type}`).join(', ')}, record jsonb NOT NULL, exported_at timestamptz NOT NULL)`);
    const existing = new Map((await this.#pool.query<{ column_name: string; udt_name: string }>(
      `SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`, [name])).rows
      .map((row) => [row.column_name, row.udt_name]));
    for (const column of others) {
      const type = existing.get(column.name);
      if (type === undefined) {
        await this.#transaction(async (client) => {
          await client.query(`ALTER TABLE ${table} ADD COLUMN ${quoted(column.name)} ${column.type}`);
          await client.query(`UPDATE ${table} AS t SET ${quoted(column.name)} = ${valueSql(column, 't.record')}`);
        });
      } else if (type !== UDT_NAMES[column.type]) {
        throw new TargetMismatch(`${name}.${column.name} is ${type} but the API now describes it as ${column.type}: drop the table ${name} (and its row in ${POSITIONS}) to rebuild it`);
      }
    }
    this.#upserts.set(resource.name, upsertSql(name, [...columns.filter((column) => column.name === 'id'), ...others]));
  }

  async position(resource: Resource): Promise<string | null> {
    const result = await this.#pool.query<{ cursor: string }>(`SELECT cursor FROM ${POSITIONS} WHERE resource = $1`, [resource.name]);
    return result.rows[0]?.cursor ?? null;
  }

  async applyPage(resource: Resource, records: ListedRecord[], cursor: string): Promise<MirrorChanges> {
    return this.#transaction(async (client) => {
      const changes = await this.#write(client, resource, records);
      await client.query(`INSERT INTO ${POSITIONS} (resource, cursor) VALUES ($1, $2) ON CONFLICT (resource) DO UPDATE SET cursor = EXCLUDED.cursor, updated_at = now()`, [resource.name, cursor]);
      return changes;
    });
  }

  async replaceAll(resource: Resource, records: ListedRecord[]): Promise<MirrorChanges> {
    return this.#transaction(async (client) => {
      const changes = await this.#write(client, resource, records);
      const removed = await client.query(`DELETE FROM ${quoted(tableOf(resource))} WHERE NOT (id = ANY($1::uuid[]))`, [records.filter((record) => !isDeletion(record)).map((record) => record.id)]);
      return { ...changes, removed: changes.removed + (removed.rowCount ?? 0) };
    });
  }

  async finish(): Promise<void> {}

  async close(): Promise<void> {
    await this.#pool.end();
    await this.#lock.end().catch(() => {});
  }

  /**
   * Upserts the live records and removes the deleted ones; answers what changed. A record
   * read twice in one batch (changed, deleted or restored while the run read it) counts as its
   * last reading only: one statement cannot upsert a row twice, and a deletion followed by a
   * restore must leave the row.
   */
  async #write(client: pg.PoolClient, resource: Resource, records: ListedRecord[]): Promise<MirrorChanges> {
    const last = [...new Map(records.map((record) => [record.id, record])).values()];
    const live = last.filter((record) => !isDeletion(record));
    const gone = last.filter(isDeletion).map((record) => record.id);
    // The upsert returns the rows it wrote, each saying whether it was inserted (xmax = 0) or updated.
    const written = live.length > 0 ? (await client.query<{ added: boolean }>(this.#upserts.get(resource.name)!, [JSON.stringify(live)])).rows : [];
    const removed = gone.length > 0 ? (await client.query(`DELETE FROM ${quoted(tableOf(resource))} WHERE id = ANY($1::uuid[])`, [gone])).rowCount ?? 0 : 0;
    const added = written.filter((row) => row.added).length;
    return { added, updated: written.length - added, removed };
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    let failure: Error | undefined;
    try {
      // The commit need not wait for the disk: pages and their positions commit together, so a
      // commit the mirror's server loses in a crash loses both, and the next run reads them again.
      await client.query('BEGIN; SET LOCAL synchronous_commit = off');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      failure = error as Error;
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      // A connection that failed is not given back to the pool.
      client.release(failure);
    }
  }
}
