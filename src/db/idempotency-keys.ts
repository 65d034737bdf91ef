/**
 * The stored requests and responses of Idempotency-Keys (migration 0010). A key is "live" for
 * the configured hours after its first use; an expired row is taken over by the next use of the
 * key and purged in the background.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { ReadContext } from './read-context.js';
import type { DB } from './schema.js';

/** What a key's first request was: a repeat must match all three. */
export interface RequestFingerprint {
  method: string;
  /** Path with its query, as sent. */
  path: string;
  /** Hash of the body's canonical JSON (lib/canonical-json.ts). */
  bodyHash: string;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export interface StoredKey extends RequestFingerprint {
  response: StoredResponse;
}

export interface KeyOwner {
  orgId: string;
  key: string;
}

const { escapeLiteral } = pg;

const expiry = (ttlHours: number) => sql<string>`clock_timestamp() - make_interval(hours => ${ttlHours})`;

/** The key's live, completed row, if any. */
export async function findStoredKey(db: Kysely<DB>, owner: KeyOwner, ttlHours: number): Promise<StoredKey | null> {
  const row = await db.selectFrom('idempotency_keys')
    .select(['method', 'path', 'body_hash', 'status', 'headers', 'body'])
    .where('organization_id', '=', owner.orgId)
    .where('key', '=', owner.key)
    .where('created_at', '>', expiry(ttlHours))
    .where('status', 'is not', null)
    .executeTakeFirst();
  if (!row || row.status === null) return null;
  return { method: row.method, path: row.path, bodyHash: row.body_hash, response: { status: row.status, headers: row.headers, body: row.body } };
}

/**
 * The lock every first use of a key takes before anything else (a transaction-scoped advisory
 * lock on the org and key, in a class of its own): the claim of a request transaction and the
 * single-statement keyed write take it before the org's clock, so two first uses of one key on
 * different routes queue on it instead of each holding what the other waits for.
 */
const KEY_LOCK_CLASS = 7140;
// Written twice, here and in CLAIM_KEY, with the same expression: test/idempotency/keyed-write.test.ts
// ("no deadlock") fails when the two stop taking the same lock.
const keyLockSql = (orgId: string, key: string): RawBuilder<unknown> =>
  sql`pg_advisory_xact_lock(${sql.lit(KEY_LOCK_CLASS)}, hashtext(${orgId}::uuid::text || '/' || ${key}::text))`;

/** Claims a key: a new row, or an expired one taken over; no row returned when a live row exists. */
const CLAIM_KEY = `WITH key_lock AS (SELECT pg_advisory_xact_lock(${KEY_LOCK_CLASS}, hashtext($1::uuid::text || '/' || $2::text)))
INSERT INTO idempotency_keys (organization_id, key, method, path, body_hash, status, body)
SELECT $1::uuid, $2, $3, $4, $5, NULL, NULL FROM key_lock
ON CONFLICT (organization_id, key) DO UPDATE
   SET method = excluded.method, path = excluded.path, body_hash = excluded.body_hash, status = NULL, headers = '{}', body = NULL, created_at = clock_timestamp()
 WHERE idempotency_keys.created_at <= clock_timestamp() - make_interval(hours => $6)
RETURNING 1 AS claimed`;

/** The statements of the write path, run as named statements. */
export const idempotencyStatements = (): string[] => [CLAIM_KEY];

/** What a write statement adds to store its key's response (`keyedStatementSql`). */
export interface KeyedStatementSql {
  /** Taken before the org's clock (the key's lock). */
  lockFirst: RawBuilder<unknown>;
  /** The CTE `stored_key`, reading the statement's `written_rows`. */
  ctes: RawBuilder<unknown>;
}

/**
 * For a single-statement keyed write (src/db/keyed-write.ts): the SQL that
 * claims the key and stores the response `{"data":<record>}` of the written row `recordId`,
 * with `status` and `headers`, the way `completeKeyStatement` would after a request
 * transaction. A plain insert: any row of the key, live or expired, is a unique violation that
 * undoes the statement (the request then claims the key the usual way, which takes an expired
 * row over). No ON CONFLICT, whose speculative insertion would cost more inside the clock's hold.
 */
export function keyedStatementSql(owner: KeyOwner, request: RequestFingerprint, response: { status: number; headers: Record<string, string>; recordId: string }): KeyedStatementSql {
  const ctes = sql`stored_key AS (
      INSERT INTO idempotency_keys (organization_id, key, method, path, body_hash, status, headers, body)
      SELECT ${owner.orgId}, ${owner.key}, ${request.method}, ${request.path}, ${request.bodyHash}, ${response.status}::int,
             ${JSON.stringify(response.headers)}::jsonb, '{"data":' || r.record || '}'
        FROM written_rows r WHERE r.id = ${response.recordId}
    )`;
  return { lockFirst: keyLockSql(owner.orgId, owner.key), ctes };
}

/**
 * Claims the key for a request about to run: inserts its row (no response yet), or takes over
 * an expired one. Returns false when a live row exists. Another first use of the key still
 * running makes this wait until its transaction ends (on the key's lock, then the primary key),
 * so a concurrent repeat sees the first request's committed outcome, never a half-done one.
 */
export async function claimKey(read: Pick<ReadContext, 'db' | 'statements'>, owner: KeyOwner, request: RequestFingerprint, ttlHours: number): Promise<boolean> {
  const rows = await read.statements.run(read.db, CLAIM_KEY, [owner.orgId, owner.key, request.method, request.path, request.bodyHash, ttlHours]);
  return rows.length > 0;
}

/**
 * The statement that completes the claimed row with the response, as SQL text with its values
 * written in (pg's literal escaping): the request transaction runs it and commits in one round
 * trip (`RequestTransaction.commitWith`).
 */
export function completeKeyStatement(owner: KeyOwner, response: StoredResponse): string {
  const body = response.body === null ? 'NULL' : escapeLiteral(response.body);
  return `UPDATE idempotency_keys SET status = ${Math.trunc(response.status)}, headers = ${escapeLiteral(JSON.stringify(response.headers))}::jsonb, body = ${body}`
    + ` WHERE organization_id = ${escapeLiteral(owner.orgId)}::uuid AND key = ${escapeLiteral(owner.key)}`;
}

/**
 * Stores a response that wrote nothing (a refused request) under a key nobody holds: a live
 * row already there is kept (false), an expired one replaced.
 */
export async function storeKey(db: Kysely<DB>, owner: KeyOwner, request: RequestFingerprint, response: StoredResponse, ttlHours: number): Promise<boolean> {
  const stored = { method: request.method, path: request.path, body_hash: request.bodyHash, status: response.status, headers: JSON.stringify(response.headers), body: response.body };
  const row = await db.insertInto('idempotency_keys')
    .values({ organization_id: owner.orgId, key: owner.key, ...stored })
    .onConflict((oc) => oc.columns(['organization_id', 'key'])
      .doUpdateSet({ ...stored, created_at: sql`clock_timestamp()` } as never)
      .where('idempotency_keys.created_at', '<=', expiry(ttlHours)))
    .returning(sql<number>`1`.as('stored'))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes up to `batch` expired rows of every organization; returns how many. Rows are named by
 * their key (organization_id, key), not by their physical address, so the statement means the
 * same on a database distributed by organization.
 */
export async function deleteExpiredKeys(db: Kysely<DB>, ttlHours: number, batch: number): Promise<number> {
  // The expiry is checked again on the row deleted: a row taken over by a new use of its key
  // after the subquery picked it is new, and is kept.
  const result = await sql`
    DELETE FROM idempotency_keys
     WHERE (organization_id, key) IN (SELECT organization_id, key FROM idempotency_keys WHERE created_at <= ${expiry(ttlHours)} LIMIT ${batch})
       AND created_at <= ${expiry(ttlHours)}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
