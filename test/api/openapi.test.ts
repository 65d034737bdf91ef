import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { registeredRoutes } from '../../src/app.js';
import { buildTestApp } from '../helpers/app.js';

test('GET /v2/openapi.json is a valid OpenAPI 3.1 document, served without a key', async () => {
  const app = await buildTestApp();
  const response = await app.inject({ method: 'GET', url: '/v2/openapi.json' });
  assert.equal(response.statusCode, 200);
  assert.ok(response.headers['x-ratelimit-limit'], 'rate limited per IP like every /v2 response');
  const document = response.json();
  assert.equal(document.openapi, '3.1.0');
  const validator = new Validator();
  const result = await validator.validate(document);
  assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
});

test('PUBLIC_URL is the server of the API document', async () => {
  const app = await buildTestApp({ config: { publicUrl: 'https://api.example.com/' } });
  const document = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
  assert.deepEqual(document.servers, [{ url: 'https://api.example.com' }]);
});

test('every route is documented with operationId, tags, responses and its security', async () => {
  const app = await buildTestApp();
  const document = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
  const operations = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })));
  const ids = new Set<string>();
  for (const { path, method, operation } of operations) {
    const where = `${method.toUpperCase()} ${path}`;
    assert.ok(operation.operationId, `${where} has an operationId`);
    assert.ok(!ids.has(operation.operationId), `${where} operationId is unique`);
    ids.add(operation.operationId);
    assert.ok(operation.tags?.length > 0, `${where} has tags`);
    assert.ok(operation.summary, `${where} has a summary`);
    const statuses = Object.keys(operation.responses);
    assert.ok(statuses.some((s) => s.startsWith('2')), `${where} documents its success`);
    if (path.startsWith('/v2/')) {
      assert.equal(operation.security, undefined, `${where} uses the document's bearer security`);
      for (const status of ['400', '401', '429', '500']) assert.ok(statuses.includes(status), `${where} documents ${status}`);
      assert.equal(operation.responses['401'].content['application/json'].schema.$ref, '#/components/schemas/UnauthorizedError');
    }
    if (path.startsWith('/admin/')) assert.deepEqual(operation.security, [{ adminToken: [] }]);
    if (['post', 'put', 'patch'].includes(method) && operation.requestBody) {
      assert.ok(statuses.includes('413') && statuses.includes('415'), `${where} documents 413 and 415`);
    }
    if (path.startsWith('/v2/') && ['post', 'put', 'patch', 'delete'].includes(method)) {
      const headers = (operation.parameters ?? []).filter((p: { in: string }) => p.in === 'header').map((p: { name: string }) => p.name);
      assert.ok(headers.includes('idempotency-key'), `${where} documents the Idempotency-Key header`);
      assert.ok(headers.includes('x-on-behalf-of'), `${where} documents the X-On-Behalf-Of header`);
      assert.ok(statuses.includes('409'), `${where} documents 409 (idempotency_conflict)`);
      assert.ok(headers.includes('if-match'), `${where} documents the If-Match header`);
      assert.ok(statuses.includes('412'), `${where} documents 412 (precondition_failed)`);
    }
    if (path.startsWith('/v2/') && method === 'get') {
      const headers = (operation.parameters ?? []).filter((p: { in: string }) => p.in === 'header').map((p: { name: string }) => p.name);
      const streamed = /unpaginated/.test(operation.summary);
      assert.equal(headers.includes('if-none-match'), !streamed, `${where} documents If-None-Match unless its list is streamed`);
      assert.equal(statuses.includes('304'), !streamed, `${where} documents 304 unless its list is streamed`);
    }
  }
  assert.deepEqual(document.security, [{ apiKey: [] }]);
  assert.equal(document.components.securitySchemes.apiKey.scheme, 'bearer');
  assert.deepEqual(Object.keys(document.components.schemas.Error.properties).sort(), ['code', 'details', 'message']);

  const expected = ['listEquipmentTypes', 'createEquipmentType', 'adminCreateOrganization', 'adminListOrganizations',
    'adminCreateApiKey', 'adminListApiKeys', 'adminRevokeApiKey', 'health', 'ready'];
  for (const id of expected) assert.ok(ids.has(id), `${id} documented`);
});

test('every registered route (but the docs themselves) is in the document', async () => {
  const app = await buildTestApp();
  const document = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
  const documented = new Set(Object.entries(document.paths as Record<string, object>).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)));
  const routes = registeredRoutes(app).filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/docs') && r.url !== '/v2/openapi.json');
  assert.ok(routes.length >= 9);
  for (const route of routes) assert.ok(documented.has(`${route.method} ${route.url}`), `${route.method} ${route.url} is documented`);
});

test('GET /docs renders the API reference page', async () => {
  const app = await buildTestApp();
  const response = await app.inject({ method: 'GET', url: '/docs' });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /text\/html/);
  const csp = String(response.headers['content-security-policy']);
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self'(;|$)/, 'no inline script, no eval');
  assert.match(response.body, /<script id="api-reference" type="application\/json" data-url="\/v2\/openapi\.json" data-configuration="[^"]+"><\/script>/);
  for (const tag of response.body.match(/<script\b[^>]*>/g) ?? []) {
    assert.match(tag, / src="| type="application\/json"/, `${tag}: every script is a file or inert JSON`);
  }
  const src = /<script src="([^"]+)"/.exec(response.body)?.[1];
  assert.match(String(src), /^\/docs\/scalar\.js\?v=/);
  const bundle = await app.inject({ method: 'GET', url: String(src).replace(/&amp;/g, '&') });
  assert.equal(bundle.statusCode, 200);
  assert.match(String(bundle.headers['content-type']), /javascript/);
  assert.match(String(bundle.headers['cache-control']), /max-age=31536000/);
  assert.ok(bundle.body.length > 1_000_000, 'the self-contained Scalar bundle');
  const document = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
    for (const [method, operation] of Object.entries(item)) {
      const labels = (operation['x-codeSamples'] ?? []).map((sample: { label: string }) => sample.label);
      assert.deepEqual(labels, ['curl', 'TypeScript'], `${method.toUpperCase()} ${path} has its request examples`);
    }
  }
});
