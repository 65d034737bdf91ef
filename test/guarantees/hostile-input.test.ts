/**
 * Bad input never yields a 5xx: generated and hostile path values, query strings and bodies
 * (wrong types, deep and huge JSON, __proto__ keys, NUL and lone surrogates, invalid UTF-8,
 * SQL-looking strings in fieldFilters/fieldSort/search parameters, giant arrays, odd content
 * types, free-form values over their size bounds, huge property names, odd If-Match and
 * If-None-Match headers) against every route.
 * Every answer is a 2xx or a 4xx with the error body, which stays under 8 KiB; refused writes
 * change no row; the process stays up; every stored record reads back.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { registeredRoutes } from '../../src/app.js';
import { ERROR_STATUS } from '../../src/http/errors.js';
import { buildTestApp, bearer, TEST_ADMIN_TOKEN } from '../helpers/app.js';
import { orgChecksum, populatedOrg } from '../helpers/populated-org.js';

const SQLISH = ["' OR '1'='1", "'; DROP TABLE action_items; --", '1; SELECT pg_sleep(1)', '$1', '\\', '%', '_', '%%', "') OR ('1'='1"];
const ODD = ['\u0000', 'a\u0000b', '\ud800', '\udfff', '😀', 'ü', '__proto__', 'constructor', '1e309', 'NaN', '-0', '9'.repeat(400), ' ', ''];
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...SQLISH, ...ODD), fc.uuid(), fc.constant('x'.repeat(12_000)),
);
const hostileFilter = fc.oneof(
  hostileString,
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.record({ key: hostileString, op: fc.constantFrom('eq', 'gt', 'in', 'isNull', 'contains', "eq'; --", 'like'), value: fc.jsonValue() })
    .map((f) => JSON.stringify([f])),
  fc.constant('[{"key":"a_score","op":"gt","value":"1 OR 1=1"}]'),
  fc.constant('[{"key":"a_score","op":"in","value":[1,"x",null]}]'),
  fc.constant('{"key":"a_score","direction":"asc; DROP TABLE x"}'),
);
const QUERY_KEYS = ['page', 'limit', 'cursor', 'updatedAfter', 'updatedBefore', 'sort', 'dir', 'q', 'status', 'externalId', 'eventExternalId',
  'includeDeleted', 'fieldFilters', 'fieldSort', 'type', 'parentId', 'email', 'role', 'flowType', 'metricSlug', 'assignedToUserId', '__proto__'];
/** encodeURIComponent that sends a lone surrogate as its (invalid) UTF-8 bytes instead of throwing. */
const encode = (value: string): string => value.replace(/[\ud800-\udfff]/g, (c, offset: number, all: string) => {
  const pair = /[\ud800-\udbff][\udc00-\udfff]/.test(all.slice(offset, offset + 2)) || /[\ud800-\udbff][\udc00-\udfff]/.test(all.slice(offset - 1, offset + 1));
  return pair ? c : '\u0000LONE';
}).split('\u0000LONE').map((part) => encodeURIComponent(part)).join('%ED%A0%80');

const queryString = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileString), fc.oneof(hostileString, hostileFilter), fc.boolean()), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v, raw]) => (raw ? `${k}=${v}` : `${encode(k)}=${encode(v)}`)).join('&'));

/** Free-form values just over their bounds (64 KiB values, 1 MiB documents), and huge property names. */
const OVERSIZED_VALUES = { title: 'x', name: 'x', metadata: { big: 'm'.repeat(70_000) }, fields: { a_score: 'f'.repeat(70_000) }, value: { big: 'v'.repeat(70_000) } };
const OVERSIZED_DOCUMENTS = { name: 'x', flowType: 'x', flowRunType: 'live', status: 'running', nodeKey: 'n', nodeType: 't', definition: { big: 'd'.repeat(1_100_000) },
  context: { big: 'c'.repeat(1_100_000) }, config: { big: 'g'.repeat(1_100_000) }, output: { big: 'o'.repeat(1_100_000) } };
const HUGE_NAMES = { title: 'x', name: 'x', ['k'.repeat(100_000)]: 1, fields: { ['f'.repeat(100_000)]: 1 }, logic: { visibility: { op: 'eq', fieldId: 'i'.repeat(100_000), value: 1 } } };
const MAX_ERROR_BODY_BYTES = 8192;

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { d: value };
  return value;
}
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.constantFrom('title', 'name', 'email', 'fullName', 'externalId', 'fields', 'metadata', 'status', 'type', 'value', 'key',
    'actionItems', 'assets', 'users', 'events', 'definition', 'options', 'logic', 'parentId', 'latitude', 'dueDate', 'constraints'), fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileString)),
  fc.integer({ min: 30, max: 200 }).map(nested),
  fc.constant({ actionItems: Array.from({ length: 101 }, () => ({ title: 'x' })) }),
  fc.constant({ assets: Array.from({ length: 1001 }, (_, i) => ({ name: 'x', externalId: `e${i}` })) }),
  fc.constant(JSON.parse('{"title":"x","__proto__":{"polluted":true}}')),
  fc.constant({ title: 'x', fields: { a_score: '9; DROP TABLE x' }, metadata: nested(40) }),
  fc.constant({ name: 'x', latitude: 1e308 }),
  fc.constant(OVERSIZED_VALUES),
  fc.constant(OVERSIZED_DOCUMENTS),
  fc.constant(HUGE_NAMES),
);
const body = fc.oneof(
  jsonBody.map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
  fc.constantFrom(
    { payload: '{"title": "x",', type: 'application/json' },
    { payload: '{"title":"\\u0000"}', type: 'application/json' },
    { payload: '{"title":"\\ud800"}', type: 'application/json' },
    { payload: '', type: 'application/json' },
    { payload: 'title=x', type: 'application/x-www-form-urlencoded' },
    { payload: '<title>x</title>', type: 'application/xml' },
    { payload: '{"title":"x"}', type: 'text/plain' },
    { payload: '{"title":"x"}', type: 'application/json; charset=utf-16' },
    { payload: Buffer.from([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), type: 'application/json' },
    { payload: `{"title":"${'x'.repeat(11 * 1024 * 1024)}"}`, type: 'application/json' },
  ),
);
/** Header values a client may send (visible ASCII and spaces: anything else never reaches the service). */
const headerValue = fc.oneof(
  fc.constantFrom('*', '"x"', 'W/"x"', '""', ',,,', 'W/', '"', '*, "x"', 'W/W/"x"', '"a" "b"', ' ', 'x'.repeat(300)),
  fc.string({ maxLength: 40 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')),
);
// (An Idempotency-Key would store a refused write's answer, a row: its own suite covers its header.)
const conditionalHeaders = fc.record({ 'if-match': headerValue, 'if-none-match': headerValue }, { requiredKeys: [] });
const pathValue = fc.oneof(fc.uuid(), hostileString.filter((s) => s.length > 0 && s.length < 300), fc.constantFrom('a-item', 'a-event', 'a-user@example.com', 'a_score', 'a-metric'));

const ERROR_CODES = new Set(Object.keys(ERROR_STATUS));
/**
 * Cases per route: HOSTILE_RUNS_PER_ROUTE, else 10 (CI's PostgreSQL pass runs 5 more). Each run
 * draws new cases (fast-check seeds from the clock and prints the seed of a failure), so the
 * runs of CI add up; 20 a pass cost the embedded pass 73 s of its 787 s of tests.
 */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS_PER_ROUTE?.trim() || 10);
if (!Number.isInteger(RUNS_PER_ROUTE) || RUNS_PER_ROUTE < 1) throw new Error(`HOSTILE_RUNS_PER_ROUTE must be a whole number of cases, 1 or more: ${process.env.HOSTILE_RUNS_PER_ROUTE}`);

test('hostile requests to every route: never a 5xx, always the error body, refused writes change nothing', async () => {
  const app = await buildTestApp();
  const a = await populatedOrg(app);
  const routes = registeredRoutes(app).filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/docs'));
  let sent = 0;
  let serverErrors = 0;
  let refusedWrites = 0;
  for (const route of routes) {
    const isWrite = route.method !== 'GET';
    const auth = route.url.startsWith('/admin') ? bearer(TEST_ADMIN_TOKEN) : bearer(a.org.keys.all);
    await fc.assert(fc.asyncProperty(fc.array(pathValue, { minLength: 4, maxLength: 4 }), queryString, body, fc.boolean(), conditionalHeaders, async (params, query, requestBody, withAuth, extraHeaders) => {
      let index = 0;
      const path = route.url.replace(/:(\w+)/g, () => encode(params[index++ % params.length]!));
      const before = isWrite ? await orgChecksum(a.org.id) : null;
      const response = await app.inject({
        method: route.method as 'GET',
        url: `${path}${query ? `?${query}` : ''}`,
        headers: { ...(withAuth ? auth : {}), ...extraHeaders, ...(isWrite ? { 'content-type': requestBody.type } : {}) },
        ...(isWrite ? { payload: requestBody.payload } : {}),
      });
      sent++;
      if (response.statusCode >= 500) serverErrors++;
      assert.ok(response.statusCode < 500, `${route.method} ${path}?${query} → ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (response.statusCode >= 400) {
        assert.ok(Buffer.byteLength(response.body) < MAX_ERROR_BODY_BYTES, `${route.method} ${path}: an error body of ${Buffer.byteLength(response.body)} bytes`);
        const error = response.json();
        assert.equal(typeof error.message, 'string');
        assert.ok(ERROR_CODES.has(error.code), `error code ${error.code}`);
        if (isWrite) {
          refusedWrites++;
          assert.deepEqual(await orgChecksum(a.org.id), before, `a refused ${route.method} ${path} changed rows`);
        }
      }
    }), { numRuns: RUNS_PER_ROUTE, endOnFailure: true, includeErrorInReport: true });
  }
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  assert.equal(health.statusCode, 200, 'the process is still up');
  for (const list of ['/v2/action-items?limit=100', '/v2/events?limit=100&includeDeleted=true', '/v2/assets?includeDeleted=true', '/v2/users',
    '/v2/locations', '/v2/metrics?limit=1000', '/v2/workflows', '/v2/modules/action_item/fields', '/v2/action-item-statuses']) {
    const response = await app.inject({ method: 'GET', url: list, headers: bearer(a.org.keys.all) });
    assert.equal(response.statusCode, 200, `${list} reads back: ${response.body.slice(0, 200)}`);
    for (const record of response.json().data.slice(0, 50)) {
      const single = list.startsWith('/v2/action-items') ? `/v2/action-items/${record.id}` : list.startsWith('/v2/assets') ? `/v2/assets/${record.id}`
        : list.startsWith('/v2/users') ? `/v2/users/${record.id}` : list.startsWith('/v2/workflows') ? `/v2/workflows/${record.id}` : null;
      if (single) assert.equal((await app.inject({ method: 'GET', url: single, headers: bearer(a.org.keys.all) })).statusCode, 200, single);
    }
  }
  console.log(`# hostile input: ${routes.length} routes, ${sent} requests, ${refusedWrites} refused writes checked, ${serverErrors} 5xx`);
});

test('a refused write leaves no trace, not even a tick of the commit clock', async () => {
  const app = await buildTestApp();
  const a = await populatedOrg(app);
  const refused: Array<[string, string, object | undefined, number]> = [
    ['POST', '/v2/assets', { name: 'x', externalParentId: 'nowhere' }, 400],
    ['POST', '/v2/locations', { name: 'x', externalId: 'a-crane' }, 400],
    ['POST', '/v2/users', { email: 'n@example.com', fullName: 'N', supervisorId: 'nobody' }, 400],
    ['POST', '/v2/users', { email: 'a-user@example.com', fullName: 'N', externalId: 'someone-else' }, 409],
    ['POST', '/v2/action-items', { title: 'x', eventExternalId: 'nowhere' }, 404],
    ['POST', '/v2/action-items', { title: 'x', fields: { a_score: 'high' } }, 400],
    ['PATCH', `/v2/action-items/${a.ids.item}`, { fields: { ghost: 1 } }, 400],
    ['POST', '/v2/equipment-types', { name: 'a crane' }, 409],
    ['POST', '/v2/metric-definitions', { slug: 'a-metric', name: 'again' }, 409],
    ['DELETE', '/v2/events/nowhere', undefined, 404],
    ['POST', '/v2/modules/action_item/fields', { key: 'a_score', label: 'x', type: 'string' }, 409],
    ['POST', `/v2/workflows/${a.ids.workflow}/runs/${a.ids.run}/node-results`, { nodeKey: 'x', nodeType: 'x', parentNodeId: a.ids.event }, 400],
    ['PUT', '/v2/events/a-event/metrics/nope', { value: 1 }, 404],
  ];
  const before = await orgChecksum(a.org.id);
  for (const [method, url, payload, status] of refused) {
    const response = await app.inject({ method: method as 'GET', url, headers: bearer(a.org.keys.all), ...(payload ? { payload } : {}) });
    assert.equal(response.statusCode, status, `${method} ${url}: ${response.body}`);
  }
  assert.deepEqual(await orgChecksum(a.org.id), before);
});
