/**
 * What an integrator does with the API document: generate types with openapi-typescript, write
 * a small strict TypeScript client on openapi-fetch (a list with the defaults, custom-field
 * filters as objects, a bulk, the cursor loop), compile it, and run it against the service.
 * A client that misuses the types must not compile (the negative control).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { buildTestApp, bearer } from '../helpers/app.js';
import { documentTestsSkipped as skip } from '../helpers/document-tests.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { compileTypeScriptSamples, generateTypes } from '../helpers/openapi-typegen.js';

// Inside the repository, so the client resolves openapi-fetch from its node_modules.
const workDir = join(process.cwd(), '.typegen', randomUUID());
after(() => rm(workDir, { recursive: true, force: true }));

const CLIENT = `
import createClient from 'openapi-fetch';
import type { components, paths } from './smr-api.js';

export type ActionItem = components['schemas']['ActionItem'];
/** A list with includeDeleted=true also holds tombstones of deleted items. */
export type Listed = ActionItem | components['schemas']['ActionItemTombstone'];
export const live = (item: Listed): item is ActionItem => !('deletedAt' in item);

/** JSON-in-query parameters (fieldFilters, fieldSort) go as JSON text; the rest as usual. */
function querySerializer(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    search.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

export function connect(baseUrl: string, apiKey: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${apiKey}\` }, querySerializer });
}

type Client = ReturnType<typeof connect>;

export async function firstPage(client: Client): Promise<{ items: ActionItem[]; limit: number }> {
  const { data, error } = await client.GET('/v2/action-items');
  if (error) throw new Error(\`\${error.code}: \${error.message}\`);
  return { items: data.data.filter(live), limit: data.meta.pagination.limit };
}

export async function costlyEquipmentItems(client: Client): Promise<string[]> {
  const { data, error } = await client.GET('/v2/action-items', {
    params: { query: {
      fieldFilters: [{ key: 'rootCause', op: 'eq', value: 'equipment' }, { key: 'costEstimate', op: 'gte', value: 1000 }],
      fieldSort: { key: 'costEstimate', direction: 'desc' },
    } },
  });
  if (error) throw new Error(\`\${error.code}: \${error.message}\`);
  return data.data.filter(live).map((item) => item.title);
}

export async function importItems(client: Client, titles: string[]): Promise<{ created: number; ids: string[] }> {
  const { data, error } = await client.POST('/v2/action-items/bulk', {
    body: { actionItems: titles.map((title, index) => ({ title, externalId: \`import-\${index}\`, fields: { costEstimate: index * 500 } })) },
  });
  if (error) throw new Error(\`\${error.code}: \${error.message}\`);
  return { created: data.data.summary.created, ids: data.data.results.flatMap((result) => (result.id ? [result.id] : [])) };
}

/** The polling procedure: updatedAfter, then meta.nextCursor while meta.pagination.hasNext. */
export async function everyItemSince(client: Client, since: string): Promise<Listed[]> {
  const items: Listed[] = [];
  let query: { updatedAfter?: string; cursor?: string; limit: number } = { updatedAfter: since, limit: 2 };
  for (;;) {
    const { data, error } = await client.GET('/v2/action-items', { params: { query } });
    if (error) throw new Error(\`\${error.code}: \${error.message}\`);
    items.push(...data.data);
    if (!data.meta.pagination.hasNext || data.meta.nextCursor === null) return items;
    query = { cursor: data.meta.nextCursor, limit: 2 };
  }
}

export async function missingItem(client: Client, id: string): Promise<string> {
  const { error, response } = await client.GET('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: id } } });
  if (!error) throw new Error('expected an error');
  const code: 'not_found' | 'validation_error' | 'bad_request' | 'invalid_fields' | 'unauthorized' | 'forbidden' | 'rate_limit_exceeded' | 'internal_error' = error.code;
  return \`\${response.status} \${code} \${response.headers.get('x-request-id') ? 'with request id' : ''}\`;
}
`;

/** Misuses each typed part: a string for fieldFilters, an unknown op, a bulk element without its title, an unknown path. */
const MISUSE = `
import createClient from 'openapi-fetch';
import type { paths } from './smr-api.js';
const client = createClient<paths>({ baseUrl: 'http://127.0.0.1' });
export async function misuse() {
  await client.GET('/v2/action-items', { params: { query: { fieldFilters: '[{"key":"a","op":"eq","value":1}]' } } });
  await client.GET('/v2/action-items', { params: { query: { fieldFilters: [{ key: 'a', op: 'equals', value: 1 }] } } });
  await client.POST('/v2/action-items/bulk', { body: { actionItems: [{ externalId: 'x' }] } });
  await client.GET('/v2/action-item', {});
  await client.GET('/v2/action-items', { params: { query: { updatedAfter: 5 } } });
}
`;

function compile(files: string[], emit: boolean): ts.Diagnostic[] {
  const program = ts.createProgram(files, {
    strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: false, skipLibCheck: true,
    module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022,
    outDir: workDir, noEmit: !emit, types: [],
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program)];
  if (emit) program.emit();
  return diagnostics;
}

const lineOf = (diagnostic: ts.Diagnostic) => diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start!).line + 1;
const describe = (diagnostics: ts.Diagnostic[]) => diagnostics.map((d) => `${d.file?.fileName ?? ''}:${d.file ? lineOf(d) : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);

test('types generated by openapi-typescript give a strict client that compiles and works against the service', { skip }, async () => {
  const app = await buildTestApp();
  const document = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
  await mkdir(workDir, { recursive: true });
  await writeFile(join(workDir, 'smr-api.d.ts'), await generateTypes(document));
  await writeFile(join(workDir, 'client.ts'), CLIENT);
  await writeFile(join(workDir, 'misuse.ts'), MISUSE);

  assert.deepEqual(describe(compile([join(workDir, 'client.ts')], true)), []);

  // The negative control: each misuse is a compile error on its own line.
  const misuse = compile([join(workDir, 'misuse.ts')], false);
  assert.deepEqual([...new Set(misuse.map(lineOf))].sort((a, b) => a - b), [6, 7, 8, 9, 10], describe(misuse).join('\n'));

  const org = await createTestOrg();
  for (const field of [
    { key: 'rootCause', label: 'Root cause', type: 'enum', options: [{ value: 'equipment' }, { value: 'training' }] },
    { key: 'costEstimate', label: 'Cost estimate', type: 'number' },
  ]) {
    const response = await app.inject({ method: 'POST', url: '/v2/modules/action_item/fields', headers: bearer(org.keys.all), payload: field });
    assert.equal(response.statusCode, 201, response.body);
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const client = await import(pathToFileURL(join(workDir, 'client.js')).href);
  const connection = client.connect(address, org.keys.all);
  const before = new Date(Date.now() - 1000).toISOString();

  const imported = await client.importItems(connection, ['Guard rail', 'Eye wash station', 'Racking upright', 'Signage']);
  assert.equal(imported.created, 4);
  for (const [index, id] of imported.ids.entries()) {
    if (index % 2 === 0) continue;
    const patched = await app.inject({ method: 'PATCH', url: `/v2/action-items/${id}`, headers: bearer(org.keys.all), payload: { fields: { rootCause: 'equipment' } } });
    assert.equal(patched.statusCode, 200, patched.body);
  }
  assert.deepEqual(await client.firstPage(connection).then((page: { items: unknown[]; limit: number }) => [page.items.length, page.limit]), [4, 20]);
  // costEstimate 500 (index 1) and 1500 (index 3) have rootCause equipment; only 1500 is ≥ 1000.
  assert.deepEqual(await client.costlyEquipmentItems(connection), ['Signage']);
  const polled = await client.everyItemSince(connection, before);
  assert.deepEqual(polled.map((item: { id: string }) => item.id).sort(), [...imported.ids].sort());
  assert.equal(await client.missingItem(connection, randomUUID()), '404 not_found with request id');
});

test('the TypeScript example of every operation, as served, compiles against the client package as built (strict)', { skip }, async () => {
  const app = await buildTestApp();
  const document = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
  assert.deepEqual(await compileTypeScriptSamples(document), []);
});
