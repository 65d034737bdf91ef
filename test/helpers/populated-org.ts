/**
 * An organization holding one record of every kind, created through the API, with every
 * identifier a cross-tenant request could try: UUIDs, externalIds, emails, slugs, keys.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { bearer } from './app.js';
import { testDatabase } from './database.js';
import { createTestOrg, type TestOrg } from './fixtures.js';

export interface PopulatedOrg {
  org: TestOrg;
  ids: Record<string, string>;
}

export async function populatedOrg(app: FastifyInstance, prefix = 'a'): Promise<PopulatedOrg> {
  const org = await createTestOrg();
  const call = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const response = await app.inject({ method, url, headers: bearer(org.keys.all), payload });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.body}`);
    return response.json().data;
  };
  const equipmentType = await call('POST', '/v2/equipment-types', { name: `${prefix} crane` });
  const department = await call('POST', '/v2/departments', { name: `${prefix} dept`, externalId: `${prefix}-dept` });
  const team = await call('POST', '/v2/teams', { name: `${prefix} team`, externalId: `${prefix}-team` });
  const location = await call('POST', '/v2/locations', { name: `${prefix} site`, externalId: `${prefix}-site` });
  const asset = await call('POST', '/v2/assets', { name: `${prefix} crane 1`, externalId: `${prefix}-crane`, type: 'equipment', equipmentTypeId: equipmentType.id, parentId: location.id });
  const user = await call('POST', '/v2/users', { email: `${prefix}-user@example.com`, fullName: 'A User', externalId: `${prefix}-user`, departmentId: department.id, locationId: location.id });
  const status = await call('POST', '/v2/action-item-statuses', { name: `${prefix} status`, group: 'on_hold', externalId: `${prefix}-status` });
  await call('POST', '/v2/modules/action_item/fields', { key: `${prefix}_score`, label: 'Score', type: 'number' });
  const event = (await call('POST', '/v2/events/bulk', { events: [{ externalId: `${prefix}-event`, title: 'A event', locationExternalId: `${prefix}-site`, reportedByExternalId: `${prefix}-user` }] })).results[0];
  const item = await call('POST', '/v2/action-items', {
    title: 'A item', externalId: `${prefix}-item`, eventExternalId: `${prefix}-event`, assignedToUserId: user.id, statusExternalId: `${prefix}-status`,
    locationExternalId: `${prefix}-crane`, fields: { [`${prefix}_score`]: 5 },
  });
  const workflow = await call('POST', '/v2/workflows', { name: `${prefix} flow`, flowType: 'assessment', definition: { v: 1 } });
  const run = await call('POST', `/v2/workflows/${workflow.id}/runs`, { flowRunType: 'live', eventId: event.id });
  const node = await call('POST', `/v2/workflows/${workflow.id}/runs/${run.id}/node-results`, { nodeKey: 'n', nodeType: 't' });
  const metric = await call('POST', '/v2/metric-definitions', { slug: `${prefix}-metric`, name: 'A metric' });
  await call('PUT', `/v2/events/${event.id}/metrics/${prefix}-metric`, { value: 1, flowRunId: run.id, flowRunNodeId: node.id });
  // A public address needs no name resolution. Disabled: a delivery worker of another test's
  // server on the same database leaves its deliveries (the test event below) alone.
  const webhook = await call('POST', '/v2/webhooks', { url: `https://93.184.216.34/hooks/${prefix}`, events: ['*'], enabled: false });
  await call('POST', `/v2/webhooks/${webhook.id}/test`, {});
  const delivery = (await app.inject({ method: 'GET', url: `/v2/webhooks/${webhook.id}/deliveries`, headers: bearer(org.keys.all) })).json().data[0];
  return {
    org,
    ids: {
      equipmentType: equipmentType.id, department: department.id, departmentExternalId: `${prefix}-dept`, departmentSlug: department.slug,
      team: team.id, location: location.id, locationExternalId: `${prefix}-site`, asset: asset.id, assetExternalId: `${prefix}-crane`,
      user: user.id, userEmail: `${prefix}-user@example.com`, userExternalId: `${prefix}-user`, status: status.id, statusExternalId: `${prefix}-status`,
      fieldKey: `${prefix}_score`, event: event.id, eventExternalId: `${prefix}-event`, item: item.id, itemExternalId: `${prefix}-item`,
      workflow: workflow.id, run: run.id, node: node.id, metricSlug: `${prefix}-metric`, metric: metric.id,
      webhook: webhook.id, webhookDelivery: delivery.id,
    },
  };
}

/** A checksum of every row of every tenant table that belongs to the org. */
export async function orgChecksum(orgId: string): Promise<Record<string, string>> {
  const { db } = await testDatabase();
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = 'organization_id' ORDER BY table_name`.execute(db);
  const sums: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const result = await sql<{ sum: string | null }>`
      SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM ${sql.table(table_name)} t WHERE organization_id = ${orgId}`.execute(db);
    sums[table_name] = result.rows[0]?.sum ?? 'empty';
  }
  return sums;
}
