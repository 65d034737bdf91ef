/** Shorthands for the action-item tests: one org with a user, an event, a location and fields. */
import type { FastifyInstance } from 'fastify';
import { buildTestApp, bearer } from '../helpers/app.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

export interface ItemWorld {
  app: FastifyInstance;
  org: TestOrg;
  user: { id: string; externalId: string };
  event: { id: string; externalId: string };
  location: { id: string; externalId: string };
}

export async function itemWorld(app?: FastifyInstance): Promise<ItemWorld> {
  const instance = app ?? (await buildTestApp());
  const org = await createTestOrg();
  const headers = bearer(org.keys.all);
  const user = (await instance.inject({ method: 'POST', url: '/v2/users', headers, payload: { email: 'ann@example.com', fullName: 'Ann Assignee', externalId: 'ann' } })).json().data;
  const event = (await instance.inject({ method: 'POST', url: '/v2/events/bulk', headers, payload: { events: [{ externalId: 'ev-1', title: 'Spill' }] } })).json().data.results[0];
  const location = (await instance.inject({ method: 'POST', url: '/v2/locations', headers, payload: { name: 'Warehouse', externalId: 'wh' } })).json().data;
  return { app: instance, org, user: { id: user.id, externalId: 'ann' }, event: { id: event.id, externalId: 'ev-1' }, location: { id: location.id, externalId: 'wh' } };
}

export const post = (w: ItemWorld, payload: object) =>
  w.app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(w.org.keys.readWrite), payload });
export const patch = (w: ItemWorld, id: string, payload: object) =>
  w.app.inject({ method: 'PATCH', url: `/v2/action-items/${id}`, headers: bearer(w.org.keys.readWrite), payload });
export const get = (w: ItemWorld, id: string) => w.app.inject({ method: 'GET', url: `/v2/action-items/${id}`, headers: bearer(w.org.keys.read) });
export const bulk = (w: ItemWorld, actionItems: object[]) =>
  w.app.inject({ method: 'POST', url: '/v2/action-items/bulk', headers: bearer(w.org.keys.readWrite), payload: { actionItems } });
export const defineField = (w: ItemWorld, payload: object) =>
  w.app.inject({ method: 'POST', url: '/v2/modules/action_item/fields', headers: bearer(w.org.keys.admin), payload });
export async function list(w: ItemWorld, query: string) {
  const response = await w.app.inject({ method: 'GET', url: `/v2/action-items?${query}`, headers: bearer(w.org.keys.read) });
  return response;
}
export async function statuses(w: ItemWorld) {
  return (await w.app.inject({ method: 'GET', url: '/v2/action-item-statuses', headers: bearer(w.org.keys.read) })).json().data as Array<Record<string, any>>;
}
