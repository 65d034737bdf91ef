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

export interface OrgClocksTable {
  organization_id: string;
  last: Timestamp;
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

export interface DB {
  organizations: OrganizationsTable;
  org_clocks: OrgClocksTable;
  teams: TeamsTable;
  api_keys: ApiKeysTable;
  equipment_types: EquipmentTypesTable;
}
