/**
 * The client package (@safety-records/client) against the real service listening on 127.0.0.1:
 * typed calls, ApiError, automatic Idempotency-Key, retries on 429 (after Retry-After), on 5xx
 * and on dropped connections, through a real proxy that fails on purpose. Imported as an
 * integrator imports it, by its package name.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { ApiConnectionError, ApiError, createClient, type SmrClient } from '@safety-records/client';
import { buildTestApp } from '../helpers/app.js';
import { orgRowCount } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { startFaultyProxy, type Fault, type FaultyProxy } from '../helpers/faulty-proxy.js';
import { freePort } from '../helpers/ports.js';

const app = await buildTestApp();
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
/** Quick retries: the tests measure behaviour, not waiting. */
const FAST = { baseDelayMs: 5, maxDelayMs: 20 };

const proxies: FaultyProxy[] = [];
test.after(async () => {
  for (const proxy of proxies) await proxy.close();
});
async function proxy(faultFor: (index: number) => Fault): Promise<FaultyProxy> {
  const started = await startFaultyProxy(baseUrl, faultFor);
  proxies.push(started);
  return started;
}

test('typed calls answer the body; an error status throws ApiError with status, code, details and the request id', async () => {
  const org = await createTestOrg();
  const smr = createClient({ baseUrl, apiKey: org.keys.all, retry: FAST });
  const created = await smr.POST('/v2/action-items', { body: { title: 'Replace guard rail', externalId: 'CAPA-1' } });
  assert.equal(created.data.title, 'Replace guard rail');
  const read = await smr.GET('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: created.data.id } } });
  assert.deepEqual(read.data, created.data);

  const missing = randomUUID();
  const notFound = await smr.GET('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: missing } } }).catch((error: unknown) => error);
  assert.ok(notFound instanceof ApiError);
  assert.equal(notFound.status, 404);
  assert.equal(notFound.code, 'not_found');
  assert.match(notFound.requestId ?? '', /\S+/);
  assert.match(notFound.message, /^404 not_found: /);

  const invalid = await smr.POST('/v2/action-items', { body: { title: '' } }).catch((error: unknown) => error);
  assert.ok(invalid instanceof ApiError);
  assert.equal(invalid.status, 400);
  assert.equal(invalid.code, 'validation_error');
  assert.deepEqual(invalid.details, { errors: ['body.title must NOT have fewer than 1 characters'] });

  const deleted = await smr.DELETE('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: created.data.id } } });
  assert.equal(deleted, undefined, 'a 204 answers undefined');
  await assert.rejects(smr.GET('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: created.data.id } } }),
    (error: unknown) => error instanceof ApiError && error.status === 404);
});

test('every write carries an Idempotency-Key; a write whose answer was lost is retried with it and applied once', async () => {
  const org = await createTestOrg();
  // The first POST reaches the service and commits; its answer never reaches the client.
  const lossy = await proxy((index) => (index === 0 ? 'drop-after' : 'forward'));
  const smr = createClient({ baseUrl: lossy.url, apiKey: org.keys.all, retry: FAST });
  const created = await smr.POST('/v2/action-items', { body: { title: 'Sent once, answered on the retry' } });
  assert.equal(lossy.seen.length, 2);
  const keys = lossy.seen.map((request) => request.headers['idempotency-key']);
  assert.match(String(keys[0]), /^[0-9a-f-]{36}$/);
  assert.equal(keys[1], keys[0], 'the retry carries the same key');
  assert.equal(await orgRowCount('action_items', org.id), 1, 'applied once');
  const stored = await smr.GET('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: created.data.id } } });
  assert.equal(stored.data.title, 'Sent once, answered on the retry');

  // Negative control: the same lost answer without the key is applied twice.
  const bare = await createTestOrg();
  const lossyAgain = await proxy((index) => (index === 0 ? 'drop-after' : 'forward'));
  const withoutKeys = createClient({
    baseUrl: lossyAgain.url, apiKey: bare.keys.all, retry: FAST,
    fetch: (input, init) => {
      const request = new Request(input as Request, init);
      request.headers.delete('idempotency-key');
      return fetch(request);
    },
  });
  await withoutKeys.POST('/v2/action-items', { body: { title: 'Sent twice' } });
  assert.equal(await orgRowCount('action_items', bare.id), 2, 'without the key the retry writes again');
});

test('429 is waited out after Retry-After and the call succeeds; with retries off it throws ApiError with retryAfterSeconds', async () => {
  const limited = await buildTestApp({ config: { rateLimitPerMinute: 2, rateLimitWindowSeconds: 1 }, rateLimitNameSpace: `client-${randomUUID()}:` });
  const limitedUrl = await limited.listen({ port: 0, host: '127.0.0.1' });
  const org = await createTestOrg();
  // One retry, and backoff far shorter than the window: only waiting out Retry-After gets the third call through.
  const patient = createClient({ baseUrl: limitedUrl, apiKey: org.keys.read, retry: { ...FAST, retries: 1 } });
  const started = Date.now();
  for (let i = 0; i < 4; i++) await patient.GET('/v2/action-items');
  assert.ok(Date.now() - started >= 500, 'the third call waited for the next window');

  const impatient = createClient({ baseUrl: limitedUrl, apiKey: org.keys.read, retry: { retries: 0 } });
  const refusals = [];
  for (let i = 0; i < 3; i++) refusals.push(await impatient.GET('/v2/action-items').then(() => null, (error: unknown) => error));
  const refused = refusals.find((error) => error !== null);
  assert.ok(refused instanceof ApiError, 'a third call in the window is refused');
  assert.equal(refused.status, 429);
  assert.equal(refused.code, 'rate_limit_exceeded');
  assert.equal(refused.retryAfterSeconds, 1);
});

test('5xx answers and dropped connections are retried with backoff; past the bound the last answer or ApiConnectionError is thrown', async () => {
  const org = await createTestOrg();
  const unavailable: Fault = { status: 503 };
  const faults: Fault[] = [unavailable, 'drop-before', { status: 502 }];
  const flaky = await proxy((index) => faults[index] ?? 'forward');
  const smr = createClient({ baseUrl: flaky.url, apiKey: org.keys.all, retry: FAST });
  const page = await smr.GET('/v2/action-items');
  assert.deepEqual(page.data, []);
  assert.equal(flaky.seen.length, 4, 'three failures, then the answer');

  const down = await proxy(() => unavailable);
  const bounded = createClient({ baseUrl: down.url, apiKey: org.keys.all, retry: { ...FAST, retries: 2 } });
  const error = await bounded.GET('/v2/action-items').catch((caught: unknown) => caught);
  assert.ok(error instanceof ApiError);
  assert.equal(error.status, 503);
  assert.equal(down.seen.length, 3, 'the first attempt and 2 retries');

  const nothing = createClient({ baseUrl: `http://127.0.0.1:${await freePort()}`, apiKey: org.keys.all, retry: { ...FAST, retries: 1 } });
  const unreachable = await nothing.GET('/v2/action-items').catch((caught: unknown) => caught);
  assert.ok(unreachable instanceof ApiConnectionError, String(unreachable));
  assert.match(unreachable.message, /^GET \/v2\/action-items: no answer after 2 attempts/);

  // Not retried: a 4xx other than 429, answered at once.
  const once = await proxy((index) => (index === 0 ? { status: 400 } : 'forward'));
  const plain = createClient({ baseUrl: once.url, apiKey: org.keys.all, retry: FAST });
  await assert.rejects(plain.GET('/v2/action-items'), (caught: unknown) => caught instanceof ApiError && caught.status === 400);
  assert.equal(once.seen.length, 1);
});

test('a write answered 409 with Retry-After (its key still running) is retried with the same key', async () => {
  const org = await createTestOrg();
  const busy = await proxy((index) => (index === 0 ? { status: 409, headers: { 'retry-after': '0' } } : 'forward'));
  const smr: SmrClient = createClient({ baseUrl: busy.url, apiKey: org.keys.all, retry: FAST });
  await smr.POST('/v2/action-items', { body: { title: 'After the key was free' } });
  assert.equal(busy.seen.length, 2);
  assert.equal(busy.seen[1]!.headers['idempotency-key'], busy.seen[0]!.headers['idempotency-key']);
  assert.equal(await orgRowCount('action_items', org.id), 1);
});

test('an answer that stalls past the attempt\'s timeout, headers or body, is retried; a bad retry option is refused', async () => {
  const org = await createTestOrg();
  const stalling = await proxy((index) => (index === 0 ? 'stall' : index === 1 ? 'stall-body' : 'forward'));
  const smr = createClient({ baseUrl: stalling.url, apiKey: org.keys.all, retry: { ...FAST, timeoutMs: 300 } });
  const page = await smr.GET('/v2/action-items');
  assert.deepEqual(page.data, []);
  assert.equal(stalling.seen.length, 3, 'no headers, then headers and half a body, then the answer');

  const silent = await proxy(() => 'stall');
  const bounded = createClient({ baseUrl: silent.url, apiKey: org.keys.all, retry: { ...FAST, timeoutMs: 200, retries: 1 } });
  const error = await bounded.GET('/v2/action-items').catch((caught: unknown) => caught);
  assert.ok(error instanceof ApiConnectionError, String(error));
  assert.equal(silent.seen.length, 2);

  for (const retry of [{ retries: -1 }, { retries: 1.5 }, { retries: Number.NaN }, { timeoutMs: Number.POSITIVE_INFINITY }]) {
    assert.throws(() => createClient({ baseUrl, apiKey: org.keys.all, retry }), RangeError, JSON.stringify(retry));
  }
  createClient({ baseUrl, apiKey: org.keys.all, retry: { retries: undefined } });
});
