/**
 * The benchmark dataset, generated with set-based SQL (not through the API): one large org with
 * action items carrying 6 custom fields of mixed types, assets, users, events and metric values,
 * plus many small orgs around it.
 */
import { sql, type Kysely } from 'kysely';
import { operatorWriter } from '../src/db/org-write.js';
import type { DatabaseKind } from '../src/db/database.js';
import type { DB } from '../src/db/schema.js';
import { createApiKey } from '../src/modules/api-keys/api-keys.service.js';
import { SCOPES } from '../src/http/request-context.js';
import { createDefinition } from '../src/modules/custom-fields/custom-fields.service.js';
import { createOrganization } from '../src/modules/organizations/organizations.service.js';
import { generate } from './generate.js';

export interface DatasetSize {
  items: number;
  assets: number;
  users: number;
  events: number;
  metricsPerEvent: number;
  smallOrgs: number;
  smallOrgItems: number;
  /** Change entries of the large org, generated before the run (`--change-entries=N`). */
  changeEntries?: number;
}

export const FULL: DatasetSize = { items: 1_000_000, assets: 100_000, users: 10_000, events: 200_000, metricsPerEvent: 5, smallOrgs: 40, smallOrgItems: 10_000 };
export const QUICK: DatasetSize = { items: 100_000, assets: 20_000, users: 1_000, events: 20_000, metricsPerEvent: 5, smallOrgs: 4, smallOrgItems: 10_000 };
export const EMBEDDED: DatasetSize = { items: 50_000, assets: 10_000, users: 1_000, events: 10_000, metricsPerEvent: 5, smallOrgs: 2, smallOrgItems: 5_000 };

/** An org of the dataset as a client sees it: its key and some of its item ids. */
export interface DatasetOrg {
  orgId: string;
  key: string;
  items: number;
  itemIds: string[];
}

export interface Dataset {
  orgId: string;
  key: string;
  itemIds: string[];
  size: DatasetSize;
  /** The small orgs, each with a key (writes spread over orgs). */
  smallOrgs: DatasetOrg[];
  /** Orgs of growing size for the scaling table: a small org, one of 100,000 items (when the large org is larger), the large org. */
  scaling: DatasetOrg[];
}

/** How many orgs of this size the scaling table adds beside the small and the large orgs. */
const SCALING_MIDDLE = 100_000;

async function someItemIds(db: Kysely<DB>, orgId: string): Promise<string[]> {
  return (await db.selectFrom('action_items').select('id').where('organization_id', '=', orgId).limit(2000).execute()).map((r) => r.id);
}

const FIELDS = [
  { key: 'priority_score', label: 'Priority score', type: 'number' as const },
  { key: 'severity', label: 'Severity', type: 'enum' as const, options: ['a', 'b', 'c', 'd', 'e'].map((value) => ({ value })) },
  { key: 'due', label: 'Due', type: 'date' as const },
  { key: 'flagged', label: 'Flagged', type: 'boolean' as const },
  { key: 'category', label: 'Category', type: 'string' as const },
  { key: 'reviewed_at', label: 'Reviewed at', type: 'datetime' as const },
];

/** Runs `insert(start, end)` over 1..count in chunks (one transaction each). */
async function inChunks(count: number, chunk: number, insert: (start: number, end: number) => Promise<void>): Promise<void> {
  for (let start = 1; start <= count; start += chunk) await insert(start, Math.min(count, start + chunk - 1));
}

async function insertItems(db: Kysely<DB>, orgId: string, count: number): Promise<void> {
  await inChunks(count, 100_000, (start, end) => generate(db, sql`
      INSERT INTO action_items (organization_id, id, title, status, priority, external_id, fields, metadata, created_at, updated_at)
      SELECT ${orgId}, gen_random_uuid(), 'Item ' || n, (ARRAY['open','in_progress','complete'])[1 + n % 3],
             (ARRAY['low','medium','high','urgent'])[1 + n % 4], 'ai-' || n,
             jsonb_build_object('priority_score', (n::bigint * 7919) % 1000, 'severity', (ARRAY['a','b','c','d','e'])[1 + (n * 31) % 5],
               'due', to_char(date '2026-01-01' + (n % 730), 'YYYY-MM-DD'), 'flagged', n % 7 = 0, 'category', 'cat-' || (n % 50),
               'reviewed_at', to_char(timestamp '2026-01-01' + (n % 100000) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
             '{}', now() - (n || ' seconds')::interval, now() - ((n * 13) % 1000000 || ' milliseconds')::interval
        FROM generate_series(${start}::int, ${end}::int) AS n`));
  await generate(db, sql`UPDATE action_item_counts SET total = total + ${count} WHERE organization_id = ${orgId}`);
}

/**
 * `count` change entries of the org's action items, as the log holds them after years of
 * writes: seqs far before the run's own (so the run's entries come after them), one entry per
 * (item, write), records of the size of a real action item.
 */
async function insertChangeEntries(db: Kysely<DB>, orgId: string, count: number): Promise<void> {
  await inChunks(count, 500_000, (start, end) => generate(db, sql`
      INSERT INTO change_entries (organization_id, seq, resource, action, occurred_at, record_id, external_id, actor, changes, record)
      SELECT ${orgId}, lpad((1500000000000000 + n * 1000)::text, 16, '0') || lpad('1', 12, '0'), 'action_item', 'updated',
             'epoch'::timestamptz + (1500000000 + n / 1000.0) * interval '1 second', i.id, i.external_id,
             '{"type":"api_key","id":"00000000-0000-4000-8000-000000000000","name":"generator"}',
             json_build_array(json_build_object('path', 'title', 'from', 'Item ' || (n - 1), 'to', 'Item ' || n)),
             json_build_object('id', i.id, 'title', 'Item ' || n, 'externalId', i.external_id, 'status', i.status, 'priority', i.priority,
               'fields', i.fields, 'metadata', i.metadata, 'updatedAt', to_char('epoch'::timestamptz + (1500000000 + n / 1000.0) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        FROM generate_series(${start}::bigint, ${end}::bigint) AS n
        JOIN LATERAL (SELECT * FROM action_items WHERE organization_id = ${orgId} AND external_id = 'ai-' || (1 + n % 100000)) i ON true`));
}

export async function generateDataset(db: Kysely<DB>, kind: DatabaseKind, size: DatasetSize, log: (line: string) => void): Promise<Dataset> {
  const org = await createOrganization(db, 'Benchmark org');
  const { key } = await createApiKey(db, org.id, { name: 'bench', scopes: [...SCOPES] });
  const target = { db, kind, log: { warn: () => {} } };
  const defineFields = async (orgId: string) => {
    for (const field of FIELDS) await createDefinition(target, operatorWriter(orgId), 'action_item', field);
  };
  await defineFields(org.id);
  let t = performance.now();
  await insertItems(db, org.id, size.items);
  log(`${size.items} action items in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  await generate(db, sql`INSERT INTO assets (organization_id, id, type, name, slug, status, external_id, city, created_at, updated_at)
    SELECT ${org.id}, gen_random_uuid(), 'location', 'Asset ' || lpad(n::text, 7, '0'), 'asset-' || n, 'active', 'as-' || n, 'City ' || (n % 100), now(), now()
      FROM generate_series(1, ${size.assets}::int) AS n`);
  await generate(db, sql`INSERT INTO users (organization_id, id, email, full_name, role, external_id, created_at, updated_at)
    SELECT ${org.id}, gen_random_uuid(), 'user' || n || '@example.com', 'User ' || n, 'member', 'us-' || n, now(), now()
      FROM generate_series(1, ${size.users}::int) AS n`);
  await generate(db, sql`INSERT INTO events (organization_id, id, external_id, title, event_date, status, created_at, updated_at)
    SELECT ${org.id}, gen_random_uuid(), 'ev-' || n, 'Event ' || n, now() - (n || ' minutes')::interval, 'open', now(), now()
      FROM generate_series(1, ${size.events}::int) AS n`);
  await generate(db, sql`INSERT INTO metric_definitions (organization_id, slug, name, created_at, updated_at)
    SELECT ${org.id}, 'm' || n, 'Metric ' || n, now(), now() FROM generate_series(1, ${size.metricsPerEvent}::int) AS n`);
  await generate(db, sql`INSERT INTO event_metrics (organization_id, id, event_id, metric_id, value, reason, review_status, created_at, updated_at)
    SELECT ${org.id}, gen_random_uuid(), e.id, d.id, to_jsonb(random()), 'generated', 0, now(), now() - (random() * interval '30 days')
      FROM events e CROSS JOIN metric_definitions d WHERE e.organization_id = ${org.id} AND d.organization_id = ${org.id}`);
  log(`assets, users, events and ${size.events * size.metricsPerEvent} metric values in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  const smallOrgIds: string[] = [];
  for (let i = 0; i < size.smallOrgs; i++) {
    const small = await createOrganization(db, `Small org ${i}`);
    await defineFields(small.id);
    await insertItems(db, small.id, size.smallOrgItems);
    smallOrgIds.push(small.id);
  }
  log(`${size.smallOrgs} orgs of ${size.smallOrgItems} items in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  let middleOrgId: string | null = null;
  if (size.items > SCALING_MIDDLE && size.smallOrgItems < SCALING_MIDDLE) {
    t = performance.now();
    middleOrgId = (await createOrganization(db, 'Scaling org')).id;
    await defineFields(middleOrgId);
    await insertItems(db, middleOrgId, SCALING_MIDDLE);
    log(`an org of ${SCALING_MIDDLE} items in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  if (size.changeEntries) {
    t = performance.now();
    await insertChangeEntries(db, org.id, size.changeEntries);
    log(`${size.changeEntries} change entries in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  // A loaded database is vacuumed before it serves (visibility map for index-only scans, no
  // autovacuum of a million fresh rows competing with the measurements).
  await sql`VACUUM ANALYZE`.execute(db);
  const itemIds = await someItemIds(db, org.id);
  const clientOf = async (orgId: string, items: number): Promise<DatasetOrg> =>
    ({ orgId, key: (await createApiKey(db, orgId, { name: 'bench', scopes: [...SCOPES] })).key, items, itemIds: await someItemIds(db, orgId) });
  const smallOrgs: DatasetOrg[] = [];
  for (const orgId of smallOrgIds) smallOrgs.push(await clientOf(orgId, size.smallOrgItems));
  const scaling = [...smallOrgs.slice(0, 1), ...(middleOrgId ? [await clientOf(middleOrgId, SCALING_MIDDLE)] : []), { orgId: org.id, key, items: size.items, itemIds }];
  return { orgId: org.id, key, itemIds, size, smallOrgs, scaling };
}
