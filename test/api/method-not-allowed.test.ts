/**
 * A path the service serves, asked with another method (DECISIONS 3): 405 method_not_allowed
 * with `Allow` naming the path's methods (HEAD where GET is), path parameters matching as for
 * routing. Answered where the 404 of an unknown path is: behind the same key, rate-limit and
 * scope checks under /v2, with the same headers, labelled `unmatched` in logs and metrics.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { registeredRoutes } from '../../src/app.js';
import { ROUTED_METHODS } from '../../src/http/unmatched-route.js';
import { bearer, buildTestApp, TEST_ADMIN_TOKEN } from '../helpers/app.js';
import { UNAUTHORIZED_BODY } from '../helpers/auth-suite.js';
import { createTestOrg } from '../helpers/fixtures.js';

const METRICS_TOKEN = 'metrics-token-0123456789';

const notAllowed = (method: string, path: string, allow: string) =>
  ({ code: 'method_not_allowed', message: `${method} is not allowed on ${path}: use one of ${allow}` });

test('a known path with another method is a 405 with the error body and Allow', async (t) => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const id = randomUUID();
  const admin = bearer(TEST_ADMIN_TOKEN);
  const key = bearer(org.keys.all);
  const cases: Array<[InjectOptions['method'], string, Record<string, string>, string]> = [
    ['PUT', '/v2/action-items', key, 'GET, HEAD, POST'],
    ['DELETE', '/v2/action-items?limit=5', key, 'GET, HEAD, POST'],
    ['OPTIONS', '/v2/action-items', key, 'GET, HEAD, POST'],
    ['PROPFIND' as InjectOptions['method'], '/v2/action-items', key, 'GET, HEAD, POST'], // a WebDAV method light-my-request's types do not list
    ['PUT', `/v2/action-items/${id}`, key, 'GET, HEAD, PATCH, DELETE'],
    ['POST', '/v2/action-items/CAPA-17', key, 'GET, HEAD, PATCH, DELETE'],
    ['POST', `/v2/action-items/${id}/history`, key, 'GET, HEAD'],
    ['DELETE', `/v2/workflows/${id}/runs`, key, 'GET, HEAD, POST'],
    ['GET', `/v2/workflows/${id}/draft`, key, 'PUT'],
    ['POST', `/v2/events/${id}/metrics/downtime`, key, 'GET, HEAD, PUT'],
    ['PATCH', '/v2/openapi.json', key, 'GET, HEAD'],
    ['PATCH', '/admin/organizations', admin, 'GET, HEAD, POST'],
    ['GET', `/admin/organizations/${id}/api-keys/k1`, admin, 'DELETE'],
    ['POST', '/healthz', {}, 'GET, HEAD'],
  ];
  for (const [method, url, headers, allow] of cases) {
    await t.test(`${method} ${url} → 405, Allow: ${allow}`, async () => {
      const response = await app.inject({ method, url, headers });
      assert.equal(response.statusCode, 405, response.body);
      assert.deepEqual(response.json(), notAllowed(method!, url.split('?')[0]!, allow));
      assert.equal(response.headers['allow'], allow);
      assert.ok(response.headers['x-request-id']);
    });
  }
});

test('Allow gathers every route the path matches: /v2/action-items/bulk is also an /:actionItemId', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const url = '/v2/action-items/bulk';
  const served = await app.inject({ method: 'GET', url, headers: bearer(org.keys.all) });
  assert.deepEqual([served.statusCode, served.json().message], [400, 'path.actionItemId must match format "uuid"'], 'GET is routed');
  const refused = await app.inject({ method: 'PUT', url, headers: bearer(org.keys.all) });
  assert.equal(refused.statusCode, 405);
  assert.deepEqual(refused.json(), notAllowed('PUT', url, 'GET, HEAD, POST, PATCH, DELETE'));
  assert.equal(refused.headers['allow'], 'GET, HEAD, POST, PATCH, DELETE');
});

test('unknown paths stay 404, without Allow', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  for (const [method, url] of [['PUT', '/v2/nothing-here'], ['GET', '/v2/action-items/a/b'], ['DELETE', '/v2'], ['GET', '/nowhere'], ['POST', '/admin/nothing']] as const) {
    const response = await app.inject({ method, url, headers: url.startsWith('/admin') ? bearer(TEST_ADMIN_TOKEN) : bearer(org.keys.all) });
    assert.equal(response.statusCode, 404, `${method} ${url}`);
    assert.deepEqual(response.json(), { code: 'not_found', message: `No route ${method} ${url}` });
    assert.equal(response.headers['allow'], undefined);
  }
});

test('under /v2 the 405 comes where the 404 does: after the key (401) and the scope (403)', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  for (const url of ['/v2/action-items', '/v2/nothing-here']) {
    const anonymous = await app.inject({ method: 'PUT', url });
    assert.deepEqual([anonymous.statusCode, anonymous.json()], [401, UNAUTHORIZED_BODY], url);
    assert.equal(anonymous.headers['allow'], undefined);
    const readOnly = await app.inject({ method: 'PUT', url, headers: bearer(org.keys.read) });
    assert.equal(readOnly.statusCode, 403, url);
    assert.deepEqual(readOnly.json().details, { requiredScope: 'write' });
  }
  // /admin answers routing before its token, for a 404 as for a 405 (the paths are documented).
  const anonymousAdmin = await app.inject({ method: 'PUT', url: '/admin/organizations' });
  assert.deepEqual([anonymousAdmin.statusCode, anonymousAdmin.headers['allow']], [405, 'GET, HEAD, POST']);
});

test('a 405 carries the rate-limit and request-id headers of a 404 and spends one request of the budget', async () => {
  const app = await buildTestApp({ config: { rateLimitPerMinute: 10 }, rateLimitNameSpace: `mna-${randomUUID()}:` });
  const org = await createTestOrg();
  const headers = { ...bearer(org.keys.all), 'x-request-id': 'trace-405' };
  const missing = await app.inject({ method: 'PUT', url: '/v2/nothing-here', headers });
  const refused = await app.inject({ method: 'PUT', url: '/v2/action-items', headers });
  assert.deepEqual([missing.statusCode, refused.statusCode], [404, 405]);
  for (const response of [missing, refused]) {
    assert.equal(response.headers['x-request-id'], 'trace-405');
    assert.equal(response.headers['x-ratelimit-limit'], '10');
    assert.ok(response.headers['x-ratelimit-reset']);
  }
  assert.deepEqual([missing.headers['x-ratelimit-remaining'], refused.headers['x-ratelimit-remaining']], ['9', '8']);
});

test('a 405 replayed under its Idempotency-Key keeps Allow', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const headers = { ...bearer(org.keys.all), 'idempotency-key': randomUUID() };
  const [first, replay] = [await app.inject({ method: 'PUT', url: '/v2/action-items', headers, payload: { title: 'x' } }),
    await app.inject({ method: 'PUT', url: '/v2/action-items', headers, payload: { title: 'x' } })];
  assert.deepEqual([first.statusCode, first.headers['idempotent-replayed'], replay.statusCode, replay.headers['idempotent-replayed']], [405, undefined, 405, 'true']);
  assert.equal(replay.headers['allow'], 'GET, HEAD, POST');
  assert.equal(replay.body, first.body);
});

test('HEAD is unchanged where GET is served; elsewhere it is refused like any method', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const headers = bearer(org.keys.read);
  const list = await app.inject({ method: 'HEAD', url: '/v2/action-items', headers });
  assert.deepEqual([list.statusCode, list.body, list.headers['allow']], [200, '', undefined]);
  const missing = await app.inject({ method: 'HEAD', url: `/v2/action-items/${randomUUID()}`, headers });
  assert.deepEqual([missing.statusCode, missing.headers['allow']], [404, undefined]);
  const unknown = await app.inject({ method: 'HEAD', url: '/v2/nothing-here', headers });
  assert.deepEqual([unknown.statusCode, unknown.headers['allow']], [404, undefined]);
  const putOnly = await app.inject({ method: 'HEAD', url: `/v2/workflows/${randomUUID()}/draft`, headers });
  // Its error body is what a GET would carry; Node's HTTP server sends none for a HEAD (inject shows it).
  assert.deepEqual([putOnly.statusCode, putOnly.headers['allow']], [405, 'PUT']);
});

test('logs and metrics label a 405 `unmatched`: one series whatever the path', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildTestApp({ config: { logLevel: 'info', metricsToken: METRICS_TOKEN }, logStream: logStream as never });
  const org = await createTestOrg();
  for (let i = 0; i < 3; i++) {
    await app.inject({ method: 'PUT', url: `/v2/action-items/${randomUUID()}`, headers: { ...bearer(org.keys.all), 'x-request-id': `mna-${i}` } });
  }
  const logged = lines.filter((line) => line.msg === 'request' && String(line.reqId).startsWith('mna-'));
  assert.deepEqual(logged.map((line) => [line.method, line.route, line.status, line.errorCode, line.orgId]),
    Array.from({ length: 3 }, () => ['PUT', 'unmatched', 405, 'method_not_allowed', org.id]));
  const text = (await app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })).body;
  assert.deepEqual(text.split('\n').filter((line) => line.startsWith('smr_http_requests_total{') && line.includes('status="405"')),
    ['smr_http_requests_total{method="PUT",route="unmatched",status="405"} 3']);
});

test('every route uses a method Allow can name', async () => {
  const app = await buildTestApp();
  const methods = new Set(registeredRoutes(app).map((route) => route.method));
  assert.deepEqual([...methods].filter((method) => !(ROUTED_METHODS as readonly string[]).includes(method)), []);
});
