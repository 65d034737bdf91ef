import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { buildTestApp, bearer } from '../helpers/app.js';
import { orgRowCount, testDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';


function post(org: TestOrg, payload: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return { method: 'POST' as const, url: '/v2/equipment-types', headers: { ...bearer(org.keys.all), ...headers }, payload };
}

test('refused bodies get the spec error body and write nothing', async (t) => {
  const app = await buildTestApp({ config: { bodyLimitBytes: 2048 } });
  const org = await createTestOrg();
  const cases: Array<[string, ReturnType<typeof post>, number, object]> = [
    ['a text/plain body', post(org, 'name=x', { 'content-type': 'text/plain' }), 415,
      { code: 'bad_request', message: 'Unsupported Content-Type: request bodies must be application/json' }],
    ['a form body', post(org, 'name=x', { 'content-type': 'application/x-www-form-urlencoded' }), 415,
      { code: 'bad_request', message: 'Unsupported Content-Type: request bodies must be application/json' }],
    ['a non-UTF-8 charset', post(org, '{"name":"x"}', { 'content-type': 'application/json; charset=latin1' }), 415,
      { code: 'bad_request', message: 'Unsupported charset latin1: send UTF-8 JSON' }],
    ['a body over the limit', post(org, JSON.stringify({ name: 'x'.repeat(3000) })), 413,
      { code: 'bad_request', message: 'Request body is larger than the limit of 2048 bytes' }],
    ['malformed JSON', post(org, '{"name": "x",'), 400, { code: 'bad_request', message: 'Request body is not valid JSON' }],
    ['an empty JSON body', post(org, ''), 400, { code: 'bad_request', message: 'Request body is empty: send a JSON document' }],
    ['invalid UTF-8', post(org, Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])), 400,
      { code: 'bad_request', message: 'Request body is not valid UTF-8' }],
    ['a NUL character', post(org, '{"name":"a\\u0000b"}'), 400,
      { code: 'bad_request', message: 'Request body refused: body.name contains a NUL character' }],
    ['a lone surrogate', post(org, '{"name":"a\\ud800b"}'), 400,
      { code: 'bad_request', message: 'Request body refused: body.name contains a lone surrogate (not valid Unicode)' }],
    ['a __proto__ key', post(org, '{"name":"x","__proto__":{"admin":true}}'), 400,
      { code: 'bad_request', message: "Request body refused: body: property name '__proto__' is not allowed" }],
    ['over-deep JSON', post(org, `{"name":"x","deep":${'['.repeat(60)}${']'.repeat(60)}}`), 400,
      { code: 'bad_request', message: 'Request body refused: body is nested deeper than 40 levels' }],
    ['an unknown key', post(org, '{"name":"x","nmae":"y"}'), 400,
      { code: 'validation_error', message: "body: unknown property 'nmae'", details: { errors: ["body: unknown property 'nmae'"] } }],
    ['a number where a string belongs (no coercion)', post(org, '{"name":123}'), 400,
      { code: 'validation_error', message: 'body.name must be string', details: { errors: ['body.name must be string'] } }],
    ['a missing required field', post(org, '{}'), 400,
      { code: 'validation_error', message: "body: missing required property 'name'", details: { errors: ["body: missing required property 'name'"] } }],
    ['a JSON array instead of an object', post(org, '[]'), 400,
      { code: 'validation_error', message: 'body must be object', details: { errors: ['body must be object'] } }],
  ];
  for (const [name, request, status, body] of cases) {
    await t.test(`${name} → ${status}`, async () => {
      const response = await app.inject(request);
      assert.equal(response.statusCode, status);
      assert.deepEqual(response.json(), body);
      assert.ok(response.headers['x-request-id']);
      assert.equal(response.headers['x-ratelimit-limit'], '1000000');
    });
  }
  assert.equal(await orgRowCount('equipment_types', org.id), 0, 'nothing was written');
});

test('a string longer than its bound is refused', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const response = await app.inject(post(org, JSON.stringify({ name: 'x'.repeat(201) })));
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json().details, { errors: ['body.name must NOT have more than 200 characters'] });
});

test('unknown routes answer 404 not_found', async () => {
  const app = await buildTestApp();
  const response = await app.inject({ method: 'GET', url: '/nowhere?x=1' });
  assert.equal(response.statusCode, 404);
  assert.deepEqual(response.json(), { code: 'not_found', message: 'No route GET /nowhere' });
  assert.ok(response.headers['x-request-id']);
});

test('NUL or a lone surrogate in a query parameter is a 400', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  for (const value of ['%00', '%ED%A0%80']) {
    const response = await app.inject({ method: 'GET', url: `/v2/equipment-types?q=a${value}`, headers: bearer(org.keys.read) });
    if (value === '%00') {
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { code: 'bad_request', message: 'Request refused: query parameter q contains a NUL character' });
    } else {
      // Invalid UTF-8 percent-encoding is kept as literal text, which is harmless.
      assert.equal(response.statusCode, 200);
    }
  }
});

test('a malformed percent-encoding in the path is a 400 with the error body', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const response = await app.inject({ method: 'GET', url: '/v2/assets/%E0%A4%A', headers: bearer(org.keys.read) });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { code: 'bad_request', message: 'The URL is not valid: malformed percent-encoding' });
  assert.ok(response.headers['x-request-id']);
});

test('X-Request-Id: a sane incoming id is echoed, anything else is replaced', async () => {
  const app = await buildTestApp();
  const echoed = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-abc.123' } });
  assert.equal(echoed.headers['x-request-id'], 'trace-abc.123');
  const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
  assert.match(String(replaced.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  const fresh = await app.inject({ method: 'GET', url: '/healthz' });
  assert.match(String(fresh.headers['x-request-id']), /^[0-9a-f-]{36}$/);
});

test('an unexpected failure is a generic 500 carrying the request id; a unique violation is a 409', async () => {
  const app = await buildTestApp({
    extend: (instance) => {
      instance.get('/test-only/boom', async () => {
        throw new Error('secret internals: connection string postgres://user:pw@host');
      });
      instance.get('/test-only/duplicate', async () => {
        const { db } = await testDatabase();
        const id = '4f1d3b6e-3c5c-4b7e-9a57-0e8d1c6f2a10';
        await db.transaction().execute(async (trx) => {
          await sql`INSERT INTO organizations (id, name) VALUES (${id}, 'dup')`.execute(trx);
          await sql`INSERT INTO organizations (id, name) VALUES (${id}, 'dup')`.execute(trx);
        });
      });
    },
  });
  const boom = await app.inject({ method: 'GET', url: '/test-only/boom', headers: { 'x-request-id': 'req-500' } });
  assert.equal(boom.statusCode, 500);
  assert.deepEqual(boom.json(), {
    code: 'internal_error',
    message: 'Internal server error. Retry later; support can trace it by request id req-500',
    details: { requestId: 'req-500' },
  });
  const duplicate = await app.inject({ method: 'GET', url: '/test-only/duplicate' });
  assert.equal(duplicate.statusCode, 409);
  assert.deepEqual(duplicate.json(), { code: 'conflict', message: 'A record with the same unique value already exists' });
});
