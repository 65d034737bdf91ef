/**
 * Custom-field definitions (spec 2.4, DECISIONS 10) and the action_items table that holds their
 * values in a `fields` jsonb column (the action-items issue adds its other columns).
 *
 * The cf_* functions read one typed value out of `fields`: numbers as numeric, dates as date,
 * datetimes as timestamptz, NULL for anything else, never an error. They are IMMUTABLE so
 * expression indexes can use them; cf_datetime relies on stored datetimes always carrying an
 * offset, which the validation engine guarantees.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE custom_field_definitions (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL DEFAULT gen_random_uuid(),
       module text NOT NULL,
       key text NOT NULL,
       label text NOT NULL,
       description text,
       type text NOT NULL,
       required boolean NOT NULL DEFAULT false,
       options jsonb,
       constraints jsonb,
       logic jsonb,
       default_value jsonb,
       ordinal double precision NOT NULL,
       group_label text,
       retired_at timestamptz,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       PRIMARY KEY (organization_id, id),
       UNIQUE (organization_id, module, key)
     )`,
    `CREATE TABLE action_items (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL,
       fields jsonb NOT NULL DEFAULT '{}',
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       PRIMARY KEY (organization_id, id)
     )`,
    `CREATE INDEX action_items_fields ON action_items USING gin (fields)`,
    `CREATE FUNCTION cf_number(value jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
       SELECT CASE WHEN jsonb_typeof(value) = 'number' THEN value::numeric END
     $$`,
    `CREATE FUNCTION cf_date(value jsonb) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
       SELECT CASE WHEN jsonb_typeof(value) = 'string' AND (value #>> '{}') ~ '^\\d{4}-\\d{2}-\\d{2}$'
         THEN make_date(substr(value #>> '{}', 1, 4)::int, substr(value #>> '{}', 6, 2)::int, substr(value #>> '{}', 9, 2)::int) END
     $$`,
    `CREATE FUNCTION cf_datetime(value jsonb) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
       SELECT CASE WHEN jsonb_typeof(value) = 'string'
         AND (value #>> '{}') ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}(:?\\d{2})?)$'
         THEN (value #>> '{}')::timestamptz END
     $$`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP FUNCTION cf_datetime(jsonb)',
    'DROP FUNCTION cf_date(jsonb)',
    'DROP FUNCTION cf_number(jsonb)',
    'DROP TABLE action_items',
    'DROP TABLE custom_field_definitions',
  ]);
}
