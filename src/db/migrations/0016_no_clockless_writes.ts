/**
 * No write of organization data without the write's clock. Migration 0008 let a transaction that
 * opened the write gate without a clock (`smr.org_write` set, `smr.now` not) write rows as they
 * came, unlogged: a "data load", for the benchmark's generator and tests arranging rows. The
 * service never does that, and nothing should: now every trigger of the change log's rules
 * requires the clock, so such a statement fails (`smr.now` is unset). A data load that must
 * place rows as they are (the benchmark's dataset, a test setting a row's `updated_at`) turns
 * the triggers off for its own transaction with `SET LOCAL session_replication_role = replica`,
 * PostgreSQL's own switch for loading data (pg_restore's), which only a superuser may set.
 * `smr_write_clock(table)` gives the clock, or refuses the statement with a message that says so.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

/** 0008's clock; from here on, `smr_write_clock`'s. */
const oldClock = `current_setting('smr.now')::timestamptz`;

const WRITE_CLOCK = `CREATE FUNCTION smr_write_clock(table_name text) RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
   DECLARE
     clock text := current_setting('smr.now', true);
   BEGIN
     IF coalesce(clock, '') = '' THEN
       RAISE EXCEPTION 'organization data (%) written without the write gate''s clock: use withOrgWrite', table_name;
     END IF;
     RETURN clock::timestamptz;
   END $$`;
const gateOrg = `current_setting('smr.org_write', true)`;
/** The 0008 condition these functions no longer have. */
const dataLoad = `coalesce(current_setting('smr.now', true), '') = ''`;

/** The parents whose rows a change to a child row stamps (0008's TOUCHES), with the child's column naming the parent. */
const PARENTS = [
  { parent: 'users', column: 'user_id' },
  { parent: 'workflows', column: 'workflow_id' },
  { parent: 'workflow_runs', column: 'run_id' },
] as const;

const touchParent = (parent: string, column: string, load: boolean) =>
  `CREATE OR REPLACE FUNCTION smr_touch_${parent}() RETURNS trigger LANGUAGE plpgsql AS $$
   ${load ? '' : `DECLARE
     clock timestamptz := smr_write_clock('${parent}');`}
   BEGIN
     ${load ? `IF ${dataLoad} THEN
       RETURN NULL;
     END IF;` : ''}
     IF TG_OP = 'DELETE' THEN
       UPDATE ${parent} SET updated_at = ${load ? oldClock : 'clock'}
        WHERE organization_id::text = ${gateOrg} AND id IN (SELECT ${column} FROM old_rows);
     ELSE
       UPDATE ${parent} SET updated_at = ${load ? oldClock : 'clock'}
        WHERE organization_id::text = ${gateOrg} AND id IN (SELECT ${column} FROM new_rows);
     END IF;
     RETURN NULL;
   END $$`;

/** The functions as 0008 wrote them (`load`: with its exception for a data load) or as they are from here on. */
const functions = (load: boolean): string[] => [
  `CREATE OR REPLACE FUNCTION smr_stamp_update() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     stamp timestamptz := NEW.updated_at;
   BEGIN
     ${load ? `IF ${dataLoad} THEN
       RETURN NEW;
     END IF;` : ''}
     IF NEW.organization_id::text IS DISTINCT FROM ${gateOrg} THEN
       RAISE EXCEPTION 'a row of % belongs to another organization than the write gate''s', TG_TABLE_NAME;
     END IF;
     -- A parent stamped because a child row changed (pg_trigger_depth() > 1) is a change.
     IF pg_trigger_depth() = 1 THEN
       NEW.updated_at := OLD.updated_at;
       IF NEW IS NOT DISTINCT FROM OLD THEN
         RETURN NEW;
       END IF;
     END IF;
     NEW.updated_at := ${load ? oldClock : 'smr_write_clock(TG_TABLE_NAME)'};
     RETURN NEW;
   END $$`,
  `CREATE OR REPLACE FUNCTION smr_note_update() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     ${load ? `IF NOT ${dataLoad} THEN
       PERFORM smr_note_written(TG_TABLE_NAME);
     END IF;` : 'PERFORM smr_note_written(TG_TABLE_NAME);'}
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION smr_check_insert_stamps() RETURNS trigger LANGUAGE plpgsql AS $$
   ${load ? '' : `DECLARE
     clock timestamptz := smr_write_clock(TG_TABLE_NAME);`}
   BEGIN
     ${load ? `IF ${dataLoad} THEN
       RETURN NULL;
     END IF;` : ''}
     PERFORM smr_note_written(TG_TABLE_NAME);
     IF EXISTS (SELECT 1 FROM new_rows
                 WHERE updated_at IS DISTINCT FROM ${load ? oldClock : 'clock'} OR organization_id::text IS DISTINCT FROM ${gateOrg}) THEN
       RAISE EXCEPTION 'rows inserted into % must carry the write gate''s organization and clock', TG_TABLE_NAME;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION smr_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     ${load ? `IF ${dataLoad} THEN
       RETURN NULL;
     END IF;` : ''}
     RAISE EXCEPTION 'rows of % are never deleted: records are soft-deleted so that their history outlives them', TG_TABLE_NAME;
   END $$`,
  ...PARENTS.map(({ parent, column }) => touchParent(parent, column, load)),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [WRITE_CLOCK, ...functions(false)]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [...functions(true), 'DROP FUNCTION smr_write_clock(text)']);
}
