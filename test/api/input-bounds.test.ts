/**
 * Free-form JSON is bounded by its serialized size, the UTF-8 bytes of its JSON text
 * (DECISIONS 3): 64 KiB for metadata, a metric value and each custom-field value (and a
 * field's defaultValue, which becomes one), 1 MiB for workflow definitions, drafts, run
 * context, node config and output. Just under the bound is stored and reads back; just over
 * is a 400 validation_error naming the key and the limit, and the request writes nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, bearer } from '../helpers/app.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';
import { orgChecksum } from '../helpers/populated-org.js';

const VALUE_LIMIT = 65_536;
const DOCUMENT_LIMIT = 1_048_576;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

interface World {
  app: FastifyInstance;
  org: TestOrg;
  call: (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  item: string;
  workflow: string;
  run: string;
  node: string;
}

const serializedBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** `{"pad":"xx…"}` of exactly `bytes` bytes as JSON (`é` takes two bytes a character). */
function sizedObject(bytes: number, char = 'x'): { pad: string } {
  const value = { pad: char.repeat((bytes - 10) / Buffer.byteLength(char)) };
  assert.equal(serializedBytes(value), bytes);
  return value;
}

/** `"xx…"` of exactly `bytes` bytes as JSON: a text custom-field value. */
function sizedText(bytes: number): string {
  const value = 'x'.repeat(bytes - 2);
  assert.equal(serializedBytes(value), bytes);
  return value;
}

async function world(): Promise<World> {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(org.keys.all), ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = async (method: Method, url: string, payload: unknown) => {
    const response = await call(method, url, payload);
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.body}`);
    return response.json().data;
  };
  for (const key of ['notes', 'summary']) await data('POST', '/v2/modules/action_item/fields', { key, label: key, type: 'text' });
  await data('POST', '/v2/events/bulk', { events: [{ externalId: 'ev-1', title: 'Spill' }] });
  await data('POST', '/v2/metric-definitions', { slug: 'reading', name: 'Reading' });
  const item = await data('POST', '/v2/action-items', { title: 'Patched' });
  const workflow = await data('POST', '/v2/workflows', { name: 'Flow', flowType: 'assessment', definition: { v: 1 } });
  const run = await data('POST', `/v2/workflows/${workflow.id}/runs`, { flowRunType: 'live' });
  const node = await data('POST', `/v2/workflows/${workflow.id}/runs/${run.id}/node-results`, { nodeKey: 'n', nodeType: 't' });
  return { app, org, call, item: item.id, workflow: workflow.id, run: run.id, node: node.id };
}

interface BoundedKey {
  name: string;
  /** How the refusal names the key. */
  path: string;
  limit: number;
  /** A value of exactly `bytes` bytes serialized. */
  value: (bytes: number) => unknown;
  /** Bytes of the refused value (default: one over the limit). */
  overBytes?: number;
  /** Sends the value; `phase` lets a state move stay legal for both requests. */
  send: (w: World, value: unknown, phase: 'under' | 'over') => Promise<LightMyRequestResponse>;
  /** The value as stored, read back through the API after `send` succeeded with `response`. */
  readBack: (w: World, response: LightMyRequestResponse) => Promise<unknown>;
}

const read = async (w: World, url: string) => {
  const response = await w.call('GET', url);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
};
const itemOf = (w: World, id: string) => read(w, `/v2/action-items/${id}`);
const runUrl = (w: World) => `/v2/workflows/${w.workflow}/runs/${w.run}`;
let fieldCounter = 0;

const BOUNDED_KEYS: BoundedKey[] = [
  {
    name: 'action item metadata (POST)', path: 'body.metadata', limit: VALUE_LIMIT, value: sizedObject,
    send: (w, metadata) => w.call('POST', '/v2/action-items', { title: 'Item', metadata }),
    readBack: async (w, response) => (await itemOf(w, response.json().data.id)).metadata,
  },
  {
    name: 'action item metadata, counted in UTF-8 bytes', path: 'body.metadata', limit: VALUE_LIMIT,
    value: (bytes) => sizedObject(bytes, 'é'), overBytes: VALUE_LIMIT + 2,
    send: (w, metadata) => w.call('POST', '/v2/action-items', { title: 'Item', metadata }),
    readBack: async (w, response) => (await itemOf(w, response.json().data.id)).metadata,
  },
  {
    name: 'action item metadata (bulk element)', path: 'body.actionItems[1].metadata', limit: VALUE_LIMIT, value: sizedObject,
    send: (w, metadata) => w.call('POST', '/v2/action-items/bulk', { actionItems: [{ title: 'Neighbour' }, { title: 'Item', metadata }] }),
    readBack: async (w, response) => (await itemOf(w, response.json().data.results[1].id)).metadata,
  },
  {
    name: 'action item metadata (PATCH)', path: 'body.metadata', limit: VALUE_LIMIT, value: sizedObject,
    send: (w, metadata) => w.call('PATCH', `/v2/action-items/${w.item}`, { metadata }),
    readBack: async (w) => (await itemOf(w, w.item)).metadata,
  },
  {
    name: 'a custom-field value (POST)', path: 'body.fields.notes', limit: VALUE_LIMIT, value: sizedText,
    send: (w, notes) => w.call('POST', '/v2/action-items', { title: 'Item', fields: { notes } }),
    readBack: async (w, response) => (await itemOf(w, response.json().data.id)).fields.notes,
  },
  {
    name: 'a custom-field value (bulk element)', path: 'body.actionItems[1].fields.summary', limit: VALUE_LIMIT, value: sizedText,
    send: (w, summary) => w.call('POST', '/v2/action-items/bulk', { actionItems: [{ title: 'Neighbour' }, { title: 'Item', fields: { summary } }] }),
    readBack: async (w, response) => (await itemOf(w, response.json().data.results[1].id)).fields.summary,
  },
  {
    name: 'a custom-field value (PATCH)', path: 'body.fields.notes', limit: VALUE_LIMIT, value: sizedText,
    send: (w, notes) => w.call('PATCH', `/v2/action-items/${w.item}`, { fields: { notes } }),
    readBack: async (w) => (await itemOf(w, w.item)).fields.notes,
  },
  {
    name: 'a custom-field defaultValue', path: 'body.defaultValue', limit: VALUE_LIMIT, value: sizedText,
    send: (w, defaultValue) => w.call('POST', '/v2/modules/action_item/fields', { key: `bounded_${++fieldCounter}`, label: 'Bounded', type: 'text', defaultValue }),
    readBack: async (w, response) => {
      const key = response.json().data.key;
      return (await read(w, '/v2/modules/action_item/fields')).find((f: { key: string }) => f.key === key).defaultValue;
    },
  },
  {
    name: 'event metadata (bulk element)', path: 'body.events[0].metadata', limit: VALUE_LIMIT, value: sizedObject,
    send: (w, metadata) => w.call('POST', '/v2/events/bulk', { events: [{ externalId: 'ev-1', title: 'Spill', metadata }] }),
    readBack: async (w) => (await read(w, '/v2/events/ev-1')).metadata,
  },
  {
    name: 'a metric value', path: 'body.value', limit: VALUE_LIMIT, value: sizedObject,
    send: (w, value) => w.call('PUT', '/v2/events/ev-1/metrics/reading', { value }),
    readBack: async (w) => (await read(w, '/v2/events/ev-1/metrics/reading')).value,
  },
  {
    name: 'a workflow definition', path: 'body.definition', limit: DOCUMENT_LIMIT, value: sizedObject,
    send: (w, definition) => w.call('POST', '/v2/workflows', { name: 'Big', flowType: 'assessment', definition }),
    readBack: async (w, response) => (await read(w, `/v2/workflows/${response.json().data.id}`)).definition,
  },
  {
    name: 'a workflow draft', path: 'body.draftDefinition', limit: DOCUMENT_LIMIT, value: sizedObject,
    send: (w, draftDefinition) => w.call('PUT', `/v2/workflows/${w.workflow}/draft`, { draftDefinition }),
    readBack: async (w) => (await read(w, `/v2/workflows/${w.workflow}`)).draftDefinition,
  },
  {
    name: 'a version definition', path: 'body.definition', limit: DOCUMENT_LIMIT, value: sizedObject,
    send: (w, definition) => w.call('POST', `/v2/workflows/${w.workflow}/versions`, { definition }),
    readBack: async (w) => (await read(w, `/v2/workflows/${w.workflow}`)).definition,
  },
  {
    name: 'run context (POST)', path: 'body.context', limit: DOCUMENT_LIMIT, value: sizedObject,
    send: (w, context) => w.call('POST', `/v2/workflows/${w.workflow}/runs`, { flowRunType: 'live', context }),
    readBack: async (w, response) => (await read(w, `/v2/workflows/${w.workflow}/runs/${response.json().data.id}`)).context,
  },
  {
    name: 'node config', path: 'body.config', limit: DOCUMENT_LIMIT, value: sizedObject,
    send: (w, config) => w.call('POST', `${runUrl(w)}/node-results`, { nodeKey: 'c', nodeType: 't', config }),
    readBack: async (w, response) => (await read(w, runUrl(w))).nodeResults.find((n: { id: string }) => n.id === response.json().data.id).config,
  },
  {
    name: 'node output (POST)', path: 'body.output', limit: DOCUMENT_LIMIT, value: sizedObject,
    send: (w, output) => w.call('POST', `${runUrl(w)}/node-results`, { nodeKey: 'o', nodeType: 't', output }),
    readBack: async (w, response) => (await read(w, runUrl(w))).nodeResults.find((n: { id: string }) => n.id === response.json().data.id).output,
  },
  {
    name: 'node output (PATCH)', path: 'body.output', limit: DOCUMENT_LIMIT, value: sizedObject,
    send: (w, output, phase) => w.call('PATCH', `${runUrl(w)}/node-results/${w.node}`, { status: phase === 'under' ? 'running' : 'completed', output }),
    readBack: async (w) => (await read(w, runUrl(w))).nodeResults.find((n: { id: string }) => n.id === w.node).output,
  },
  {
    // Last: it completes the run, which then takes no node results.
    name: 'run context (PATCH)', path: 'body.context', limit: DOCUMENT_LIMIT, value: sizedObject,
    send: (w, context, phase) => w.call('PATCH', runUrl(w), { status: phase === 'under' ? 'running' : 'completed', context }),
    readBack: async (w) => (await read(w, runUrl(w))).context,
  },
];

const grouped = (n: number) => n.toLocaleString('en-US');

test('every bounded key: just under the limit is stored and reads back; just over is a 400 naming the key, and nothing is written', async (t) => {
  const w = await world();
  for (const key of BOUNDED_KEYS) {
    await t.test(key.name, async () => {
      const under = key.value(key.limit);
      const accepted = await key.send(w, under, 'under');
      assert.ok(accepted.statusCode === 200 || accepted.statusCode === 201, `${accepted.statusCode} ${accepted.body.slice(0, 300)}`);
      assert.deepEqual(await key.readBack(w, accepted), under);

      const overBytes = key.overBytes ?? key.limit + 1;
      const before = await orgChecksum(w.org.id);
      const refused = await key.send(w, key.value(overBytes), 'over');
      const message = `${key.path} is ${grouped(overBytes)} bytes when serialized; the limit is ${grouped(key.limit)}`;
      assert.equal(refused.statusCode, 400, refused.body.slice(0, 300));
      assert.deepEqual(refused.json(), { code: 'validation_error', message, details: { errors: [message] } });
      assert.deepEqual(await orgChecksum(w.org.id), before, 'the refused request wrote nothing');
    });
  }
});

test('custom-field values are bounded one by one, not as a bag', async () => {
  const w = await world();
  const fields = { notes: sizedText(60_000), summary: sizedText(60_000) };
  const created = await w.call('POST', '/v2/action-items', { title: 'Two long answers', fields });
  assert.equal(created.statusCode, 201, created.body.slice(0, 300));
  assert.deepEqual((await itemOf(w, created.json().data.id)).fields, fields);
});

test('a custom-field condition is bounded like a field value: a 64 KiB operand is a 400 naming the condition', async () => {
  const w = await world();
  await w.call('POST', '/v2/modules/action_item/fields', { key: 'sev', label: 'Severity', type: 'string' });
  const condition = { op: 'eq', fieldId: 'sev', value: 'x'.repeat(VALUE_LIMIT) };
  const size = serializedBytes(condition);
  const refused = await w.call('POST', '/v2/modules/action_item/fields', { key: 'why', label: 'Why', type: 'string', logic: { visibility: condition } });
  const message = `body.logic.visibility is ${grouped(size)} bytes when serialized; the limit is ${grouped(VALUE_LIMIT)}`;
  assert.deepEqual([refused.statusCode, refused.json()], [400, { code: 'validation_error', message, details: { errors: [message] } }]);
});

test('path parameters as long as the values they name reach validation: a 255-character externalId and a 320-character email', async () => {
  const w = await world();
  const externalId = 'e'.repeat(255);
  assert.equal((await w.call('POST', '/v2/events/bulk', { events: [{ externalId, title: 'Long id' }] })).statusCode, 200);
  const found = await w.call('GET', `/v2/events/${externalId}`);
  assert.deepEqual([found.statusCode, found.json().data.externalId], [200, externalId]);
  const email = `${'u'.repeat(308)}@example.com`;
  const missing = await w.call('GET', `/v2/users/${encodeURIComponent(email)}`);
  assert.deepEqual([missing.statusCode, missing.json()], [404, { code: 'not_found', message: 'User not found' }]);
  const tooLong = await w.call('GET', `/v2/events/${'e'.repeat(256)}`);
  assert.equal(tooLong.statusCode, 400);
  assert.deepEqual(tooLong.json().details.errors, ['path.eventId must NOT have more than 255 characters']);
});
