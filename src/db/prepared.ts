/**
 * Named prepared statements for hot queries of a fixed shape (GET by id, list pages without
 * custom-field filters).
 *
 * A statement run with `runNamed` goes through Kysely like any other query, but on PostgreSQL
 * the connection sends it as a named statement: the server parses and plans it once per
 * connection instead of once per request (the by-id read with its four joins spent about 1 ms
 * planning and 0.1 ms executing). Only texts passed to `runNamed` are named, and at most
 * `MAX_NAMED` of them, so the prepared statements a connection keeps stay few; callers pass
 * only texts built from fixed fragments with every value a parameter. Queries whose best plan
 * depends on the values (custom-field filters) stay unnamed: the server plans them each time
 * with the actual values. On PGlite the same texts are prepared through its wire protocol.
 */
import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';
import type { PgliteStatements } from './pglite-statements.js';
import type { DB } from './schema.js';

/** Distinct statement texts named per process (and so prepared per connection at most). */
export const MAX_NAMED = 64;

const NAME_BY_TEXT = new Map<string, string>();

function nameOf(text: string): void {
  if (NAME_BY_TEXT.has(text) || NAME_BY_TEXT.size >= MAX_NAMED) return;
  NAME_BY_TEXT.set(text, `smr_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`);
}

const PGLITE_STATEMENTS = new WeakMap<object, PgliteStatements>();

/** Lets `runNamed` prepare statements on this embedded database (see pglite-statements.ts). */
export function usePgliteStatements(db: Kysely<DB>, statements: PgliteStatements): void {
  PGLITE_STATEMENTS.set(db, statements);
}

/** Runs `text` (`$1`, `$2`… placeholders) as a statement prepared once per connection. */
export async function runNamed<Row>(db: Kysely<DB> | Transaction<DB>, text: string, values: readonly unknown[]): Promise<Row[]> {
  nameOf(text);
  const name = NAME_BY_TEXT.get(text);
  const pglite = PGLITE_STATEMENTS.get(db);
  // On PGlite, holding Kysely's single connection keeps every other query out meanwhile.
  if (pglite && name) return db.connection().execute(() => pglite.run<Row>(name, text, values));
  return (await db.executeQuery<Row>(CompiledQuery.raw(text, [...values]))).rows;
}

/** The name a text is sent under, if any (for tests). */
export const statementName = (text: string): string | undefined => NAME_BY_TEXT.get(text);

/** How many texts are named in this process (for tests). */
export const namedStatementCount = (): number => NAME_BY_TEXT.size;

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Makes a pool client send the named texts by name (pg then prepares each once on that
 * connection); everything else passes through unchanged. Called once per new connection.
 */
export function nameDeclaredStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFunction;
  const named: QueryFunction = (text, values, callback) => {
    const name = typeof text === 'string' ? NAME_BY_TEXT.get(text) : undefined;
    return name === undefined ? query(text, values, callback) : query({ name, text, values }, callback);
  };
  client.query = named as typeof client.query;
}
