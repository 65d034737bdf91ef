/**
 * One successful request for every write route of the API (POST, PUT, PATCH, DELETE under /v2),
 * against an organization populated with one record of every kind (populatedOrg). Suites that
 * must hold for every write (the write gate, the change log) run through this table, and fail
 * when a registered write route has no case here.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { registeredRoutes } from '../../src/app.js';

export interface WriteCase {
  /** `METHOD /v2/path/:param`, as registered. */
  route: string;
  /** The request, given the populated org's identifiers. */
  request: (ids: Record<string, string>) => { url: string; payload?: object };
}

const wf = (i: Record<string, string>) => `/v2/workflows/${i.workflow}`;
const run = (i: Record<string, string>) => `${wf(i)}/runs/${i.run}`;
const w = (route: string, request: WriteCase['request']): WriteCase => ({ route, request });

export const WRITE_CASES: WriteCase[] = [
  w('POST /v2/action-items', () => ({ url: '/v2/action-items', payload: { title: 'Created', externalId: 'new-item' } })),
  w('POST /v2/action-items/bulk', () => ({ url: '/v2/action-items/bulk', payload: { actionItems: [{ title: 'One', externalId: 'bulk-1' }, { title: 'Two', externalId: 'bulk-2' }] } })),
  w('PATCH /v2/action-items/:actionItemId', (i) => ({ url: `/v2/action-items/${i.item}`, payload: { title: 'Patched', priority: 'high' } })),
  w('DELETE /v2/action-items/:actionItemId', (i) => ({ url: `/v2/action-items/${i.item}` })),
  w('POST /v2/action-item-statuses', () => ({ url: '/v2/action-item-statuses', payload: { name: 'Waiting', group: 'on_hold' } })),
  w('PATCH /v2/action-item-statuses/:id', (i) => ({ url: `/v2/action-item-statuses/${i.status}`, payload: { name: 'Renamed' } })),
  w('POST /v2/modules/:slug/fields', () => ({ url: '/v2/modules/action_item/fields', payload: { key: 'new_field', label: 'New', type: 'string' } })),
  w('PATCH /v2/modules/:slug/fields/:key', (i) => ({ url: `/v2/modules/action_item/fields/${i.fieldKey}`, payload: { label: 'Relabelled' } })),
  w('DELETE /v2/modules/:slug/fields/:key', (i) => ({ url: `/v2/modules/action_item/fields/${i.fieldKey}` })),
  w('POST /v2/events/bulk', () => ({ url: '/v2/events/bulk', payload: { events: [{ externalId: 'new-event', title: 'Spill' }] } })),
  w('DELETE /v2/events/:eventId', (i) => ({ url: `/v2/events/${i.event}` })),
  w('PUT /v2/events/:eventId/metrics/:metricSlug', (i) => ({ url: `/v2/events/${i.event}/metrics/${i.metricSlug}`, payload: { value: 42 } })),
  w('POST /v2/metric-definitions', () => ({ url: '/v2/metric-definitions', payload: { slug: 'new-metric', name: 'New' } })),
  w('POST /v2/assets', () => ({ url: '/v2/assets', payload: { name: 'Pump', externalId: 'new-asset' } })),
  w('POST /v2/assets/bulk', () => ({ url: '/v2/assets/bulk', payload: { assets: [{ name: 'A', externalId: 'bulk-a' }, { name: 'B', externalId: 'bulk-b' }] } })),
  w('POST /v2/locations', () => ({ url: '/v2/locations', payload: { name: 'Yard', externalId: 'new-location' } })),
  w('POST /v2/equipment-types', () => ({ url: '/v2/equipment-types', payload: { name: 'Forklift' } })),
  w('POST /v2/users', () => ({ url: '/v2/users', payload: { email: 'new@example.com', fullName: 'New User', externalId: 'new-user' } })),
  w('POST /v2/users/bulk', () => ({ url: '/v2/users/bulk', payload: { users: [{ email: 'bulk@example.com', fullName: 'Bulk', externalId: 'bulk-user' }] } })),
  w('POST /v2/departments', () => ({ url: '/v2/departments', payload: { name: 'Maintenance' } })),
  w('POST /v2/teams', () => ({ url: '/v2/teams', payload: { name: 'Night shift' } })),
  w('POST /v2/workflows', () => ({ url: '/v2/workflows', payload: { name: 'Inspection', flowType: 'assessment', definition: { steps: 1 } } })),
  w('POST /v2/workflows/:workflowId/versions', (i) => ({ url: `${wf(i)}/versions`, payload: { definition: { steps: 2 } } })),
  w('PUT /v2/workflows/:workflowId/draft', (i) => ({ url: `${wf(i)}/draft`, payload: { draftDefinition: { steps: 3 } } })),
  w('DELETE /v2/workflows/:workflowId', (i) => ({ url: wf(i) })),
  w('POST /v2/workflows/:workflowId/runs', (i) => ({ url: `${wf(i)}/runs`, payload: { flowRunType: 'live' } })),
  w('PATCH /v2/workflows/:workflowId/runs/:runId', (i) => ({ url: run(i), payload: { status: 'running' } })),
  w('POST /v2/workflows/:workflowId/runs/:runId/node-results', (i) => ({ url: `${run(i)}/node-results`, payload: { nodeKey: 'k', nodeType: 't' } })),
  w('PATCH /v2/workflows/:workflowId/runs/:runId/node-results/:nodeResultId', (i) => ({ url: `${run(i)}/node-results/${i.node}`, payload: { status: 'running' } })),
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Write routes that change no organization data: webhook subscriptions and their deliveries are
 * the org's delivery configuration, outside the write gate and the change log (migration 0011);
 * test/webhooks covers them.
 */
const NOT_ORG_DATA = /^\/v2\/webhooks(\/|$)/;

/** Write routes under /v2 that have no case in WRITE_CASES (routes that write no org data aside). */
export function writeRoutesWithoutCase(app: FastifyInstance): string[] {
  return registeredRoutes(app)
    .filter((route) => route.url.startsWith('/v2/') && WRITE_METHODS.has(route.method) && !NOT_ORG_DATA.test(route.url))
    .map((route) => `${route.method} ${route.url}`)
    .filter((route) => !WRITE_CASES.some((c) => c.route === route));
}

export const methodOf = (writeCase: WriteCase): InjectOptions['method'] => writeCase.route.split(' ')[0] as InjectOptions['method'];
