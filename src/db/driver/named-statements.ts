/**
 * Named prepared statements for hot queries of a fixed shape (GET by id, the common list pages,
 * metric export pages), declared explicitly by the modules that own them.
 *
 * A declared text goes through Kysely like any other query, but on PostgreSQL the connection
 * sends it as a named statement: the server parses and plans it once per connection instead of
 * once per request (the by-id read with its four name lookups spent about 1 ms planning and
 * 0.1 ms executing). Only declared texts are named, so the statements a connection keeps are a
 * fixed, known set, whatever the traffic. Queries whose best plan depends on the values
 * (custom-field filters) are never declared: the server plans them each time. On PGlite the
 * same texts are prepared through its wire protocol (pglite-statements.ts).
 */
import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';
import type { PgliteStatements } from './pglite-statements.js';
import type { StatementObserver } from './request-transaction.js';
import { inStatementSpan } from './statement-spans.js';
import type { DB } from '../schema.js';

export class NamedStatements {
  readonly #names = new Map<string, string>();
  readonly #runs = { named: 0, unnamed: 0 };

  constructor(
    private readonly pglite: PgliteStatements | null = null,
    private readonly observe: StatementObserver | null = null,
  ) {}

  /** Declares texts (`$1`, `$2`… placeholders, every value a parameter) to run as named statements. */
  declare(...texts: readonly string[]): void {
    for (const text of texts) {
      if (!this.#names.has(text)) this.#names.set(text, `smr_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`);
    }
  }

  /** The name a text is sent under, if it was declared. */
  nameOf(text: string): string | undefined {
    return this.#names.get(text);
  }

  get size(): number {
    return this.#names.size;
  }

  /** How many runs went out named and unnamed (so a test can tell a hot request's shape was declared). */
  runs(): { named: number; unnamed: number } {
    return { ...this.#runs };
  }

  /** Runs `text` with `values`: named when declared, as an ordinary query otherwise. */
  async run<Row>(db: Kysely<DB> | Transaction<DB>, text: string, values: readonly unknown[]): Promise<Row[]> {
    const name = this.#names.get(text);
    this.#runs[name === undefined ? 'unnamed' : 'named']++;
    // On PGlite, holding Kysely's single connection keeps every other query out meanwhile.
    if (name && this.pglite && !db.isTransaction) {
      const pglite = this.pglite;
      this.observe?.(text);
      return db.connection().execute(() => inStatementSpan(text, () => pglite.run<Row>(name, text, values)));
    }
    return (await db.executeQuery<Row>(CompiledQuery.raw(text, [...values]))).rows;
  }
}

/** The `pg` client class of a pool: declared texts are sent by name (pg prepares each once per connection). */
export function namingClient(statements: NamedStatements): typeof pg.Client {
  return class NamingClient extends pg.Client {
    // pg's query() has many overloads; a text with values (what Kysely sends) is the only form renamed.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(config: any, values?: any, callback?: any): any {
      const name = typeof config === 'string' ? statements.nameOf(config) : undefined;
      if (name === undefined) return super.query(config, values, callback);
      return super.query({ name, text: config, values }, callback);
    }
  };
}
