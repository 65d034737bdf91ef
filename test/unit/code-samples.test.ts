/**
 * x-codeSamples (src/plugins/openapi/code-samples.ts) on a small hand-made document: the exact curl
 * and TypeScript of a GET with path and query parameters, a POST with a body example, an admin
 * operation, a public one and JSON-in-query parameters, the TypeScript through the service's
 * client. That the served document's samples compile against the client is
 * test/api/openapi-client.test.ts's (the client's types are the served document's).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addCodeSamples, shellQuote, type CodeSample } from '../../src/plugins/openapi/code-samples.js';

const json = (schema: object, example?: unknown) => ({ 'application/json': { schema, ...(example === undefined ? {} : { example }) } });
const ok = { 200: { description: 'OK' } };

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Samples', version: '1' },
  servers: [{ url: 'http://127.0.0.1:3000/' }],
  security: [{ apiKey: [] }],
  components: {
    securitySchemes: {
      apiKey: { type: 'http', scheme: 'bearer' },
      adminToken: { type: 'http', scheme: 'bearer' },
    },
    schemas: {
      ActionItemInput: {
        type: 'object',
        required: ['title'],
        properties: { title: { type: 'string' }, priority: { type: 'string', enum: ['low', 'high'] } },
        additionalProperties: false,
        examples: [{ title: "Replace the guard's rail", priority: 'high' }],
      },
      FieldFilter: {
        type: 'object',
        required: ['key', 'op', 'value'],
        properties: { key: { type: 'string' }, op: { type: 'string' }, value: {} },
      },
    },
  },
  paths: {
    '/v2/users/{userId}/history': {
      get: {
        operationId: 'userHistory',
        parameters: [
          { in: 'path', name: 'userId', required: true, schema: { type: 'string', format: 'uuid' }, example: '0190b6c2-7d1e-7a4c-9b1a-2f4e5d6c7b8a' },
          { in: 'query', name: 'limit', required: true, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          { in: 'query', name: 'cursor', required: false, schema: { type: 'string' } },
          { in: 'query', name: 'since', required: false, schema: { type: 'string', examples: ['2026-01-01T00:00:00Z'] } },
        ],
        responses: ok,
      },
    },
    '/v2/action-items': {
      post: {
        operationId: 'createActionItem',
        requestBody: { required: true, content: json({ $ref: '#/components/schemas/ActionItemInput' }) },
        responses: ok,
      },
      get: {
        operationId: 'listActionItems',
        parameters: [
          { in: 'query', name: 'limit', required: true, schema: { type: 'integer', default: 20 } },
          { in: 'query', name: 'status', required: false, schema: { type: 'string' }, example: 'open' },
          {
            in: 'query', name: 'fieldFilters', required: false,
            content: json({ type: 'array', items: { $ref: '#/components/schemas/FieldFilter' } }, [{ key: 'severity', op: 'eq', value: 'high' }]),
          },
          { in: 'query', name: 'fieldSort', required: false, content: { 'application/json': { schema: { type: 'object' }, examples: { bySeverity: { value: { key: 'severity', direction: 'desc' } } } } } },
        ],
        responses: ok,
      },
    },
    '/admin/organizations/{orgId}/api-keys': {
      post: {
        operationId: 'adminCreateApiKey',
        security: [{ adminToken: [] }],
        parameters: [{ in: 'path', name: 'orgId', required: true, schema: { type: 'string', format: 'uuid' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, scopes: { type: 'array', items: { type: 'string' } } } },
              examples: { readOnly: { value: { name: 'Sync', scopes: ['read'] } } },
            },
          },
        },
        responses: ok,
      },
    },
    '/healthz': { get: { operationId: 'health', security: [], responses: ok } },
  },
};

const samples = addCodeSamples(DOCUMENT) as any;
const sample = (path: string, method: string, label: string): string =>
  (samples.paths[path][method]['x-codeSamples'] as CodeSample[]).find((s) => s.label === label)!.source;

/** The lines every TypeScript sample starts with: the client, authorized by the given environment variable. */
const preamble = (credential: string) => [
  `// npm install @safety-records/client (its README: installing before it is published)`,
  `import { createClient } from '@safety-records/client';`,
  ``,
  `const smr = createClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: process.env.${credential}! });`,
  ``,
  `// The response body; an error status throws an ApiError.`,
];

test('a GET with path and query parameters: the required query parameters and one with an example of its own', () => {
  assert.equal(sample('/v2/users/{userId}/history', 'get', 'curl'), [
    `curl 'http://127.0.0.1:3000/v2/users/0190b6c2-7d1e-7a4c-9b1a-2f4e5d6c7b8a/history?limit=20&since=2026-01-01T00%3A00%3A00Z' \\`,
    `  -H "Authorization: Bearer $SMR_API_KEY"`,
  ].join('\n'));
  assert.equal(sample('/v2/users/{userId}/history', 'get', 'TypeScript'), [
    ...preamble('SMR_API_KEY'),
    `const body = await smr.GET('/v2/users/{userId}/history', {`,
    `  params: {`,
    `    path: { userId: '0190b6c2-7d1e-7a4c-9b1a-2f4e5d6c7b8a' },`,
    `    query: { limit: 20, since: '2026-01-01T00:00:00Z' },`,
    `  },`,
    `});`,
  ].join('\n'));
});

test('a POST sends the example of its body schema, shell-quoted', () => {
  assert.equal(sample('/v2/action-items', 'post', 'curl'), [
    `curl -X POST 'http://127.0.0.1:3000/v2/action-items' \\`,
    `  -H "Authorization: Bearer $SMR_API_KEY" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  --data '{`,
    `  "title": "Replace the guard'\\''s rail",`,
    `  "priority": "high"`,
    `}'`,
  ].join('\n'));
  assert.match(sample('/v2/action-items', 'post', 'TypeScript'), new RegExp(escape([
    `const body = await smr.POST('/v2/action-items', {`,
    `  body: { title: 'Replace the guard\\'s rail', priority: 'high' },`,
    `});`,
  ].join('\n')) + '$'));
});

test('an admin operation authenticates with the operator token; a missing path example is a placeholder', () => {
  assert.equal(sample('/admin/organizations/{orgId}/api-keys', 'post', 'curl'), [
    `curl -X POST 'http://127.0.0.1:3000/admin/organizations/3fa85f64-5717-4562-b3fc-2c963f66afa6/api-keys' \\`,
    `  -H "Authorization: Bearer $SMR_ADMIN_TOKEN" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  --data '{`,
    `  "name": "Sync",`,
    `  "scopes": [`,
    `    "read"`,
    `  ]`,
    `}'`,
  ].join('\n'));
  assert.equal(sample('/admin/organizations/{orgId}/api-keys', 'post', 'TypeScript'), [
    ...preamble('SMR_ADMIN_TOKEN'),
    `const body = await smr.POST('/admin/organizations/{orgId}/api-keys', {`,
    `  params: { path: { orgId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' } },`,
    `  body: { name: 'Sync', scopes: ['read'] },`,
    `});`,
  ].join('\n'));
});

test('a public operation sends no Authorization header', () => {
  assert.equal(sample('/healthz', 'get', 'curl'), `curl 'http://127.0.0.1:3000/healthz'`);
  assert.equal(sample('/healthz', 'get', 'TypeScript'), [
    `// npm install @safety-records/client (its README: installing before it is published)`,
    `import { createClient } from '@safety-records/client';`,
    ``,
    `const smr = createClient({ baseUrl: 'http://127.0.0.1:3000' });`,
    ``,
    `// The response body; an error status throws an ApiError.`,
    `const body = await smr.GET('/healthz');`,
  ].join('\n'));
});

test('JSON-in-query parameters: URL-encoded JSON in curl, the object in TypeScript (the client sends it as JSON); shown before other optional ones, two at most', () => {
  const filters = encodeURIComponent('[{"key":"severity","op":"eq","value":"high"}]');
  const sort = encodeURIComponent('{"key":"severity","direction":"desc"}');
  assert.equal(sample('/v2/action-items', 'get', 'curl'), [
    `curl 'http://127.0.0.1:3000/v2/action-items?limit=20&fieldFilters=${filters}&fieldSort=${sort}' \\`,
    `  -H "Authorization: Bearer $SMR_API_KEY"`,
  ].join('\n'));
  assert.match(sample('/v2/action-items', 'get', 'TypeScript'), new RegExp(escape([
    `const body = await smr.GET('/v2/action-items', {`,
    `  params: {`,
    `    query: {`,
    `      limit: 20,`,
    `      fieldFilters: [{ key: 'severity', op: 'eq', value: 'high' }],`,
    `      fieldSort: { key: 'severity', direction: 'desc' },`,
    `    },`,
    `  },`,
    `});`,
  ].join('\n')) + '$'));
});

test('the document given is not changed; samples an operation already has are kept', () => {
  const before = JSON.stringify(DOCUMENT);
  const own = [{ lang: 'Shell', label: 'curl', source: 'curl …' }];
  const withOwn = { ...DOCUMENT, paths: { '/healthz': { get: { ...DOCUMENT.paths['/healthz'].get, 'x-codeSamples': own } } } };
  assert.deepEqual((addCodeSamples(withOwn) as any).paths['/healthz'].get['x-codeSamples'], own);
  addCodeSamples(DOCUMENT);
  assert.equal(JSON.stringify(DOCUMENT), before);
  assert.equal(shellQuote(`it's`), `'it'\\''s'`);
});

test('every operation gets a curl and a TypeScript sample', () => {
  for (const [path, item] of Object.entries<any>(samples.paths)) {
    for (const [method, operation] of Object.entries<any>(item)) {
      assert.deepEqual(operation['x-codeSamples'].map((s: CodeSample) => s.label), ['curl', 'TypeScript'], `${method} ${path}`);
    }
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
