/**
 * Row types of every table, as the database returns them (snake_case). Timestamps are
 * PostgreSQL text in UTC with full precision (see database.ts); rows never leave a
 * repository/mapper pair.
 */
import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as text, written as text or left to its default. */
export type Timestamp = ColumnType<string, string | undefined, string>;

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdempotencyKeysTable {
  organization_id: string;
  key: string;
  method: string;
  path: string;
  body_hash: string;
  /** Null only inside the transaction that claimed the key (never committed so). */
  status: number | null;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  body: string | null;
  created_at: ColumnType<string, string | undefined, never>;
}

export interface WebhookSubscriptionsTable {
  organization_id: string;
  id: Generated<string>;
  url: string;
  events: string[];
  description: string | null;
  enabled: Generated<boolean>;
  disabled_reason: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  starts_after: string;
  failing_since: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDispatchTable {
  organization_id: string;
  last_seq: string;
}

export interface WebhookDeliveriesTable {
  organization_id: string;
  id: Generated<string>;
  ordinal: ColumnType<string, never, never>;
  subscription_id: string;
  change_seq: string | null;
  record_id: string | null;
  event_id: string;
  type: string;
  payload: string | null;
  status: Generated<'pending' | 'succeeded' | 'failed'>;
  attempt_count: Generated<number>;
  next_attempt_at: string | null;
  lease_token: string | null;
  lease_until: string | null;
  created_at: Timestamp;
}

export interface WebhookAttemptsTable {
  organization_id: string;
  delivery_id: string;
  attempt: number;
  attempted_at: string;
  duration_ms: number;
  response_status: number | null;
  error: string | null;
  response_body: string | null;
}

export interface OrgClocksTable {
  organization_id: string;
  last: Timestamp;
  /** Moved by every write of the org's configuration (migration 0013). */
  config_version: Generated<number>;
}

export interface TeamsTable {
  organization_id: string;
  id: Generated<string>;
  name: string;
  slug: string;
  external_id: string | null;
  is_default: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApiKeysTable {
  organization_id: string;
  id: Generated<string>;
  public_id: string;
  name: string;
  secret_hash: Buffer;
  scopes: string[];
  created_at: Timestamp;
  revoked_at: string | null;
}

export interface EquipmentTypesTable {
  organization_id: string;
  id: Generated<string>;
  name: string;
  slug: string;
  external_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DepartmentsTable {
  organization_id: string;
  id: Generated<string>;
  name: string;
  slug: string;
  external_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AssetsTable {
  organization_id: string;
  id: string;
  type: 'location' | 'equipment';
  name: string;
  description: string | null;
  slug: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  status: 'active' | 'inactive';
  parent_id: string | null;
  external_id: string | null;
  equipment_type_id: string | null;
  tag_ids: string[];
  created_by_id: string | null;
  last_edited_by_id: string | null;
  search_text: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: string | null;
}

export interface UsersTable {
  organization_id: string;
  id: string;
  email: string;
  full_name: string | null;
  phone_number: string | null;
  avatar_url: string | null;
  role: 'admin' | 'member' | 'safety_center_user';
  external_id: string | null;
  supervisor_id: string | null;
  permission_group_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserDepartmentsTable {
  organization_id: string;
  user_id: string;
  department_id: string;
}

export interface UserLocationsTable {
  organization_id: string;
  user_id: string;
  location_id: string;
}

export interface UserTeamsTable {
  organization_id: string;
  user_id: string;
  team_id: string;
}

/** The event columns holding the names it shows (migration 0019), as ActionItemStoredNames. */
export type EventStoredNames = 'asset_name' | 'reported_by_name';

export interface EventsTable {
  organization_id: string;
  id: string;
  team_id: string | null;
  external_id: string;
  title: string;
  description: string | null;
  event_type: string | null;
  event_date: string;
  status: 'open' | 'in_review' | 'closed';
  severity: 'low' | 'medium' | 'high' | 'critical' | null;
  asset_id: string | null;
  reported_by_id: string | null;
  metadata: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: string | null;
  /** The names the event shows, kept by the database (migration 0019); never written by the service. */
  asset_name: Generated<string | null>;
  reported_by_name: Generated<string | null>;
}

export interface CustomFieldDefinitionsTable {
  organization_id: string;
  id: Generated<string>;
  module: string;
  key: string;
  label: string;
  description: string | null;
  type: string;
  required: boolean;
  options: ColumnType<StoredOption[] | null, string | null, string | null>;
  constraints: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  logic: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  default_value: ColumnType<unknown, string | null, string | null>;
  ordinal: number;
  group_label: string | null;
  retired_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StoredOption {
  value: string;
  label: string;
  archived: boolean;
}

export type StatusGroup = 'new' | 'in_progress' | 'on_hold' | 'complete' | 'cancelled';
export type ActionItemStatus = 'open' | 'in_progress' | 'complete';
export type Priority = 'low' | 'medium' | 'high' | 'urgent';

export interface ActionItemStatusesTable {
  organization_id: string;
  id: Generated<string>;
  name: string;
  group: StatusGroup;
  external_id: string | null;
  ordinal: number;
  is_default: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The action item columns holding the names it shows (migration 0019): kept by the database, never written or planned with by the service. */
export type ActionItemStoredNames = 'assigned_to_user_name' | 'status_name' | 'status_group' | 'asset_name' | 'completed_by_name';

export interface ActionItemsTable {
  organization_id: string;
  id: string;
  entity_type: string | null;
  entity_id: string | null;
  form_submission_id: string | null;
  source_section_node_id: string | null;
  title: string;
  description: string | null;
  assigned_to_user_id: string | null;
  assigned_to_department_id: string | null;
  assigned_to_role_slug: string | null;
  due_date: string | null;
  priority: Priority;
  status_id: string | null;
  status: ActionItemStatus;
  asset_id: string | null;
  external_id: string | null;
  response_notes: string | null;
  attachments: ColumnType<unknown[] | null, string | null, string | null>;
  completed_at: string | null;
  completed_by_id: string | null;
  created_by_id: string | null;
  fields: ColumnType<Record<string, unknown>, string, string>;
  metadata: ColumnType<Record<string, unknown>, string, string>;
  team_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
  /** The names the item shows, kept by the database (migration 0019); never written by the service. */
  assigned_to_user_name: Generated<string | null>;
  status_name: Generated<string | null>;
  status_group: Generated<string | null>;
  asset_name: Generated<string | null>;
  completed_by_name: Generated<string | null>;
}

export interface ActionItemCountsTable {
  organization_id: string;
  total: number;
}

type Json = ColumnType<unknown, string | null, string | null>;

export interface WorkflowsTable {
  organization_id: string;
  id: string;
  name: string;
  flow_type: string;
  team_id: string | null;
  created_by_id: string | null;
  draft_definition: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: string | null;
}

export interface WorkflowVersionsTable {
  organization_id: string;
  workflow_id: string;
  version: number;
  definition: ColumnType<unknown, string, string>;
  is_active: boolean;
  created_at: Timestamp;
}

export type RunStatus = 'pending' | 'running' | 'completed' | 'failed';
export type NodeStatus = RunStatus | 'skipped';

export interface WorkflowRunsTable {
  organization_id: string;
  id: string;
  workflow_id: string;
  flow_version: number;
  flow_run_type: 'draft' | 'live';
  created_by_id: string | null;
  status: RunStatus;
  context: Json;
  event_id: string | null;
  started_at: string | null;
  completed_at: string | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: string | null;
}

export interface WorkflowNodeResultsTable {
  organization_id: string;
  id: string;
  run_id: string;
  parent_node_id: string | null;
  node_key: string;
  node_name: string | null;
  node_type: string;
  status: NodeStatus;
  config: Json;
  output: Json;
  error: string | null;
  started_at: string | null;
  completed_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MetricDefinitionsTable {
  organization_id: string;
  id: Generated<string>;
  slug: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventMetricsTable {
  organization_id: string;
  id: string;
  event_id: string;
  metric_id: string;
  flow_run_id: string | null;
  flow_run_node_id: string | null;
  value: Json;
  transformed_value: string | null;
  reason: string;
  confidence_score: number | null;
  review_status: number;
  audit_score: number | null;
  audit_reason: string | null;
  team_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  organizations: OrganizationsTable;
  org_clocks: OrgClocksTable;
  idempotency_keys: IdempotencyKeysTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_dispatch: WebhookDispatchTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  teams: TeamsTable;
  api_keys: ApiKeysTable;
  equipment_types: EquipmentTypesTable;
  departments: DepartmentsTable;
  assets: AssetsTable;
  users: UsersTable;
  user_departments: UserDepartmentsTable;
  user_locations: UserLocationsTable;
  user_teams: UserTeamsTable;
  events: EventsTable;
  custom_field_definitions: CustomFieldDefinitionsTable;
  action_items: ActionItemsTable;
  action_item_statuses: ActionItemStatusesTable;
  action_item_counts: ActionItemCountsTable;
  workflows: WorkflowsTable;
  workflow_versions: WorkflowVersionsTable;
  workflow_runs: WorkflowRunsTable;
  workflow_node_results: WorkflowNodeResultsTable;
  metric_definitions: MetricDefinitionsTable;
  event_metrics: EventMetricsTable;
}
