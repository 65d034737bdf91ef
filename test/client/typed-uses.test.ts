/**
 * The uses the client's types allow, run against the real service listening on 127.0.0.1: a
 * date-time given as a Date or a full ISO 8601 string (and the date-only string the types refuse,
 * refused by the service too), a list's records following includeDeleted, and isApiError on real
 * 404, 400, 403 and 409 answers, with the details each code carries. The compile-time side is
 * type-checks.test.ts.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, isApiError, MemoryCheckpoint, type ApiError, type SmrClient } from '@safety-records/client';
import { buildTestApp } from '../helpers/app.js';
import { createTestOrg } from '../helpers/fixtures.js';

const app = await buildTestApp();
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const client = async (): Promise<SmrClient> => createClient({ baseUrl, apiKey: (await createTestOrg()).keys.all, retry: { retries: 0 } });
const thrown = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => assert.fail('expected an ApiError'), (error: unknown) => error);

test('a date-time is sent from a Date or a full ISO 8601 string; a date alone is refused by the service as by the types', async () => {
  const smr = await client();
  const fromDate = await smr.POST('/v2/action-items', { body: { title: 'Due from a Date', dueDate: new Date(Date.UTC(2026, 11, 1, 17)) } });
  assert.equal(fromDate.data.dueDate, '2026-12-01T17:00:00.000Z');
  // An instant between the two writes (updatedAt is shown to the millisecond, stored finer on PostgreSQL).
  await sleep(5);
  const between = new Date();
  await sleep(5);
  const fromText = await smr.POST('/v2/action-items', { body: { title: 'Due from text', dueDate: '2026-12-01T18:00:00+01:00' } });
  assert.equal(fromText.data.dueDate, '2026-12-01T17:00:00.000Z');
  const patched = await smr.PATCH('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: fromText.data.id } }, body: { dueDate: new Date(Date.UTC(2027, 0, 2)) } });
  assert.equal(patched.data.dueDate, '2027-01-02T00:00:00.000Z');

  // A Date in a query goes as ISO 8601: the items updated after the first one's write.
  const after = await smr.GET('/v2/action-items', { params: { query: { updatedAfter: between } } });
  assert.deepEqual(after.data.map((item) => item.id), [fromText.data.id]);
  // Negative control: a Date's default string form is refused (what String(date) would have sent).
  const plain = await smr.api.GET('/v2/action-items', { params: { query: { updatedAfter: String(between) as never } } });
  assert.equal(plain.response.status, 400);

  const dateOnly = await thrown(smr.POST('/v2/action-items', { body: { title: 'Date only', dueDate: '2026-12-01' as never } }));
  assert.ok(isApiError(dateOnly, 'validation_error'));
  assert.equal(dateOnly.status, 400);
  assert.deepEqual(dateOnly.details, { errors: ['body.dueDate must match format "date-time"'] });
});

test('a list read without includeDeleted has live records; with includeDeleted: true its tombstones too (GET, paginate, sync)', async () => {
  const smr = await client();
  const kept = await smr.POST('/v2/action-items', { body: { title: 'Kept', externalId: 'KEPT-1' } });
  const gone = await smr.POST('/v2/action-items', { body: { title: 'Gone', externalId: 'GONE-1' } });
  await smr.DELETE('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: gone.data.id } } });

  const live = await smr.GET('/v2/action-items');
  assert.deepEqual(live.data.map((item) => [item.id, item.title, item.fields]), [[kept.data.id, 'Kept', {}]]);
  const liveFalse = await smr.GET('/v2/action-items', { params: { query: { includeDeleted: false } } });
  assert.deepEqual(liveFalse.data.map((item) => item.title), ['Kept']);
  const paged: string[] = [];
  for await (const item of smr.paginate('/v2/action-items', { params: { query: { limit: 1 } } })) paged.push(item.title);
  assert.deepEqual(paged, ['Kept']);
  const synced: string[] = [];
  for await (const page of smr.sync('/v2/action-items', { checkpoint: new MemoryCheckpoint(), start: new Date(0) })) synced.push(...page.data.map((item) => item.title));
  assert.deepEqual(synced, ['Kept']);

  // With includeDeleted: true the tombstone comes too, exactly its four keys, told apart by deletedAt.
  const all = await smr.GET('/v2/action-items', { params: { query: { includeDeleted: true, sort: 'createdAt', dir: 'asc' } } });
  const tombstones = all.data.filter((item) => 'deletedAt' in item);
  assert.deepEqual(tombstones.map((item) => Object.keys(item).sort()), [['deletedAt', 'externalId', 'id', 'updatedAt']]);
  assert.deepEqual(all.data.flatMap((item) => ('deletedAt' in item ? [] : [item.title])), ['Kept']);
  const syncedAll: string[] = [];
  for await (const page of smr.sync('/v2/action-items', { checkpoint: new MemoryCheckpoint(), query: { includeDeleted: true } })) {
    syncedAll.push(...page.data.map((item) => ('deletedAt' in item ? `deleted ${item.externalId}` : item.title)));
  }
  assert.deepEqual(syncedAll, ['Kept', 'deleted GONE-1']);
});

test('isApiError narrows real answers by code, with the details each code carries', async () => {
  const org = await createTestOrg();
  const smr = createClient({ baseUrl, apiKey: org.keys.all, retry: { retries: 0 } });

  const missing = await thrown(smr.GET('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: randomUUID() } } }));
  assert.ok(isApiError(missing, 'not_found'));
  assert.deepEqual([missing.status, missing.code, missing.details], [404, 'not_found', undefined]);
  // Negative controls: the guard refuses another code, and what is not an ApiError.
  assert.equal(isApiError(missing, 'validation_error', 'conflict'), false);
  assert.equal(isApiError(new Error('not_found')), false);
  assert.equal(isApiError(missing), true);

  const invalid = await thrown(smr.POST('/v2/action-items', { body: { title: '' } }));
  assert.ok(isApiError(invalid, 'validation_error'));
  assert.deepEqual(invalid.details.errors, ['body.title must NOT have fewer than 1 characters']);

  const unknownField = await thrown(smr.POST('/v2/action-items', { body: { title: 'With a field', fields: { nosuch: 1 } } }));
  assert.ok(isApiError(unknownField, 'invalid_fields'));
  assert.equal(unknownField.status, 400);
  assert.deepEqual(unknownField.details.fields.map((field) => field.key), ['nosuch']);
  assert.equal(typeof unknownField.details.fields[0]?.message, 'string');

  const readOnly = createClient({ baseUrl, apiKey: org.keys.read, retry: { retries: 0 } });
  const forbidden = await thrown(readOnly.POST('/v2/action-items', { body: { title: 'Not allowed' } }));
  assert.ok(isApiError(forbidden));
  assert.equal(forbidden.code, 'forbidden');
  if (forbidden.code === 'forbidden') assert.equal(forbidden.details.requiredScope, 'write');

  const key = { 'Idempotency-Key': randomUUID() };
  await smr.POST('/v2/action-items', { body: { title: 'First' }, headers: key });
  const reused = await thrown(smr.POST('/v2/action-items', { body: { title: 'Second' }, headers: key }));
  assert.ok(isApiError(reused, 'idempotency_conflict'));
  assert.equal(reused.status, 409);
  assert.deepEqual(reused.details, { firstRequest: { method: 'POST', path: '/v2/action-items' } });
});

test('an error answer that is not the service\'s error body, or has a code the client does not know, is unexpected_response with the body kept', async () => {
  // A proxy in front of the service, on 127.0.0.1, answering 502 with its own JSON.
  let body = '';
  const proxy = createServer((_request, response) => response.writeHead(502, { 'content-type': 'application/json' }).end(body));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    const smr = createClient({ baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, apiKey: 'smr_none', retry: { retries: 0 } });
    body = JSON.stringify({ code: 'gateway_melted', message: 'upstream gone' });
    const error = await thrown(smr.GET('/v2/users')) as ApiError;
    assert.ok(isApiError(error, 'unexpected_response'));
    assert.deepEqual([error.status, error.message, error.details], [502, '502 unexpected_response: upstream gone', { code: 'gateway_melted', message: 'upstream gone' }]);
    // Negative control: a code the API sends (the v2 specification's 502) is kept.
    body = JSON.stringify({ code: 'proxy_error', message: 'briefly unreachable' });
    const known = await thrown(smr.GET('/v2/users'));
    assert.ok(isApiError(known, 'proxy_error'));
    assert.equal(known.message, '502 proxy_error: briefly unreachable');
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
  }
});
