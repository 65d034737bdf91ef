/**
 * Workflows with versions, their runs and node results (spec 2.9, DECISIONS 9), metric
 * definitions and event metrics (spec 2.10). Exports page by (updated_at, id).
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE workflows (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL,
       name text NOT NULL,
       flow_type text NOT NULL,
       team_id uuid,
       created_by_id uuid,
       draft_definition jsonb,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       deleted_at timestamptz,
       PRIMARY KEY (organization_id, id),
       FOREIGN KEY (organization_id, team_id) REFERENCES teams (organization_id, id),
       FOREIGN KEY (organization_id, created_by_id) REFERENCES users (organization_id, id)
     )`,
    `CREATE INDEX workflows_by_name ON workflows (organization_id, name, id)`,
    `CREATE TABLE workflow_versions (
       organization_id uuid NOT NULL,
       workflow_id uuid NOT NULL,
       version integer NOT NULL CHECK (version >= 1),
       definition jsonb NOT NULL,
       is_active boolean NOT NULL,
       created_at timestamptz NOT NULL,
       PRIMARY KEY (organization_id, workflow_id, version),
       FOREIGN KEY (organization_id, workflow_id) REFERENCES workflows (organization_id, id) ON DELETE CASCADE
     )`,
    `CREATE UNIQUE INDEX workflow_versions_one_active ON workflow_versions (organization_id, workflow_id) WHERE is_active`,
    `CREATE TABLE workflow_runs (
       organization_id uuid NOT NULL,
       id uuid NOT NULL,
       workflow_id uuid NOT NULL,
       flow_version integer NOT NULL,
       flow_run_type text NOT NULL CHECK (flow_run_type IN ('draft', 'live')),
       created_by_id uuid,
       status text NOT NULL CHECK (status IN ('pending', 'running', 'completed', 'failed')),
       context jsonb,
       event_id uuid,
       started_at timestamptz,
       completed_at timestamptz,
       error text,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       deleted_at timestamptz,
       PRIMARY KEY (organization_id, id),
       FOREIGN KEY (organization_id, workflow_id, flow_version) REFERENCES workflow_versions (organization_id, workflow_id, version),
       FOREIGN KEY (organization_id, event_id) REFERENCES events (organization_id, id),
       FOREIGN KEY (organization_id, created_by_id) REFERENCES users (organization_id, id)
     )`,
    `CREATE INDEX workflow_runs_by_workflow ON workflow_runs (organization_id, workflow_id, created_at, id)`,
    `CREATE TABLE workflow_node_results (
       organization_id uuid NOT NULL,
       id uuid NOT NULL,
       run_id uuid NOT NULL,
       parent_node_id uuid,
       node_key text NOT NULL,
       node_name text,
       node_type text NOT NULL,
       status text NOT NULL CHECK (status IN ('pending', 'running', 'completed', 'failed', 'skipped')),
       config jsonb,
       output jsonb,
       error text,
       started_at timestamptz,
       completed_at timestamptz,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       PRIMARY KEY (organization_id, id),
       FOREIGN KEY (organization_id, run_id) REFERENCES workflow_runs (organization_id, id) ON DELETE CASCADE,
       FOREIGN KEY (organization_id, parent_node_id) REFERENCES workflow_node_results (organization_id, id)
     )`,
    `CREATE INDEX workflow_node_results_by_run ON workflow_node_results (organization_id, run_id, created_at, id)`,
    `CREATE TABLE metric_definitions (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL DEFAULT gen_random_uuid(),
       slug text NOT NULL,
       name text NOT NULL,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       PRIMARY KEY (organization_id, id),
       UNIQUE (organization_id, slug)
     )`,
    `CREATE TABLE event_metrics (
       organization_id uuid NOT NULL,
       id uuid NOT NULL,
       event_id uuid NOT NULL,
       metric_id uuid NOT NULL,
       flow_run_id uuid,
       flow_run_node_id uuid,
       value jsonb,
       transformed_value text,
       reason text NOT NULL DEFAULT '',
       confidence_score double precision,
       review_status smallint NOT NULL DEFAULT 0 CHECK (review_status IN (0, 1, 2)),
       audit_score double precision,
       audit_reason text,
       team_id uuid,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       PRIMARY KEY (organization_id, id),
       UNIQUE (organization_id, event_id, metric_id),
       FOREIGN KEY (organization_id, event_id) REFERENCES events (organization_id, id),
       FOREIGN KEY (organization_id, metric_id) REFERENCES metric_definitions (organization_id, id),
       FOREIGN KEY (organization_id, flow_run_id) REFERENCES workflow_runs (organization_id, id),
       FOREIGN KEY (organization_id, flow_run_node_id) REFERENCES workflow_node_results (organization_id, id),
       FOREIGN KEY (organization_id, team_id) REFERENCES teams (organization_id, id)
     )`,
    `CREATE INDEX event_metrics_by_updated ON event_metrics (organization_id, updated_at, id)`,
    `CREATE INDEX event_metrics_by_metric ON event_metrics (organization_id, metric_id, updated_at, id)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE event_metrics', 'DROP TABLE metric_definitions', 'DROP TABLE workflow_node_results',
    'DROP TABLE workflow_runs', 'DROP TABLE workflow_versions', 'DROP TABLE workflows',
  ]);
}
