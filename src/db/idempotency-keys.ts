/**
 * The stored requests and responses of Idempotency-Keys (migration 0010). A key is "live" for
 * the configured hours after its first use; an expired row is taken over by the next use of the
 * key and purged in the background.
 */
import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import type { ReadContext } from './read-context.js';
import { dataBodySql, recordResponseHeaders, recordStatus } from './record-response.js';
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
 * different routes queue on it instead of each holding what the other waits for. Both build it
 * here (test/idempotency/keyed-write.test.ts, "no deadlock", fails when they stop taking one lock).
 */
const KEY_LOCK_CLASS = 7140;
const keyLockSql = (orgId: string, key: string): RawBuilder<unknown> =>
  sql`pg_advisory_xact_lock(${sql.lit(KEY_LOCK_CLASS)}, hashtext(${orgId}::uuid::text || '/' || ${key}::text))`;

/** Claims a key: a new row, or an expired one taken over; no row returned when a live row exists. */
const claimKeySql = (owner: KeyOwner, request: RequestFingerprint, ttlHours: number): RawBuilder<{ claimed: number }> => sql`
  WITH key_lock AS (SELECT ${keyLockSql(owner.orgId, owner.key)})
  INSERT INTO idempotency_keys (organization_id, key, method, path, body_hash, status, body)
  SELECT ${owner.orgId}::uuid, ${owner.key}, ${request.method}, ${request.path}, ${request.bodyHash}, NULL, NULL FROM key_lock
  ON CONFLICT (organization_id, key) DO UPDATE
     SET method = excluded.method, path = excluded.path, body_hash = excluded.body_hash, status = NULL, headers = '{}', body = NULL, created_at = clock_timestamp()
   WHERE idempotency_keys.created_at <= clock_timestamp() - make_interval(hours => ${ttlHours}::int)
  RETURNING 1 AS claimed`;

/** The statements of the write path, run as named statements (their texts: every value is a parameter). */
export const idempotencyStatements = (db: Kysely<DB>): string[] =>
  [claimKeySql({ orgId: '', key: '' }, { method: '', path: '', bodyHash: '' }, 0).compile(db).sql];

/** What a write statement adds to store its key's response (`keyedStatementSql`). */
export interface KeyedStatementSql {
  /** Taken before the org's clock (the key's lock). */
  lockFirst: RawBuilder<unknown>;
  /** The CTE `stored_key`, reading the statement's `written_rows`. */
  ctes: RawBuilder<unknown>;
}

/**
 * For a single-statement keyed write (src/db/keyed-write.ts): the SQL that claims the key and
 * stores the response of the written row `recordId` (record-response.ts: 201 or 200 as it was
 * created or updated, `{"data":<record>}`), the way `completeKeyStatement` would after a request
 * transaction. A plain insert: any row of the key, live or expired, is a unique violation that
 * undoes the statement (the request then claims the key the usual way, which takes an expired
 * row over). No ON CONFLICT, whose speculative insertion would cost more inside the clock's hold.
 */
export function keyedStatementSql(keyed: KeyOwner & { fingerprint: RequestFingerprint }, written: { recordId: string; created: boolean }): KeyedStatementSql {
  const request = keyed.fingerprint;
  const ctes = sql`stored_key AS (
      INSERT INTO idempotency_keys (organization_id, key, method, path, body_hash, status, headers, body)
      SELECT ${keyed.orgId}, ${keyed.key}, ${request.method}, ${request.path}, ${request.bodyHash}, ${recordStatus(written.created)}::int,
             ${JSON.stringify(recordResponseHeaders())}::jsonb, ${sql.raw(dataBodySql('r.record'))}
        FROM written_rows r WHERE r.id = ${written.recordId}
    )`;
  return { lockFirst: keyLockSql(keyed.orgId, keyed.key), ctes };
}

/** A keyed write in a combined statement: its key, its request, and the record whose response the key stores. */
export interface StoredKeyWrite {
  key: string;
  fingerprint: RequestFingerprint;
  written: { recordId: string; created: boolean };
}

/**
 * The same for a statement combining several single writes (write-combiner.ts), some keyed: each
 * key's lock before the clock (the keys are distinct: the combiner never puts two writes of one
 * key in a statement, and one lane's statements run one at a time), and one insert storing each
 * key's response from its written row.
 */
export function combinedKeysSql(orgId: string, keyed: readonly StoredKeyWrite[]): KeyedStatementSql {
  const rows = keyed.map(({ key, fingerprint, written }) => ({
    key, method: fingerprint.method, path: fingerprint.path, body_hash: fingerprint.bodyHash, record_id: written.recordId, status: recordStatus(written.created),
  }));
  const ctes = sql`stored_key AS (
      INSERT INTO idempotency_keys (organization_id, key, method, path, body_hash, status, headers, body)
      SELECT ${orgId}, k.key, k.method, k.path, k.body_hash, k.status, ${JSON.stringify(recordResponseHeaders())}::jsonb, ${sql.raw(dataBodySql('r.record'))}
        FROM json_to_recordset(${JSON.stringify(rows)}::json) AS k(key text, method text, path text, body_hash text, record_id uuid, status int)
        JOIN written_rows r ON r.id = k.record_id
    )`;
  // In one order (by key), so two statements locking some of the same keys wait for each other rather than deadlock.
  const locks = [...keyed].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ key }) => keyLockSql(orgId, key));
  return { lockFirst: sql.join(locks), ctes };
}

/**
 * Claims the key for a request about to run: inserts its row (no response yet), or takes over
 * an expired one. Returns false when a live row exists. Another first use of the key still
 * running makes this wait until its transaction ends (on the key's lock, then the primary key),
 * so a concurrent repeat sees the first request's committed outcome, never a half-done one.
 */
export async function claimKey(read: Pick<ReadContext, 'db' | 'statements'>, owner: KeyOwner, request: RequestFingerprint, ttlHours: number): Promise<boolean> {
  const claim = claimKeySql(owner, request, ttlHours).compile(read.db);
  const rows = await read.statements.run(read.db, claim.sql, claim.parameters);
  return rows.length > 0;
}

/**
 * The statement that completes the claimed row with the response: the request transaction runs
 * it and commits (`RequestTransaction.commitWith`).
 */
export function completeKeyStatement(db: Kysely<DB>, owner: KeyOwner, response: StoredResponse): CompiledQuery {
  return sql`UPDATE idempotency_keys SET status = ${Math.trunc(response.status)}::int, headers = ${JSON.stringify(response.headers)}::jsonb, body = ${response.body}
    WHERE organization_id = ${owner.orgId}::uuid AND key = ${owner.key}`.compile(db);
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
