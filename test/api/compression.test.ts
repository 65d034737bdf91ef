/**
 * Compressed responses (docs/decisions/compression.md): bodies of 1 KiB or more sent br or gzip
 * when the request accepts it, decoding to exactly the bytes sent unencoded; never below the
 * threshold, without Accept-Encoding, with identity or on HEAD; Vary on every body and 304; the
 * fixed bodies (the reference bundle, the API document) encoded once at their setting; a
 * streamed list encoded as a stream; ETags, 304 and If-Match the same whatever the coding;
 * RESPONSE_COMPRESSION=false turns it off.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, bearer } from '../helpers/app.js';
import { createTestOrg } from '../helpers/fixtures.js';

const app = await buildTestApp();
const org = await createTestOrg();
const auth = bearer(org.keys.all);

/** The body's bytes as sent, decoded as its Content-Encoding says. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  assert.equal(encoding, undefined, 'no other coding');
  return response.rawPayload;
}

const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}, on: FastifyInstance = app) =>
  on.inject({ method: 'GET', url, headers: { ...auth, ...extra, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

const longText = (words: number) => Array.from({ length: words }, (_, k) => `word${k}`).join(' ');

async function createItem(title: string, description: string | null): Promise<string> {
  const created = await app.inject({ method: 'POST', url: '/v2/action-items', headers: auth, payload: { title, description } });
  assert.equal(created.statusCode, 201, created.body);
  return created.json().data.id;
}

const bigItem = await createItem('Inspect the guard rail', longText(200));
const smallItem = await createItem('Small', null);
for (let k = 0; k < 15; k++) await createItem(`Item ${k}`, longText(30));
const pageUrl = '/v2/action-items?limit=100';

test('a list page and a record above the threshold are sent br or gzip as asked, decoding to exactly the unencoded bytes, with the same ETag', async () => {
  for (const url of [pageUrl, `/v2/action-items/${bigItem}`]) {
    const plain = await get(url);
    assert.equal(plain.statusCode, 200);
    assert.ok(plain.rawPayload.length >= 1024, `${url} is above the threshold (${plain.rawPayload.length} bytes)`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers['vary'], 'accept-encoding');
    for (const [asked, sent] of [['gzip', 'gzip'], ['br', 'br'], ['gzip, deflate, br', 'br'], ['br;q=0.5, gzip', 'gzip'], ['x-gzip', 'gzip'], ['*', 'gzip']] as const) {
      const response = await get(url, asked);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], sent, `${url} asked ${asked}`);
      assert.equal(response.headers['vary'], 'accept-encoding');
      assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(response.headers['etag'], plain.headers['etag'], 'the tag names the body before coding');
      assert.ok(response.rawPayload.length < plain.rawPayload.length / 2, `${url} ${asked}: ${response.rawPayload.length} of ${plain.rawPayload.length} bytes`);
      assert.ok(decoded(response).equals(plain.rawPayload), `${url} ${asked}: decodes to the same bytes`);
    }
  }
});

test('not encoded without Accept-Encoding, with identity, or when no coding it sends is acceptable; Vary all the same', async () => {
  const plain = await get(pageUrl);
  for (const asked of [undefined, 'identity', 'deflate', 'zstd', 'br;q=0, gzip;q=0', 'identity, gzip;q=0, br;q=0']) {
    const response = await get(pageUrl, asked);
    assert.deepEqual([response.statusCode, response.headers['content-encoding'], response.headers['vary']], [200, undefined, 'accept-encoding'], `asked ${asked}`);
    assert.ok(response.rawPayload.equals(plain.rawPayload));
  }
  const refused = await get(pageUrl, 'br', { 'x-no-compression': '1' });
  assert.equal(refused.headers['content-encoding'], undefined, 'x-no-compression (the library\'s switch) is honoured');
});

test('a body under 1 KiB is sent as it is, and the same record grown past it is encoded (control)', async () => {
  const small = await get(`/v2/action-items/${smallItem}`, 'br');
  assert.ok(small.rawPayload.length < 1024, `${small.rawPayload.length} bytes`);
  assert.deepEqual([small.statusCode, small.headers['content-encoding'], small.headers['vary']], [200, undefined, 'accept-encoding']);
  assert.equal(small.json().data.title, 'Small');
  const patched = await app.inject({ method: 'PATCH', url: `/v2/action-items/${smallItem}`, headers: auth, payload: { description: longText(100) } });
  assert.equal(patched.statusCode, 200);
  const grown = await get(`/v2/action-items/${smallItem}`, 'br');
  assert.equal(grown.headers['content-encoding'], 'br');
  await app.inject({ method: 'PATCH', url: `/v2/action-items/${smallItem}`, headers: auth, payload: { description: null } });
});

test('HEAD is never encoded: its headers are those of the unencoded body', async () => {
  const plain = await get(pageUrl);
  const head = await app.inject({ method: 'HEAD', url: pageUrl, headers: { ...auth, 'accept-encoding': 'br, gzip' } });
  assert.equal(head.statusCode, 200);
  assert.equal(head.headers['content-encoding'], undefined);
  assert.equal(head.headers['content-length'], String(plain.rawPayload.length));
  assert.equal(head.rawPayload.length, 0);
});

test('304: the same answer with and without Accept-Encoding, whichever coding the tag was read in', async () => {
  const tag = (await get(pageUrl, 'br')).headers['etag'] as string;
  for (const asked of [undefined, 'gzip', 'br']) {
    const response = await get(pageUrl, asked, { 'if-none-match': tag });
    assert.deepEqual([response.statusCode, response.headers['etag'], response.headers['content-encoding'], response.headers['vary'], response.rawPayload.length],
      [304, tag, undefined, 'accept-encoding', 0], `asked ${asked}`);
  }
  const stale = await get(pageUrl, 'gzip', { 'if-none-match': '"stale"' });
  assert.deepEqual([stale.statusCode, stale.headers['content-encoding']], [200, 'gzip'], 'a tag that is not current: the body, encoded (control)');
});

test('If-Match takes the tag read from an encoded or an unencoded body alike; a stale one is 412 with its error body, asked encoded or not', async () => {
  const id = await createItem('Tagged', longText(200));
  for (const asked of ['br', 'gzip', undefined]) {
    const read = await get(`/v2/action-items/${id}`, asked);
    assert.equal(read.headers['content-encoding'], asked);
    const tag = read.headers['etag'] as string;
    const title = `Tagged ${asked}`;
    const write = (ifMatch: string) => app.inject({ method: 'PATCH', url: `/v2/action-items/${id}`,
      headers: { ...auth, 'if-match': ifMatch, ...(asked ? { 'accept-encoding': asked } : {}) }, payload: { title } });
    const written = await write(tag);
    assert.equal(written.statusCode, 200, `If-Match with the tag of the ${asked ?? 'unencoded'} body`);
    assert.equal(JSON.parse(decoded(written).toString()).data.title, title);
    const refused = await write(tag);
    assert.equal(refused.statusCode, 412, 'the same tag once the record changed');
    assert.equal(JSON.parse(decoded(refused).toString()).code, 'precondition_failed');
  }
});

test('error bodies are sent whole, encoded when large, and a malformed Accept-Encoding is never a 5xx', async () => {
  const missing = await get('/v2/action-items/00000000-0000-4000-8000-000000000000', 'br');
  assert.deepEqual([missing.statusCode, missing.headers['content-encoding'], JSON.parse(decoded(missing).toString()).code], [404, undefined, 'not_found']);
  const users = Array.from({ length: 100 }, (_, k) => ({ email: `invalid-${k}@example.com`, fullName: 'No externalId' }));
  const invalid = await app.inject({ method: 'POST', url: '/v2/users/bulk', headers: { ...auth, 'accept-encoding': 'gzip' }, payload: { users } });
  assert.deepEqual([invalid.statusCode, invalid.headers['content-encoding']], [400, 'gzip']);
  const error = JSON.parse(decoded(invalid).toString());
  assert.deepEqual([error.code, error.details.errors[0]], ['validation_error', "body.users[0]: missing required property 'externalId'"]);
  const plain = await get(pageUrl);
  const malformed = ['gzip;q=abc', ';;;', ',,,', 'br;q=0.5;q=1', 'gzip;q=2', '*;q=0', 'q=1', '=', 'gzip;;q', `${'br,'.repeat(2000)}gzip`, 'GZIP', 'Br;Q=0.9'];
  for (const asked of malformed) {
    const response = await get(pageUrl, asked);
    assert.equal(response.statusCode, 200, `Accept-Encoding: ${asked.slice(0, 40)}`);
    assert.ok(decoded(response).equals(plain.rawPayload), `Accept-Encoding: ${asked.slice(0, 40)} decodes to the body`);
  }
});

/** Brotli and gzip at the fixed bodies' setting (src/plugins/fixed-bodies.ts). */
const fixedBr = (body: Buffer) => brotliCompressSync(body, { params: {
  [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

test('the reference page, its bundle and the API document are encoded; the bundle and the document once, at their setting, the same bytes each time', async () => {
  const page = await get('/docs', 'br');
  assert.equal(page.statusCode, 200);
  assert.match(decoded(page).toString(), /<script src="\/docs\/scalar\.js\?v=/);
  const bundleUrl = /src="([^"]+)"><\/script>/.exec(decoded(page).toString())![1]!.replace(/&amp;/g, '&');
  for (const url of [bundleUrl, '/v2/openapi.json']) {
    const plain = await get(url);
    assert.equal(plain.statusCode, 200);
    const br = await get(url, 'br');
    const gzip = await get(url, 'gzip');
    assert.deepEqual([br.headers['content-encoding'], gzip.headers['content-encoding'], br.headers['vary']], ['br', 'gzip', 'accept-encoding']);
    assert.ok(decoded(br).equals(plain.rawPayload) && decoded(gzip).equals(plain.rawPayload), `${url}: both decode to the unencoded body`);
    assert.equal(br.headers['content-length'], String(br.rawPayload.length));
    assert.ok(br.rawPayload.equals(fixedBr(plain.rawPayload)), `${url}: brotli at quality 9, not the per-response setting`);
    assert.ok(gzip.rawPayload.equals(gzipSync(plain.rawPayload, { level: 9 })), `${url}: gzip at level 9`);
    assert.ok((await get(url, 'br')).rawPayload.equals(br.rawPayload), `${url}: the kept encoding again`);
    assert.equal(br.headers['etag'], plain.headers['etag']);
  }
});

test('a streamed list is encoded as a stream and decodes to the same bytes as sent unencoded (no ETag either way)', async () => {
  const users = Array.from({ length: 400 }, (_, k) => ({ externalId: `streamed-${k}`, email: `streamed-${k}@example.com`, fullName: `Streamed User ${k} ${longText(5)}` }));
  const bulk = await app.inject({ method: 'POST', url: '/v2/users/bulk', headers: auth, payload: { users } });
  assert.equal(bulk.statusCode, 200, bulk.body);
  const plain = await get('/v2/users');
  assert.ok(plain.rawPayload.length > 64 * 1024, `more than one chunk (${plain.rawPayload.length} bytes)`);
  assert.equal(plain.headers['etag'], undefined);
  for (const asked of ['gzip', 'br']) {
    const response = await get('/v2/users', asked);
    assert.deepEqual([response.statusCode, response.headers['content-encoding'], response.headers['transfer-encoding'], response.headers['etag']], [200, asked, 'chunked', undefined]);
    assert.ok(decoded(response).equals(plain.rawPayload), `${asked}: the same bytes`);
  }
});

test('through a listening server, a real HTTP client asking br or gzip gets the body it decodes to exactly the unencoded one', async () => {
  const listening = await buildTestApp();
  const address = await listening.listen({ port: 0, host: '127.0.0.1' });
  for (const url of [pageUrl, '/v2/users', '/v2/openapi.json']) {
    const unencoded = await (await fetch(`${address}${url}`, { headers: { ...auth, 'accept-encoding': 'identity' } })).text();
    for (const asked of ['br', 'gzip']) {
      const response = await fetch(`${address}${url}`, { headers: { ...auth, 'accept-encoding': asked } });
      assert.deepEqual([response.status, response.headers.get('content-encoding'), response.headers.get('vary')], [200, asked, 'accept-encoding'], `${url} ${asked}`);
      assert.equal(await response.text(), unencoded, `${url} ${asked}: decoded by the client`);
    }
  }
});

test('RESPONSE_COMPRESSION=false: nothing encoded and no Vary (control: the same requests as above)', async () => {
  const off = await buildTestApp({ config: { responseCompression: false } });
  for (const url of [pageUrl, '/v2/openapi.json', '/v2/users']) {
    const response = await get(url, 'br, gzip', {}, off);
    assert.deepEqual([response.statusCode, response.headers['content-encoding'], response.headers['vary']], [200, undefined, undefined], url);
  }
});
