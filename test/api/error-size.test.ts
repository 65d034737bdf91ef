/**
 * Error bodies stay small whatever was sent (DECISIONS 3): a message or detail quotes at most
 * 100 characters of a received value, then `…`, and the error handler bounds whatever is left
 * (strings cut at 1,000 characters, lists in details at 100 entries with details.truncated).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, bearer } from '../helpers/app.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

const MIB = 1024 * 1024;
const SMALL_BODY_BYTES = 4096;

type Method = 'GET' | 'POST' | 'PATCH';

interface World {
  app: FastifyInstance;
  org: TestOrg;
  call: (method: Method, url: string, payload?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  items: { first: string };
}

async function world(): Promise<World> {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...bearer(org.keys.all), ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });
  const data = async (method: Method, url: string, payload: unknown) => {
    const response = await call(method, url, payload);
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.body}`);
    return response.json().data;
  };
  await data('POST', '/v2/modules/action_item/fields', { key: 'sev', label: 'Severity', type: 'enum', options: [{ value: 'low' }, { value: 'high' }] });
  await data('POST', '/v2/modules/action_item/fields', { key: 'tags', label: 'Tags', type: 'multi_enum', options: [{ value: 'a' }, { value: 'b' }] });
  await data('POST', '/v2/modules/action_item/fields', { key: 'due_on', label: 'Due on', type: 'date' });
  await data('POST', '/v2/users', { email: 'held@example.com', fullName: 'Held' });
  const first = await data('POST', '/v2/action-items', { title: 'First', externalId: 'first' });
  await data('POST', '/v2/action-items', { title: 'Taken', externalId: 'k'.repeat(255) });
  await data('POST', '/v2/action-item-statuses', { name: 'Held', group: 'on_hold', externalId: 's'.repeat(255) });
  return { app, org, call, items: { first: first.id } };
}

/** At most 100 characters of the value made of `char`, then `…`, wherever it appears in `text`. */
function assertQuotedOnce(text: string, char: string): void {
  assert.ok(text.includes(`${char.repeat(100)}…`), `quoted 100 characters then …: ${text.slice(0, 500)}`);
  assert.ok(!text.includes(char.repeat(101)), 'never more than 100 characters of the value');
}

interface HugeValueCase {
  name: string;
  request: (w: World) => Promise<LightMyRequestResponse>;
  status: number;
  code: string;
  /** The character the huge value is made of (its first 100 appear, then `…`). */
  char: string;
  /** The message, with the quoted run written as Q. */
  message?: string;
}

const field = (payload: object) => (w: World) => w.call('POST', '/v2/modules/action_item/fields', { key: 'probe', label: 'Probe', type: 'string', ...payload });
const Q = (char: string) => `${char.repeat(100)}…`;
/** The path's first 100 characters are quoted: "/" and 99 of the run. */
const ROUTE_QUOTE = `${'r'.repeat(99)}…`;

const CASES: HugeValueCase[] = [
  {
    // Conditions are bounded at 64 KiB as JSON (larger is refused by size, a small body too): just under it.
    name: 'a 60 kB logic.visibility.fieldId', status: 400, code: 'validation_error', char: 'f',
    request: field({ logic: { visibility: { op: 'eq', fieldId: 'f'.repeat(60_000), value: 'x' } } }),
    message: 'logic.visibility.fieldId "Q" is not an active field of this module',
  },
  {
    name: 'a 60 kB enum value as a condition operand', status: 400, code: 'validation_error', char: 'e',
    request: field({ logic: { visibility: { op: 'eq', fieldId: 'sev', value: 'e'.repeat(60_000) } } }),
    message: 'logic.visibility.value "Q" is not an option of field "sev"',
  },
  {
    name: 'a 60 kB property name in a condition', status: 400, code: 'validation_error', char: 'p',
    request: field({ logic: { visibility: { op: 'eq', fieldId: 'sev', value: 'low', ['p'.repeat(60_000)]: 1 } } }),
    message: 'logic.visibility: property \'Q\' does not belong to op "eq"',
  },
  {
    name: 'a 1 MiB property name in a date bound', status: 400, code: 'validation_error', char: 'd',
    request: field({ type: 'date', constraints: { minDate: { kind: 'relative', token: 'today', ['d'.repeat(MIB)]: 1 } } }),
    message: 'constraints.minDate: unknown property \'Q\'',
  },
  {
    name: 'an enum defaultValue under the size bound but not an option', status: 400, code: 'validation_error', char: 'e',
    request: field({ type: 'enum', options: [{ value: 'low' }], defaultValue: 'e'.repeat(60_000) }),
    message: 'defaultValue "Q" is not one of: low',
  },
  {
    name: 'a 1 MiB unknown property name in a body', status: 400, code: 'validation_error', char: 'u',
    request: (w) => w.call('POST', '/v2/equipment-types', { name: 'Crane', ['u'.repeat(MIB)]: 1 }),
    message: "body: unknown property 'Q'",
  },
  {
    name: 'a NUL under a 1 MiB property name', status: 400, code: 'bad_request', char: 'n',
    request: (w) => w.call('POST', '/v2/equipment-types', { name: 'Crane', ['n'.repeat(MIB)]: 'a\u0000b' }),
    message: 'Request body refused: body.Q contains a NUL character',
  },
  {
    name: 'a 1 MiB custom-field key that is too large', status: 400, code: 'validation_error', char: 'c',
    request: (w) => w.call('POST', '/v2/action-items', { title: 'x', fields: { ['c'.repeat(MIB)]: 'x'.repeat(70_000) } }),
    message: 'body.fields.Q is 70,002 bytes when serialized; the limit is 65,536',
  },
  {
    name: 'a 1 MiB custom-field key that is no field', status: 400, code: 'invalid_fields', char: 'c',
    request: (w) => w.call('POST', '/v2/action-items', { title: 'x', fields: { ['c'.repeat(MIB)]: 1 } }),
  },
  {
    name: 'an enum value in fields', status: 400, code: 'invalid_fields', char: 'v',
    request: (w) => w.call('POST', '/v2/action-items', { title: 'x', fields: { sev: 'v'.repeat(60_000) } }),
  },
  {
    name: 'a multi_enum item in fields', status: 400, code: 'invalid_fields', char: 'm',
    request: (w) => w.call('POST', '/v2/action-items', { title: 'x', fields: { tags: ['a', 'm'.repeat(60_000)] } }),
  },
  {
    name: 'a fieldFilters key', status: 400, code: 'validation_error', char: 'k',
    request: (w) => w.call('GET', `/v2/action-items?fieldFilters=${encodeURIComponent(JSON.stringify([{ key: 'k'.repeat(9000), op: 'eq', value: 1 }]))}`),
    message: 'fieldFilters[0].key "Q" is not a field of this module',
  },
  {
    name: 'a fieldFilters op', status: 400, code: 'validation_error', char: 'o',
    request: (w) => w.call('GET', `/v2/action-items?fieldFilters=${encodeURIComponent(JSON.stringify([{ key: 'sev', op: 'o'.repeat(9000), value: 'low' }]))}`),
    message: 'fieldFilters[0].op "Q" is not accepted by field "sev" (enum): use one of eq, neq, in, isNull, isNotNull',
  },
  {
    name: 'a fieldFilters property name', status: 400, code: 'validation_error', char: 'x',
    request: (w) => w.call('GET', `/v2/action-items?fieldFilters=${encodeURIComponent(JSON.stringify([{ key: 'sev', op: 'eq', value: 'low', ['x'.repeat(9000)]: 1 }]))}`),
    message: "fieldFilters[0]: unknown property 'Q'",
  },
  {
    name: 'a fieldSort property name', status: 400, code: 'validation_error', char: 'x',
    request: (w) => w.call('GET', `/v2/action-items?fieldSort=${encodeURIComponent(JSON.stringify({ key: 'sev', ['x'.repeat(900)]: 1 }))}`),
    message: "fieldSort: unknown property 'Q'",
  },
  {
    name: 'a query parameter name with a NUL', status: 400, code: 'bad_request', char: 'q',
    request: (w) => w.call('GET', `/v2/equipment-types?${'q'.repeat(9000)}=a%00`),
    message: 'Request refused: query parameter Q contains a NUL character',
  },
  {
    name: 'a charset', status: 415, code: 'bad_request', char: 'z',
    request: (w) => w.call('POST', '/v2/equipment-types', '{"name":"x"}', { 'content-type': `application/json; charset=${'z'.repeat(9000)}` }),
    message: 'Unsupported charset Q: send UTF-8 JSON',
  },
  {
    name: 'an unknown route', status: 404, code: 'not_found', char: 'r',
    request: (w) => w.call('GET', `/${'r'.repeat(9000)}`),
    message: 'No route GET /Q',
  },
  // Values bounded by their schema to 255 or 320 characters, through each message that quotes them.
  {
    name: 'an externalId repeated in an action item bulk', status: 200, code: '', char: 'b',
    request: (w) => w.call('POST', '/v2/action-items/bulk', { actionItems: [{ title: 'a', externalId: 'b'.repeat(255) }, { title: 'b', externalId: 'b'.repeat(255) }] }),
  },
  {
    name: 'an action item externalId held by another item (PATCH)', status: 409, code: 'conflict', char: 'k',
    request: (w) => w.call('PATCH', `/v2/action-items/${w.items.first}`, { externalId: 'k'.repeat(255) }),
    message: 'externalId "Q" is already used by another action item',
  },
  {
    name: 'a status externalId held by another status', status: 409, code: 'conflict', char: 's',
    request: (w) => w.call('POST', '/v2/action-item-statuses', { name: 'Again', group: 'on_hold', externalId: 's'.repeat(255) }),
    message: 'Another status has externalId "Q"',
  },
  {
    name: 'an unknown externalParentId of an asset', status: 400, code: 'validation_error', char: 'p',
    request: (w) => w.call('POST', '/v2/assets', { name: 'Crane', externalParentId: 'p'.repeat(255) }),
    message: 'externalParentId "Q" is not an asset of the organization',
  },
  {
    name: 'an externalId repeated in an asset bulk', status: 200, code: '', char: 'a',
    request: (w) => w.call('POST', '/v2/assets/bulk', { assets: [{ name: 'a', externalId: 'a'.repeat(255) }, { name: 'b', externalId: 'a'.repeat(255) }] }),
  },
  {
    name: 'an unknown supervisor of a user', status: 400, code: 'validation_error', char: 'v',
    request: (w) => w.call('POST', '/v2/users', { email: 'new@example.com', fullName: 'New', supervisorId: 'v'.repeat(320) }),
    message: 'supervisorId "Q" does not match a user of the organization',
  },
  {
    name: 'an unknown department of a user', status: 400, code: 'validation_error', char: 'd',
    request: (w) => w.call('POST', '/v2/users', { email: 'new@example.com', fullName: 'New', departmentId: 'd'.repeat(255) }),
    message: 'departmentId "Q" does not match a department of the organization',
  },
  {
    name: 'an email repeated in a user bulk', status: 200, code: '', char: 'm',
    request: (w) => w.call('POST', '/v2/users/bulk', { users: ['one', 'two'].map((externalId) => ({ externalId, fullName: 'M', email: `${'m'.repeat(250)}@example.com` })) }),
  },
  {
    name: 'an email held by a user with another externalId', status: 409, code: 'conflict', char: 'h',
    request: async (w) => {
      const email = `${'h'.repeat(250)}@example.com`;
      await w.call('POST', '/v2/users', { email, fullName: 'H', externalId: 'h-1' });
      return w.call('POST', '/v2/users', { email, fullName: 'H', externalId: 'h-2' });
    },
    message: 'email "Q" belongs to a user with externalId "h-1"',
  },
  {
    name: 'an unknown location of an event', status: 200, code: '', char: 'l',
    request: (w) => w.call('POST', '/v2/events/bulk', { events: [{ externalId: 'ev', title: 'Spill', locationExternalId: 'l'.repeat(255) }] }),
  },
];

test('a huge value in any message path answers a small error body quoting 100 characters of it', async (t) => {
  const w = await world();
  for (const item of CASES) {
    await t.test(item.name, async () => {
      const response = await item.request(w);
      if (item.status === 200) {
        // A bulk reports the element's error in its result: the same quoting applies there.
        assert.equal(response.statusCode, 200, response.body.slice(0, 500));
        const failed = response.json().data.results.filter((r: { success?: boolean; action?: string }) => r.success === false || r.action === 'failed');
        assert.equal(failed.length, 1, response.body.slice(0, 500));
        const error = failed[0].error;
        const message: string = typeof error === 'string' ? error : error.message;
        assert.ok(message.includes(`"${Q(item.char)}"`), message.slice(0, 500));
        // (The result's own externalId is the element's identifier, sent back whole.)
        assertQuotedOnce(JSON.stringify(error), item.char);
        return;
      }
      assert.equal(response.statusCode, item.status, response.body.slice(0, 500));
      assert.equal(response.json().code, item.code);
      assert.ok(Buffer.byteLength(response.body) < SMALL_BODY_BYTES, `error body of ${Buffer.byteLength(response.body)} bytes`);
      if (item.message) {
        const quoted = item.status === 404 ? ROUTE_QUOTE : Q(item.char);
        assert.equal(response.json().message, item.message.replace('Q', quoted));
      }
      if (item.status !== 404) assertQuotedOnce(response.body, item.char);
    });
  }
});

test('invalid_fields refusals quote client-chosen keys and values', async () => {
  const w = await world();
  const response = await w.call('POST', '/v2/action-items', { title: 'x', fields: { ['c'.repeat(MIB)]: 1, sev: 'v'.repeat(60_000), tags: ['m'.repeat(60_000)] } });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), {
    code: 'invalid_fields',
    message: 'Custom fields refused',
    details: {
      fields: [
        { key: Q('c'), message: 'is not a field of this module' },
        { key: 'sev', message: `"${Q('v')}" is not one of: low, high` },
        { key: 'tags', message: `"${Q('m')}" is not one of: a, b` },
      ],
    },
  });
});

test('a 5 MiB enum defaultValue is refused by its size, naming the key', async () => {
  const w = await world();
  const response = await field({ type: 'enum', options: [{ value: 'low' }], defaultValue: 'e'.repeat(5 * MIB) })(w);
  const message = 'body.defaultValue is 5,242,882 bytes when serialized; the limit is 65,536';
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { code: 'validation_error', message, details: { errors: [message] } });
});

test('the safety net: lists in details keep their first 100 entries and say more were left out', async () => {
  const w = await world();
  const unknown = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`extra_${String(i).padStart(3, '0')}`, i]));
  const response = await w.call('POST', '/v2/equipment-types', { name: 'Crane', ...unknown });
  assert.equal(response.statusCode, 400);
  const body = response.json();
  assert.equal(body.code, 'validation_error');
  assert.equal(body.message, "body: unknown property 'extra_000'");
  assert.equal(body.details.errors.length, 100);
  assert.equal(body.details.errors[99], "body: unknown property 'extra_099'");
  assert.equal(body.details.truncated, true);
  assert.ok(Buffer.byteLength(response.body) < SMALL_BODY_BYTES);
});
