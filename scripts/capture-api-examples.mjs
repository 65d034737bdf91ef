#!/usr/bin/env node
/**
 * Captures the API document's examples from real records: runs every operation once, in an
 * order that builds a small but realistic organization, against the service on the test
 * database, and writes each request and response to src/plugins/openapi/captured-examples.ts.
 * Secrets in the responses (an API key, webhook signing secrets) are replaced by placeholders of
 * the same form. The document shows them (examples.ts); test/api/openapi-document.test.ts checks
 * that every example validates against its schema and that every operation has one.
 *
 * Run after a build, on a prepared test database:
 *   npm run build && node scripts/prepare-test-database.mjs && node scripts/capture-api-examples.mjs
 */
import { writeFileSync } from 'node:fs';
import { buildTestApp, TEST_ADMIN_TOKEN } from '../dist/test/helpers/app.js';

const OUTPUT = new URL('../src/plugins/openapi/captured-examples.ts', import.meta.url);

const app = await buildTestApp({ config: { publicUrl: 'https://api.example.com' } });
const document = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
const routes = new Map();
for (const [path, item] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(item)) routes.set(operation.operationId, { path, method: method.toUpperCase() });
}

const captured = {};
let apiKey = '';

/** A response with its `data` list cut to the first record: the document shows one record of a list. */
const firstRecordOnly = (body) => (Array.isArray(body?.data) ? { ...body, data: body.data.slice(0, 1) } : body);

/** Runs one operation; keeps what it sent and what came back (lists: their first record). */
async function call(operationId, { params = {}, query, body, admin = false } = {}) {
  const route = routes.get(operationId);
  if (!route) throw new Error(`No operation ${operationId}`);
  const url = route.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(params[name]));
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]))}` : '';
  const authorization = route.path.startsWith('/admin/') || admin ? TEST_ADMIN_TOKEN : apiKey;
  const response = await app.inject({
    method: route.method, url: url + search, payload: body,
    headers: route.path.startsWith('/v2/') || route.path.startsWith('/admin/') ? { authorization: `Bearer ${authorization}` } : {},
  });
  if (response.statusCode >= 300) throw new Error(`${operationId} ${route.method} ${url}${search}: ${response.statusCode} ${response.body}`);
  const parsed = response.body ? response.json() : undefined;
  captured[operationId] = {
    status: response.statusCode,
    ...(Object.keys(params).length ? { params } : {}),
    ...(query ? { query } : {}),
    ...(body !== undefined ? { request: body } : {}),
    ...(parsed !== undefined ? { response: firstRecordOnly(parsed) } : {}),
  };
  return parsed?.data;
}

// The operator sets up an organization and its key.
const org = await call('adminCreateOrganization', { body: { name: 'Northwind Logistics' } });
const created = await call('adminCreateApiKey', { params: { orgId: org.id }, body: { name: 'Integration: EHS sync', scopes: ['read', 'write', 'admin'] } });
apiKey = created.key;
await call('adminListOrganizations');
await call('adminListApiKeys', { params: { orgId: org.id } });
await call('health');
await call('ready');

// Directory.
const department = await call('upsertDepartment', { body: { name: 'Warehouse Operations', externalId: 'DEPT-WH' } });
await call('upsertTeam', { body: { name: 'Night Shift', externalId: 'TEAM-NIGHT' } });
await call('listDepartments');
await call('listTeams');
const forklift = await call('createEquipmentType', { body: { name: 'Forklift' } });
await call('listEquipmentTypes');
const site = await call('upsertLocation', { body: { name: 'Rotterdam Distribution Center', externalId: 'SITE-RTM' } });
const asset = await call('upsertAsset', {
  body: { name: 'Forklift FL-07', externalId: 'FL-07', type: 'equipment', equipmentTypeId: forklift.id, parentId: site.id },
});
await call('bulkUpsertAssets', { body: { assets: [{ name: 'Forklift FL-08', externalId: 'FL-08', type: 'equipment', equipmentTypeId: forklift.id, parentId: site.id }] } });
await call('listAssets', { query: { type: 'equipment' } });
await call('getAsset', { params: { assetId: asset.id } });
await call('listLocations');
await call('getLocation', { params: { locationId: site.id } });
const user = await call('upsertUser', {
  body: { email: 'maria.jansen@northwind.example', fullName: 'Maria Jansen', externalId: 'EMP-1042', role: 'member', departmentId: department.id, locationId: site.id },
});
await call('bulkUpsertUsers', { body: { users: [{ email: 'tom.bakker@northwind.example', fullName: 'Tom Bakker', externalId: 'EMP-1043' }] } });
await call('listUsers', { query: { q: 'jansen' } });
await call('getUser', { params: { userId: user.id } });

// Action item flow and custom fields.
const status = await call('createActionItemStatus', { body: { name: 'Awaiting parts', group: 'on_hold', externalId: 'ST-PARTS' } });
await call('updateActionItemStatus', { params: { id: status.id }, body: { name: 'Awaiting spare parts' } });
await call('listActionItemStatuses');
await call('createModuleField', { params: { slug: 'action_item' }, body: { key: 'rootCause', label: 'Root cause', type: 'enum', options: [{ value: 'equipment', label: 'Equipment' }, { value: 'procedure', label: 'Procedure' }, { value: 'training', label: 'Training' }] } });
await call('createModuleField', { params: { slug: 'action_item' }, body: { key: 'costEstimate', label: 'Cost estimate (EUR)', type: 'number' } });
await call('updateModuleField', { params: { slug: 'action_item', key: 'costEstimate' }, body: { label: 'Estimated cost (EUR)' } });
await call('listModuleFields', { params: { slug: 'action_item' } });

// Events and action items.
const events = await call('bulkUpsertEvents', {
  body: { events: [{ externalId: 'INC-2026-0311', title: 'Forklift collided with racking in aisle 4', description: 'No injuries; racking upright dented.', locationExternalId: 'SITE-RTM', reportedByExternalId: 'EMP-1042' }] },
});
const event = await call('getEvent', { params: { eventId: events.results[0].id } });
await call('listEvents', { query: { updatedAfter: '2026-01-01T00:00:00Z' } });
const item = await call('upsertActionItem', {
  body: {
    title: 'Replace damaged racking upright in aisle 4', externalId: 'CA-2026-0142', eventExternalId: 'INC-2026-0311',
    description: 'Inspect the bay, replace the upright and re-certify the load rating.', assignedToUserId: user.id,
    dueDate: '2026-12-15T17:00:00.000Z', priority: 'high', statusExternalId: 'ST-PARTS', locationExternalId: 'FL-07',
    fields: { rootCause: 'equipment', costEstimate: 1850 },
  },
});
await call('bulkUpsertActionItems', {
  body: { actionItems: [{ title: 'Refresher training on aisle speed limits', externalId: 'CA-2026-0143', priority: 'medium', fields: { rootCause: 'training' } }] },
});
await call('updateActionItem', { params: { actionItemId: item.id }, body: { priority: 'urgent', responseNotes: 'Spare upright ordered.' } });
await call('getActionItem', { params: { actionItemId: item.id } });
await call('listActionItems', {
  query: { limit: 20, fieldFilters: [{ key: 'rootCause', op: 'eq', value: 'equipment' }], fieldSort: { key: 'costEstimate', direction: 'desc' } },
});

// Workflows, runs and metrics.
const workflow = await call('createWorkflow', { body: { name: 'Incident investigation', flowType: 'assessment', definition: { nodes: [{ key: 'triage', type: 'form' }] } } });
await call('saveWorkflowDraft', { params: { workflowId: workflow.id }, body: { draftDefinition: { nodes: [{ key: 'triage', type: 'form' }, { key: 'review', type: 'approval' }] } } });
await call('publishWorkflowVersion', { params: { workflowId: workflow.id }, body: { definition: { nodes: [{ key: 'triage', type: 'form' }, { key: 'review', type: 'approval' }] } } });
await call('listWorkflows');
await call('getWorkflow', { params: { workflowId: workflow.id } });
const run = await call('createWorkflowRun', { params: { workflowId: workflow.id }, body: { flowRunType: 'live', eventId: event.id } });
await call('updateWorkflowRun', { params: { workflowId: workflow.id, runId: run.id }, body: { status: 'running' } });
const node = await call('createNodeResult', { params: { workflowId: workflow.id, runId: run.id }, body: { nodeKey: 'triage', nodeType: 'form' } });
await call('updateNodeResult', { params: { workflowId: workflow.id, runId: run.id, nodeResultId: node.id }, body: { status: 'running' } });
await call('listWorkflowRuns', { params: { workflowId: workflow.id } });
await call('getWorkflowRun', { params: { workflowId: workflow.id, runId: run.id } });
await call('createMetricDefinition', { body: { slug: 'severity-score', name: 'Severity score' } });
await call('listMetricDefinitions');
await call('putEventMetric', {
  params: { eventId: event.id, metricSlug: 'severity-score' },
  body: { value: 3, reason: 'Property damage only', confidenceScore: 0.92, flowRunId: run.id, flowRunNodeId: node.id },
});
await call('getEventMetric', { params: { eventId: event.id, metricSlug: 'severity-score' } });
await call('exportMetrics', { query: { metricSlug: 'severity-score' } });
await call('exportEventMetrics', { query: { eventExternalId: 'INC-2026-0311' } });

// The change log.
await call('listChanges', { query: { types: 'action_item.*', limit: 2 } });
await call('getActionItemHistory', { params: { actionItemId: item.id } });
await call('getUserHistory', { params: { userId: user.id } });
await call('getAssetHistory', { params: { assetId: asset.id } });
await call('getLocationHistory', { params: { locationId: site.id } });
await call('getEventHistory', { params: { eventId: event.id } });

// Webhooks (disabled: nothing is sent while capturing).
const webhook = await call('createWebhook', {
  body: { url: 'https://93.184.216.34/hooks/smr', events: ['action_item.*', 'event.created'], description: 'EHS data lake', enabled: false },
});
await call('updateWebhook', { params: { id: webhook.id }, body: { description: 'EHS data lake (production)' } });
await call('getWebhook', { params: { id: webhook.id } });
await call('listWebhooks');
await call('rotateWebhookSecret', { params: { id: webhook.id } });
await call('testWebhook', { params: { id: webhook.id }, body: {} });
await call('replayWebhook', { params: { id: webhook.id }, body: { since: '2026-01-01T00:00:00Z' } });
const deliveries = await call('listWebhookDeliveries', { params: { id: webhook.id }, query: { limit: 2 } });
await call('retryWebhookDelivery', { params: { id: webhook.id, deliveryId: deliveries[0].id }, body: {} });

// Deletions last.
await call('retireModuleField', { params: { slug: 'action_item', key: 'costEstimate' } });
await call('deleteActionItem', { params: { actionItemId: item.id } });
await call('deleteEvent', { params: { eventId: event.id } });
await call('deleteWorkflow', { params: { workflowId: workflow.id } });
await call('deleteWebhook', { params: { id: webhook.id } });
await call('adminRevokeApiKey', { params: { orgId: org.id, keyId: created.id } });

const missing = [...routes.keys()].filter((id) => !captured[id]);
if (missing.length > 0) throw new Error(`Operations without an example: ${missing.join(', ')}`);

/** Placeholders of the same form for the secrets the run was given: the document is public. */
const PLACEHOLDERS = [
  [/^(smr_[A-Za-z0-9]+_)[A-Za-z0-9_-]+$/, '$1EXAMPLEonlyEXAMPLEonlyEXAMPLEonly00'],
  [/^whsec_[A-Za-z0-9+/=]+$/, `whsec_${Buffer.from('example only: not a real secret!').toString('base64')}`],
];
function mask(value) {
  if (typeof value === 'string') return PLACEHOLDERS.reduce((text, [pattern, placeholder]) => text.replace(pattern, placeholder), value);
  if (Array.isArray(value)) return value.map(mask);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v)]));
  return value;
}

const source = `/**
 * Requests and responses of every operation, captured from a real run by
 * scripts/capture-api-examples.mjs (do not edit by hand; run the script again).
 */
import type { CapturedExamples } from './document-types.js';

export const CAPTURED_EXAMPLES: CapturedExamples = ${JSON.stringify(mask(captured), null, 2)};
`;
writeFileSync(OUTPUT, source);
console.log(`captured ${Object.keys(captured).length} operations into ${OUTPUT.pathname}`);
await app.close();
process.exit(0);
