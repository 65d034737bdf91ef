/**
 * Kysely's dialect for embedded PGlite: PostgreSQL's adapter, query compiler and introspector,
 * with a driver that sends each compiled statement to the one PGlite instance. Kysely 0.29 ships
 * one, but declares Node.js 22 or later; 0.28, which this service uses so that `npm ci` on
 * Node.js 20 installs cleanly, has none, and the published dialect packages accept no PGlite newer
 * than 0.4 (docs/decisions/nodejs-versions.md).
 *
 * PGlite is one connection: the request-transaction driver around this one
 * (request-transaction.ts) hands it to one user at a time, so this driver does not queue.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Parameterless text of several statements (a migration's) needs the simple-query protocol.
    if (query.parameters.length === 0 && query.sql.includes(';')) {
      const results = await this.pglite.exec(query.sql);
      const last = results.at(-1);
      return { rows: (last?.rows ?? []) as R[], ...affected(last?.affectedRows) };
    }
    const result = await this.pglite.query<R>(query.sql, [...query.parameters]);
    return { rows: result.rows, ...affected(result.affectedRows) };
  }

  /** PGlite has no cursors to stream from: the rows come whole, handed on in chunks. */
  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let start = 0; start < rows.length; start += chunkSize) yield { rows: rows.slice(start, start + chunkSize) };
  }
}

const affected = (rows: number | undefined): { numAffectedRows?: bigint } => (rows === undefined ? {} : { numAffectedRows: BigInt(rows) });

class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}${access}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

/** The dialect of one PGlite instance; `db.destroy()` closes the instance. */
export class PgliteDialect implements Dialect {
  /** One connection: the request-transaction driver serializes its users (PinnableDialect). */
  readonly singleConnection = true;

  constructor(private readonly pglite: PGlite) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
