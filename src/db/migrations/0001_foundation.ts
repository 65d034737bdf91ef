/**
 * Foundation tables. Every tenant table keys on (organization_id, id) and every unique key
 * starts with organization_id (DECISIONS 1). api_keys.public_id is the one global lookup:
 * a key names its organization, so it cannot be looked up within one.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE organizations (
       id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
       name text NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE TABLE org_clocks (
       organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
       last timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE TABLE teams (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL DEFAULT gen_random_uuid(),
       name text NOT NULL,
       slug text NOT NULL,
       external_id text,
       is_default boolean NOT NULL DEFAULT false,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       PRIMARY KEY (organization_id, id),
       UNIQUE (organization_id, slug),
       UNIQUE (organization_id, external_id)
     )`,
    `CREATE UNIQUE INDEX teams_one_default_per_org ON teams (organization_id) WHERE is_default`,
    `CREATE TABLE api_keys (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL DEFAULT gen_random_uuid(),
       public_id text NOT NULL,
       name text NOT NULL,
       secret_hash bytea NOT NULL,
       scopes text[] NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       revoked_at timestamptz,
       PRIMARY KEY (organization_id, id)
     )`,
    `CREATE UNIQUE INDEX api_keys_public_id ON api_keys (public_id)`,
    `CREATE TABLE equipment_types (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL DEFAULT gen_random_uuid(),
       name text NOT NULL,
       slug text NOT NULL,
       external_name text NOT NULL,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       PRIMARY KEY (organization_id, id),
       UNIQUE (organization_id, slug)
     )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE equipment_types',
    'DROP TABLE api_keys',
    'DROP TABLE teams',
    'DROP TABLE org_clocks',
    'DROP TABLE organizations',
  ]);
}
