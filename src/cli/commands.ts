/**
 * What each CLI command does once its command line is checked: the /admin operations
 * (DECISIONS 2) and the migrations, each returning what to print as text and as JSON.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { migrateToLatest, migrationStates } from '../db/migrate.js';
import type { Scope } from '../http/request-context.js';
import type { ApiKeyRecord } from '../modules/api-keys/api-keys.service.js';
import { createDemoOrganization } from '../modules/admin/demo-organization.js';
import { issueKey, listKeys, revokeKey } from '../modules/admin/operator-keys.js';
import { createOrganization, listAllOrganizations, type OrganizationRecord } from '../modules/organizations/organizations.service.js';
import { textTable, type CommandOutput } from './output.js';

const describeOrganization = (organization: OrganizationRecord): string =>
  `organization ${organization.id} "${organization.name}" (default team ${organization.defaultTeamId})`;

export async function migrate(db: Kysely<DB>): Promise<CommandOutput> {
  const { applied } = await migrateToLatest(db);
  const text = applied.length === 0
    ? 'No pending migrations: the database is up to date.'
    : `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.join(', ')}.`;
  return { data: { applied }, text };
}

export async function migrationStatus(db: Kysely<DB>): Promise<CommandOutput> {
  const migrations = await migrationStates(db);
  const pending = migrations.filter((migration) => migration.appliedAt === null).length;
  const table = textTable(['MIGRATION', 'APPLIED AT'], migrations.map((m) => [m.name, m.appliedAt ?? 'pending']), '');
  return {
    data: { migrations, pending },
    text: `${table}\n${migrations.length - pending} applied, ${pending} pending.`,
  };
}

export async function orgCreate(db: Kysely<DB>, name: string): Promise<CommandOutput> {
  const organization = await createOrganization(db, name);
  return { data: organization, text: `Created ${describeOrganization(organization)}.` };
}

export async function orgList(db: Kysely<DB>): Promise<CommandOutput> {
  const organizations = await listAllOrganizations(db);
  const rows = organizations.map((o) => [o.id, o.name, o.createdAt]);
  return { data: organizations, text: textTable(['ID', 'NAME', 'CREATED AT'], rows, 'No organizations.') };
}

export async function keyCreate(db: Kysely<DB>, orgId: string, input: { name: string; scopes?: Scope[] }): Promise<CommandOutput> {
  const issued = await issueKey(db, orgId, input);
  const text = `Issued key ${issued.id} "${issued.name}" (scopes ${issued.scopes.join(', ')}) for organization ${orgId}.\n` +
    `Key, shown only now:\n${issued.key}`;
  return { data: issued, text };
}

const keyRow = (key: ApiKeyRecord): string[] => [key.id, key.name, key.scopes.join(','), key.prefix, key.createdAt, key.revokedAt ?? '-'];

export async function keyList(db: Kysely<DB>, orgId: string): Promise<CommandOutput> {
  const keys = await listKeys(db, orgId);
  const text = textTable(['ID', 'NAME', 'SCOPES', 'PREFIX', 'CREATED AT', 'REVOKED AT'], keys.map(keyRow), 'No keys.');
  return { data: keys, text };
}

export async function keyRevoke(db: Kysely<DB>, orgId: string, keyId: string): Promise<CommandOutput> {
  await revokeKey(db, orgId, keyId);
  return { data: { revoked: keyId }, text: `Revoked key ${keyId}.` };
}

export async function seedDemo(db: Kysely<DB>): Promise<CommandOutput> {
  const demo = await createDemoOrganization(db);
  return { data: demo, text: `Created ${describeOrganization(demo.organization)}.\nAPI key with every scope, shown only now:\n${demo.apiKey}` };
}
