/**
 * Directory: departments, assets (locations and equipment), users and their memberships.
 * Keys start with organization_id; references are composite, so a record can never point
 * into another organization (DECISIONS 1).
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE departments (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL DEFAULT gen_random_uuid(),
       name text NOT NULL,
       slug text NOT NULL,
       external_id text,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       PRIMARY KEY (organization_id, id),
       UNIQUE (organization_id, slug),
       UNIQUE (organization_id, external_id)
     )`,
    `CREATE TABLE assets (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL,
       type text NOT NULL CHECK (type IN ('location', 'equipment')),
       name text NOT NULL,
       description text,
       slug text NOT NULL,
       address1 text,
       address2 text,
       city text,
       state text,
       zip text,
       latitude double precision,
       longitude double precision,
       status text NOT NULL CHECK (status IN ('active', 'inactive')),
       parent_id uuid,
       external_id text,
       equipment_type_id uuid,
       tag_ids text[] NOT NULL DEFAULT '{}',
       created_by_id uuid,
       last_edited_by_id uuid,
       search_text text,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       deleted_at timestamptz,
       PRIMARY KEY (organization_id, id),
       UNIQUE (organization_id, external_id),
       UNIQUE (organization_id, slug),
       FOREIGN KEY (organization_id, parent_id) REFERENCES assets (organization_id, id),
       FOREIGN KEY (organization_id, equipment_type_id) REFERENCES equipment_types (organization_id, id),
       CHECK (type <> 'equipment' OR equipment_type_id IS NOT NULL),
       CHECK (parent_id IS DISTINCT FROM id)
     )`,
    `CREATE INDEX assets_by_name ON assets (organization_id, name, id)`,
    `CREATE INDEX assets_by_parent ON assets (organization_id, parent_id)`,
    `CREATE TABLE users (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL,
       email text NOT NULL,
       full_name text,
       phone_number text,
       avatar_url text,
       role text NOT NULL CHECK (role IN ('admin', 'member', 'safety_center_user')),
       external_id text,
       supervisor_id uuid,
       permission_group_id uuid,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       PRIMARY KEY (organization_id, id),
       UNIQUE (organization_id, external_id),
       FOREIGN KEY (organization_id, supervisor_id) REFERENCES users (organization_id, id),
       CHECK (supervisor_id IS DISTINCT FROM id)
     )`,
    `CREATE UNIQUE INDEX users_email_per_org ON users (organization_id, lower(email))`,
    `CREATE INDEX users_by_email ON users (organization_id, email, id)`,
    `CREATE TABLE user_departments (
       organization_id uuid NOT NULL,
       user_id uuid NOT NULL,
       department_id uuid NOT NULL,
       PRIMARY KEY (organization_id, user_id, department_id),
       FOREIGN KEY (organization_id, user_id) REFERENCES users (organization_id, id) ON DELETE CASCADE,
       FOREIGN KEY (organization_id, department_id) REFERENCES departments (organization_id, id) ON DELETE CASCADE
     )`,
    `CREATE TABLE user_locations (
       organization_id uuid NOT NULL,
       user_id uuid NOT NULL,
       location_id uuid NOT NULL,
       PRIMARY KEY (organization_id, user_id, location_id),
       FOREIGN KEY (organization_id, user_id) REFERENCES users (organization_id, id) ON DELETE CASCADE,
       FOREIGN KEY (organization_id, location_id) REFERENCES assets (organization_id, id) ON DELETE CASCADE
     )`,
    `CREATE TABLE user_teams (
       organization_id uuid NOT NULL,
       user_id uuid NOT NULL,
       team_id uuid NOT NULL,
       PRIMARY KEY (organization_id, user_id, team_id),
       FOREIGN KEY (organization_id, user_id) REFERENCES users (organization_id, id) ON DELETE CASCADE,
       FOREIGN KEY (organization_id, team_id) REFERENCES teams (organization_id, id) ON DELETE CASCADE
     )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE user_teams',
    'DROP TABLE user_locations',
    'DROP TABLE user_departments',
    'DROP TABLE users',
    'DROP TABLE assets',
    'DROP TABLE departments',
  ]);
}
