/**
 * Action items (spec 2.1) and the per-org Action Item flow (DECISIONS 8): statuses with a group,
 * seeded for every existing org. action_items gets its columns; references are composite.
 * Counts of action items per org answer the unfiltered `total` without counting rows.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

/** The flow every new organization starts with: name, group, ordinal. */
export const DEFAULT_STATUSES: ReadonlyArray<[string, string, number]> = [
  ['Open', 'new', 1],
  ['In progress', 'in_progress', 2],
  ['On hold', 'on_hold', 3],
  ['Complete', 'complete', 4],
  ['Cancelled', 'cancelled', 5],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const seedValues = DEFAULT_STATUSES.map(([name, group, ordinal]) => `('${name}', '${group}', ${ordinal})`).join(', ');
  await runStatements(db, [
    `CREATE TABLE action_item_statuses (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL DEFAULT gen_random_uuid(),
       name text NOT NULL,
       "group" text NOT NULL CHECK ("group" IN ('new', 'in_progress', 'on_hold', 'complete', 'cancelled')),
       external_id text,
       ordinal double precision NOT NULL,
       is_default boolean NOT NULL DEFAULT false,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       PRIMARY KEY (organization_id, id),
       UNIQUE (organization_id, external_id)
     )`,
    `CREATE UNIQUE INDEX action_item_statuses_one_default ON action_item_statuses (organization_id, "group") WHERE is_default`,
    `INSERT INTO action_item_statuses (organization_id, name, "group", ordinal, is_default, created_at, updated_at)
       SELECT o.id, s.name, s.grp, s.ordinal, true, now(), now()
         FROM organizations o CROSS JOIN (VALUES ${seedValues}) AS s (name, grp, ordinal)`,
    `ALTER TABLE action_items
       ADD COLUMN entity_type text,
       ADD COLUMN entity_id uuid,
       ADD COLUMN form_submission_id uuid,
       ADD COLUMN source_section_node_id text,
       ADD COLUMN title text NOT NULL DEFAULT '',
       ADD COLUMN description text,
       ADD COLUMN assigned_to_user_id uuid,
       ADD COLUMN assigned_to_department_id uuid,
       ADD COLUMN assigned_to_role_slug text,
       ADD COLUMN due_date timestamptz,
       ADD COLUMN priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
       ADD COLUMN status_id uuid,
       ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'complete')),
       ADD COLUMN asset_id uuid,
       ADD COLUMN external_id text,
       ADD COLUMN response_notes text,
       ADD COLUMN attachments jsonb,
       ADD COLUMN completed_at timestamptz,
       ADD COLUMN completed_by_id uuid,
       ADD COLUMN created_by_id uuid,
       ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}',
       ADD COLUMN team_id uuid`,
    `ALTER TABLE action_items ALTER COLUMN title DROP DEFAULT`,
    `ALTER TABLE action_items
       ADD CONSTRAINT action_items_external_id UNIQUE (organization_id, external_id),
       ADD FOREIGN KEY (organization_id, assigned_to_user_id) REFERENCES users (organization_id, id),
       ADD FOREIGN KEY (organization_id, assigned_to_department_id) REFERENCES departments (organization_id, id),
       ADD FOREIGN KEY (organization_id, status_id) REFERENCES action_item_statuses (organization_id, id),
       ADD FOREIGN KEY (organization_id, asset_id) REFERENCES assets (organization_id, id),
       ADD FOREIGN KEY (organization_id, completed_by_id) REFERENCES users (organization_id, id),
       ADD FOREIGN KEY (organization_id, team_id) REFERENCES teams (organization_id, id)`,
    `CREATE INDEX action_items_by_created ON action_items (organization_id, created_at, id)`,
    `CREATE INDEX action_items_by_updated ON action_items (organization_id, updated_at, id)`,
    `CREATE INDEX action_items_by_status ON action_items (organization_id, status, created_at, id)`,
    `CREATE INDEX action_items_by_assignee ON action_items (organization_id, assigned_to_user_id, created_at, id)`,
    `CREATE INDEX action_items_by_entity ON action_items (organization_id, entity_type, entity_id, created_at, id)`,
    `CREATE INDEX action_items_by_status_id ON action_items (organization_id, status_id)`,
    `CREATE TABLE action_item_counts (
       organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
       total bigint NOT NULL
     )`,
    `INSERT INTO action_item_counts (organization_id, total)
       SELECT o.id, (SELECT count(*) FROM action_items a WHERE a.organization_id = o.id) FROM organizations o`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE action_item_counts',
    `ALTER TABLE action_items DROP CONSTRAINT action_items_external_id,
       DROP COLUMN entity_type, DROP COLUMN entity_id, DROP COLUMN form_submission_id, DROP COLUMN source_section_node_id,
       DROP COLUMN title, DROP COLUMN description, DROP COLUMN assigned_to_user_id, DROP COLUMN assigned_to_department_id,
       DROP COLUMN assigned_to_role_slug, DROP COLUMN due_date, DROP COLUMN priority, DROP COLUMN status_id, DROP COLUMN status,
       DROP COLUMN asset_id, DROP COLUMN external_id, DROP COLUMN response_notes, DROP COLUMN attachments,
       DROP COLUMN completed_at, DROP COLUMN completed_by_id, DROP COLUMN created_by_id, DROP COLUMN metadata, DROP COLUMN team_id`,
    'DROP TABLE action_item_statuses',
  ]);
}
