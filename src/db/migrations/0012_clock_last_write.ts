/**
 * What the single-statement write of action items needs (src/db/org-write.ts,
 * `withClockLastWrite`): the statement takes the org's clock, writes the rows it read guarded by
 * their `updated_at`, and inserts their change entries, all at once, so the org's clock row is
 * locked for one statement and its commit.
 *
 * - `smr_stale_write()`: raised (SQLSTATE 40001) by a guarded row that changed since the write
 *   read it; the whole statement is undone and the service runs the write again with the clock
 *   taken first.
 * - `smr_record_changes(before, after, keys, per_key)`: the field-level diff of two versions of a
 *   record over the keys a client can write, as the change log's `changes` JSON text: the same
 *   paths, in the same order, as the service's own diff (src/db/change-log.ts). Values compare
 *   as JSON values (jsonb equality); a key in `per_key` is compared key by key of its object.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE FUNCTION smr_stale_write() RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
     BEGIN
       RAISE EXCEPTION USING ERRCODE = '40001', MESSAGE = 'a row changed since the write read it';
     END $$`,
    `CREATE FUNCTION smr_json_object(value json) RETURNS json LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
       SELECT CASE WHEN json_typeof(value) = 'object' THEN value ELSE '{}'::json END
     $$`,
    // PL/pgSQL keeps the plan of its query for the session (a SQL function that cannot be inlined is planned at every statement that calls it).
    `CREATE FUNCTION smr_record_changes(before json, after json, keys text[], per_key text[]) RETURNS text
       LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
     BEGIN
       RETURN (SELECT '[' || coalesce(string_agg(
                '{"path":' || to_json(c.path)::text || ',"from":' || coalesce(c.was::text, 'null') || ',"to":' || coalesce(c.now::text, 'null') || '}',
                ',' ORDER BY c.ordinal, c.sub COLLATE "C"), '') || ']'
         FROM (
           SELECT k.ordinal, '' AS sub, k.key AS path, before -> k.key AS was, after -> k.key AS now
             FROM unnest(keys) WITH ORDINALITY AS k (key, ordinal)
            WHERE k.key <> ALL (per_key)
           UNION ALL
           SELECT k.ordinal, s.sub, k.key || '.' || s.sub, smr_json_object(before -> k.key) -> s.sub, smr_json_object(after -> k.key) -> s.sub
             FROM unnest(keys) WITH ORDINALITY AS k (key, ordinal)
            CROSS JOIN LATERAL (
              SELECT json_object_keys(smr_json_object(before -> k.key)) UNION SELECT json_object_keys(smr_json_object(after -> k.key))
            ) AS s (sub)
            WHERE k.key = ANY (per_key)
         ) c
        WHERE coalesce(c.was::jsonb, 'null') IS DISTINCT FROM coalesce(c.now::jsonb, 'null'));
     END $$`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP FUNCTION smr_record_changes(json, json, text[], text[])',
    'DROP FUNCTION smr_json_object(json)',
    'DROP FUNCTION smr_stale_write()',
  ]);
}
