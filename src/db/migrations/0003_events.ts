/**
 * Events (DECISIONS 11). Indexes keep the polled list and every sort an index scan within
 * one org: (org, updated_at, id) for polling and the updatedAt sort, one per other sort field.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE events (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL,
       team_id uuid,
       external_id text NOT NULL,
       title text NOT NULL,
       description text,
       event_type text,
       event_date timestamptz NOT NULL,
       status text NOT NULL CHECK (status IN ('open', 'in_review', 'closed')),
       severity text CHECK (severity IN ('low', 'medium', 'high', 'critical')),
       asset_id uuid,
       reported_by_id uuid,
       metadata jsonb NOT NULL DEFAULT '{}',
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       deleted_at timestamptz,
       PRIMARY KEY (organization_id, id),
       UNIQUE (organization_id, external_id),
       FOREIGN KEY (organization_id, team_id) REFERENCES teams (organization_id, id),
       FOREIGN KEY (organization_id, asset_id) REFERENCES assets (organization_id, id),
       FOREIGN KEY (organization_id, reported_by_id) REFERENCES users (organization_id, id)
     )`,
    `CREATE INDEX events_by_updated ON events (organization_id, updated_at, id)`,
    `CREATE INDEX events_by_event_date ON events (organization_id, event_date, id)`,
    `CREATE INDEX events_by_created ON events (organization_id, created_at, id)`,
    `CREATE INDEX events_by_title ON events (organization_id, title, id)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DROP TABLE events']);
}
