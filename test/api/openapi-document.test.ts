/**
 * The API document as integrators' tools read it: Redocly's recommended rules pass with no
 * warning, every example validates against its schema, parameters and responses say what
 * generators need (defaults, formats, JSON-in-query, named schemas, error codes per status,
 * response headers), and tags are described.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { ERROR_STATUS } from '../../src/http/errors.js';
import { buildTestApp, TEST_ADMIN_TOKEN } from '../helpers/app.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { documentTestsSkipped as skip } from '../helpers/document-tests.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const run = promisify(execFile);

type Json = Record<string, any>;

async function servedDocument(): Promise<Json> {
  const app = await buildTestApp();
  return (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
}

const operationsOf = (document: Json) => Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as Json, where: `${method.toUpperCase()} ${path}` })));

/** A validator for any schema of the document (its $refs resolve against the document). */
function schemaValidator(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'https://smr.test/openapi.json', components: document.components });
  return (schema: Json, value: unknown): string | null => {
    const validate = ajv.compile({ $id: `https://smr.test/fragment-${Math.random()}`, ...rebase(schema) });
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
}

/** Points the document's local references at the document added to ajv. */
function rebase(node: unknown): any {
  if (Array.isArray(node)) return node.map(rebase);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) =>
    [key, key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `https://smr.test/openapi.json${value}` : rebase(value)]));
}

test('Redocly lint with the recommended rules finds no problem, not even a warning', { skip }, async () => {
  const document = await servedDocument();
  const dir = await mkdtemp(join(tmpdir(), 'smr-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document, null, 2));
    const cli = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');
    const result = await run(process.execPath, [cli, 'lint', file, '--config', join(process.cwd(), 'redocly.yaml'), '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(result.stdout) as { totals: Json; problems: Json[] };
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location?.[0]?.pointer}: ${p.message}`);
    assert.deepEqual(problems, []);
    assert.deepEqual(report.totals, { errors: 0, warnings: 0, ignored: 0 });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('every example validates against its schema, and every operation shows one', async () => {
  const document = await servedDocument();
  const check = schemaValidator(document);
  const failures: string[] = [];
  let checked = 0;
  const expectValid = (where: string, schema: Json | undefined, value: unknown) => {
    if (!schema) return void failures.push(`${where}: an example without a schema`);
    checked += 1;
    const problem = check(schema, value);
    if (problem) failures.push(`${where}: ${problem}`);
  };
  for (const [name, schema] of Object.entries(document.components.schemas as Record<string, Json>)) {
    for (const [index, example] of (schema.examples ?? []).entries()) expectValid(`components.schemas.${name}.examples[${index}]`, schema, example);
    if (schema.example !== undefined) expectValid(`components.schemas.${name}.example`, schema, schema.example);
  }
  for (const { where, operation } of operationsOf(document)) {
    for (const parameter of operation.parameters ?? []) {
      if (parameter.example !== undefined) expectValid(`${where} ${parameter.name}`, parameter.schema, parameter.example);
      const media = parameter.content?.['application/json'];
      if (media?.example !== undefined) expectValid(`${where} ${parameter.name}`, media.schema, media.example);
      if (parameter.in === 'path' && parameter.example === undefined) failures.push(`${where}: path parameter ${parameter.name} has no example`);
    }
    const request = operation.requestBody?.content?.['application/json'];
    if (request) {
      if (request.example === undefined) failures.push(`${where}: the request body has no example`);
      else expectValid(`${where} request body`, request.schema, request.example);
    }
    for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
      const media = response.content?.['application/json'];
      if (!media) continue;
      if (media.example === undefined && !media.schema?.$ref?.endsWith('Error')) {
        const component = media.schema?.$ref ? document.components.schemas[media.schema.$ref.split('/').pop()] : media.schema;
        if (component?.example === undefined && !(component?.examples?.length > 0)) failures.push(`${where} ${status}: no example`);
      }
      if (media.example !== undefined) expectValid(`${where} ${status}`, media.schema, media.example);
    }
  }
  assert.deepEqual(failures, []);
  assert.ok(checked > 150, `checked ${checked} examples`);

  // Real records: a record's example carries every property its schema declares.
  for (const name of ['ActionItem', 'User', 'Asset', 'Location', 'Event', 'WebhookSubscription', 'Change']) {
    const schema = document.components.schemas[name];
    assert.ok(schema.examples?.length === 1, `${name} has an example record`);
    assert.deepEqual(Object.keys(schema.examples[0]).sort(), Object.keys(schema.properties).sort(), `${name} example is a whole record`);
  }
  assert.equal(document.components.schemas.ActionItem.examples[0].fields.rootCause, 'equipment');
  // The negative control of the validator: a wrong value is caught.
  assert.match(String(check({ $ref: '#/components/schemas/ActionItem' }, { ...document.components.schemas.ActionItem.examples[0], priority: 'whenever' })), /priority/);
});

test('parameters: defaults are optional, times and ids carry their format, fieldFilters and fieldSort are typed JSON', async () => {
  const document = await servedDocument();
  for (const { where, operation } of operationsOf(document)) {
    for (const parameter of operation.parameters ?? []) {
      if (parameter.schema?.default !== undefined) assert.notEqual(parameter.required, true, `${where} ${parameter.name} has a default and is optional`);
      if (/^(updatedAfter|updatedBefore|since)$/.test(parameter.name)) assert.equal(parameter.schema.format, 'date-time', `${where} ${parameter.name}`);
      if (/Id$/.test(parameter.name) && parameter.in !== 'header' && !/^(assetId|eventId|locationId|userId|externalId|eventExternalId)$/.test(parameter.name)) {
        assert.equal(parameter.schema.format, 'uuid', `${where} ${parameter.name} is a uuid`);
      }
      assert.doesNotMatch(JSON.stringify(parameter.schema ?? {}), /"x-/, `${where} ${parameter.name}: no service-only keyword left`);
      assert.ok(parameter.description, `${where} ${parameter.name} is described`);
    }
  }
  const list = document.paths['/v2/action-items'].get;
  const limit = list.parameters.find((p: Json) => p.name === 'limit');
  assert.deepEqual([limit.required, limit.schema.default], [false, 20]);
  const fieldFilters = list.parameters.find((p: Json) => p.name === 'fieldFilters');
  assert.equal(fieldFilters.schema, undefined);
  assert.deepEqual(fieldFilters.content['application/json'].schema, { type: 'array', items: { $ref: '#/components/schemas/FieldFilter' }, maxItems: 20 });
  assert.deepEqual(document.components.schemas.FieldFilter.required, ['key', 'op']);
  const fieldSort = list.parameters.find((p: Json) => p.name === 'fieldSort');
  assert.deepEqual(fieldSort.content['application/json'].schema, { $ref: '#/components/schemas/FieldSort' });
  assert.equal(document.paths['/v2/changes'].get.parameters.find((p: Json) => p.name === 'recordId').schema.format, 'uuid');
  assert.doesNotMatch(JSON.stringify(document), /"(x-format|x-json|maxSerializedBytes)":/, 'no service-only keyword anywhere');
});

test('responses: named bodies, every status in words, errors per status with their codes, headers on every response', async () => {
  const document = await servedDocument();
  const schemas = document.components.schemas as Record<string, Json>;
  for (const { path, method, where, operation } of operationsOf(document)) {
    const request = operation.requestBody?.content?.['application/json']?.schema;
    if (request) assert.ok(request.$ref, `${where}: the request body is a named schema`);
    for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
      assert.ok(response.description && response.description !== 'Default Response', `${where} ${status} is described`);
      const schema = response.content?.['application/json']?.schema;
      if (status.startsWith('2') && schema) assert.ok(schema.$ref, `${where} ${status}: a named schema`);
      const headers = Object.keys(response.headers ?? {});
      assert.ok(headers.includes('X-Request-Id'), `${where} ${status}: X-Request-Id`);
      if (path.startsWith('/v2/')) assert.ok(headers.includes('X-RateLimit-Remaining'), `${where} ${status}: rate-limit headers`);
      if (status === '429') assert.ok(headers.includes('Retry-After'), `${where} 429: Retry-After`);
      if (method === 'get' && (status === '200' || status === '304') && operation.responses['304']) assert.ok(headers.includes('ETag'), `${where} ${status}: ETag`);
      if (method !== 'get' && path.startsWith('/v2/') && status.startsWith('2')) assert.ok(headers.includes('Idempotent-Replayed'), `${where} ${status}: Idempotent-Replayed`);
      if (Number(status) >= 400) {
        const component = schemas[schema.$ref.split('/').pop()]!;
        const codes = component.properties.code.enum as string[];
        const expected = Object.entries(ERROR_STATUS).filter(([, s]) => s === Number(status)).map(([code]) => code);
        assert.deepEqual(codes, expected.length > 0 ? expected : ['bad_request'], `${where} ${status}: the codes of ${status}`);
        assert.ok(codes.includes(component.example.code), `${where} ${status}: its example has one of its codes`);
      }
    }
  }
  assert.deepEqual(schemas.NotFoundError!.example, { code: 'not_found', message: 'Action item not found' });
  assert.deepEqual(schemas.UnauthorizedError!.properties.code.enum, ['unauthorized']);
  assert.deepEqual(schemas.ConflictError!.properties.code.enum, ['conflict', 'idempotency_conflict']);
  assert.equal(schemas.ActionItemInput!.type, 'object');
  assert.deepEqual(document.paths['/v2/action-items'].post.requestBody.content['application/json'].schema, { $ref: '#/components/schemas/ActionItemInput' });
  assert.deepEqual(schemas.BulkUpsertActionItemsRequest!.properties.actionItems.items, { $ref: '#/components/schemas/ActionItemInput' });
  assert.deepEqual(Object.keys(document.components.headers).sort(),
    ['ETag', 'Idempotent-Replayed', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Request-Id']);
});

test('tags are defined, described and all used', async () => {
  const document = await servedDocument();
  const used = new Set(operationsOf(document).flatMap(({ operation }) => operation.tags as string[]));
  assert.deepEqual(new Set(document.tags.map((tag: Json) => tag.name)), used);
  for (const tag of document.tags) assert.ok(tag.description.length > 20, `${tag.name} is described`);
});

/** The response headers the document describes, as the service spells them on the wire. */
const DESCRIBED_HEADERS = ['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'etag', 'idempotent-replayed'];
/** Headers sent only in some responses of a status the document lists them for. */
const SOMETIMES = new Set(['idempotent-replayed', 'retry-after']);

function operationFor(document: Json, method: string, url: string): Json {
  const path = url.split('?')[0]!;
  for (const [template, item] of Object.entries(document.paths as Record<string, Json>)) {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (pattern.test(path) && item[method.toLowerCase()]) return item[method.toLowerCase()];
  }
  throw new Error(`no operation for ${method} ${path}`);
}

test('the statuses and headers the document lists are what the service sends, driven through the real routes', async () => {
  const app = await buildTestApp();
  const limited = await buildTestApp({ config: { rateLimitPerMinute: 2 }, rateLimitNameSpace: `doc-contract-${Date.now()}:` });
  const document = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
  const org = await createTestOrg();
  const auth = { authorization: `Bearer ${org.keys.all}` };
  const created = await app.inject({ method: 'POST', url: '/v2/action-items', headers: auth, payload: { title: 'Guard rail', externalId: 'contract-1' } });
  const item = created.json().data;
  const webhook = (await app.inject({ method: 'POST', url: '/v2/webhooks', headers: auth, payload: { url: 'https://93.184.216.34/h', events: ['*'], enabled: false } })).json().data;
  const listed = await app.inject({ method: 'GET', url: '/v2/action-items', headers: auth });
  // Reads first: the writes below change the list and its tag.
  const probes: Array<{ app?: typeof app; method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; headers?: Record<string, string>; payload?: unknown; status: number }> = [
    { method: 'GET', url: '/v2/action-items', headers: auth, status: 200 },
    { method: 'GET', url: '/v2/action-items', headers: { ...auth, 'if-none-match': String(listed.headers.etag) }, status: 304 },
    { method: 'POST', url: '/v2/action-items', headers: { ...auth, 'idempotency-key': 'contract-k' }, payload: { title: 'Once', externalId: 'contract-2' }, status: 201 },
    { method: 'POST', url: '/v2/action-items', headers: { ...auth, 'idempotency-key': 'contract-k' }, payload: { title: 'Once', externalId: 'contract-2' }, status: 201 },
    { method: 'POST', url: '/v2/action-items', headers: auth, payload: { title: 'Guard rail', externalId: 'contract-1' }, status: 200 },
    { method: 'POST', url: '/v2/action-items', headers: { ...auth, 'idempotency-key': 'contract-bad' }, payload: { title: '' }, status: 400 },
    { method: 'POST', url: '/v2/action-items', headers: { ...auth, 'idempotency-key': 'contract-bad' }, payload: { title: '' }, status: 400 },
    { method: 'POST', url: '/v2/action-items', payload: { title: 'x' }, status: 401 },
    { method: 'POST', url: '/v2/action-items', headers: { authorization: `Bearer ${org.keys.read}` }, payload: { title: 'x' }, status: 403 },
    { method: 'POST', url: '/v2/action-items', headers: { ...auth, 'content-type': 'text/plain' }, payload: 'title', status: 415 },
    { method: 'PATCH', url: `/v2/action-items/${item.id}`, headers: { ...auth, 'if-match': '"stale"' }, payload: { title: 'y' }, status: 412 },
    { method: 'GET', url: `/v2/action-items/${randomUUID()}`, headers: auth, status: 404 },
    { method: 'GET', url: '/v2/assets', headers: auth, status: 200 },
    { method: 'DELETE', url: `/v2/webhooks/${webhook.id}`, headers: { ...auth, 'content-type': 'text/plain' }, payload: 'x', status: 415 },
    { method: 'POST', url: '/v2/equipment-types', headers: auth, payload: { name: 'Forklift' }, status: 201 },
    { method: 'POST', url: '/v2/equipment-types', headers: auth, payload: { name: 'Forklift' }, status: 409 },
    { method: 'POST', url: '/admin/organizations', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload: { name: 'Contract org' }, status: 201 },
    { method: 'POST', url: '/admin/organizations', payload: { name: 'x' }, status: 401 },
    { method: 'GET', url: '/healthz', status: 200 },
    { method: 'GET', url: '/readyz', status: 200 },
    { app: limited, method: 'GET', url: '/v2/action-items', headers: auth, status: 200 },
    { app: limited, method: 'GET', url: '/v2/action-items', headers: auth, status: 200 },
    { app: limited, method: 'GET', url: '/v2/action-items', headers: auth, status: 429 },
  ];
  const failures: string[] = [];
  for (const probe of probes) {
    const where = `${probe.method} ${probe.url} → ${probe.status}`;
    const response = await (probe.app ?? app).inject({ method: probe.method, url: probe.url, headers: probe.headers, payload: probe.payload as never });
    if (response.statusCode !== probe.status) {
      failures.push(`${where}: got ${response.statusCode} ${response.body}`);
      continue;
    }
    const documented = operationFor(document, probe.method, probe.url).responses[String(probe.status)];
    if (!documented) {
      failures.push(`${where}: the status is not documented`);
      continue;
    }
    const listed = Object.keys(documented.headers ?? {}).map((name) => name.toLowerCase());
    const sent = DESCRIBED_HEADERS.filter((name) => response.headers[name] !== undefined);
    for (const name of sent) if (!listed.includes(name)) failures.push(`${where}: sends ${name}, not documented`);
    for (const name of listed) if (!sent.includes(name) && !SOMETIMES.has(name)) failures.push(`${where}: documents ${name}, not sent`);
  }
  assert.deepEqual(failures, []);
  // The replay and the stored 400 carry Idempotent-Replayed; the 415 (refused before the key is claimed) cannot.
  const replay = await app.inject({ method: 'POST', url: '/v2/action-items', headers: { ...auth, 'idempotency-key': 'contract-k' }, payload: { title: 'Once', externalId: 'contract-2' } });
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  assert.equal(operationFor(document, 'POST', '/v2/action-items').responses['415'].headers['Idempotent-Replayed'], undefined);
});

test('a polled list with includeDeleted=true, tombstones included, is what its documented response schema says (action items and events)', async () => {
  const app = await buildTestApp();
  const document = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
  const validate = schemaValidator(document);
  const org = await createTestOrg();
  const auth = { authorization: `Bearer ${org.keys.all}` };
  const item = (await app.inject({ method: 'POST', url: '/v2/action-items', headers: auth, payload: { title: 'Deleted', externalId: 'tomb-1' } })).json().data;
  await app.inject({ method: 'POST', url: '/v2/action-items', headers: auth, payload: { title: 'Kept' } });
  const event = (await app.inject({ method: 'POST', url: '/v2/events/bulk', headers: auth, payload: { events: [{ title: 'Deleted', externalId: 'tomb-e' }] } })).json().data.results[0];
  for (const url of [`/v2/action-items/${item.id}`, `/v2/events/${event.id}`]) {
    assert.equal((await app.inject({ method: 'DELETE', url, headers: auth })).statusCode, 204);
  }
  for (const path of ['/v2/action-items', '/v2/events']) {
    const response = await app.inject({ method: 'GET', url: `${path}?includeDeleted=true&updatedAfter=2000-01-01T00:00:00Z`, headers: auth });
    const body = response.json();
    assert.ok(body.data.some((record: Json) => record.deletedAt), `${path} lists a tombstone`);
    const schema = document.paths[path].get.responses['200'].content['application/json'].schema;
    assert.equal(validate(schema, body), null, path);
  }
  // Negative control: the schema the action item list had before tombstones were documented refuses the body.
  const listed = (await app.inject({ method: 'GET', url: '/v2/action-items?includeDeleted=true&updatedAfter=2000-01-01T00:00:00Z', headers: auth })).json();
  const liveOnly = { type: 'array', items: { $ref: '#/components/schemas/ActionItem' } };
  assert.notEqual(validate(liveOnly, listed.data), null);
});
