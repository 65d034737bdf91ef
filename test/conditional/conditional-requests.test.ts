/**
 * Conditional requests (DECISIONS 15): strong ETags on every whole GET body and none on the
 * streamed lists; If-None-Match → 304 outside the rate limit (Redis and in-memory counters, a
 * tag remembered by one instance never outliving a write through another); If-Match on every
 * write → 412 with nothing written unless it names the current record, under the org's write
 * lock (two writers with one tag: one wins); the change log, trimmed without a write, always run.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { registeredRoutes } from '../../src/app.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { orgRowCount, testDatabase } from '../helpers/database.js';
import { orgChecksum, populatedOrg } from '../helpers/populated-org.js';
import { methodOf, WRITE_CASES } from '../helpers/write-routes.js';
import { ChangeRetention } from '../../src/workers/change-retention.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const app = await buildTestApp({ config: { rateLimitPerMinute: 1000 } });

type Ids = Record<string, string>;

/** Every GET under /v2 with a whole body, by route, with a URL that answers 200 in a populated org. */
const TAGGED_GETS: Record<string, (i: Ids) => string> = {
  'GET /v2/action-items': () => '/v2/action-items',
  'GET /v2/action-items/:actionItemId': (i) => `/v2/action-items/${i.item}`,
  'GET /v2/action-items/:actionItemId/history': (i) => `/v2/action-items/${i.item}/history`,
  'GET /v2/action-item-statuses': () => '/v2/action-item-statuses',
  'GET /v2/modules/:slug/fields': () => '/v2/modules/action_item/fields',
  'GET /v2/events': () => '/v2/events',
  'GET /v2/events/:eventId': (i) => `/v2/events/${i.event}`,
  'GET /v2/events/:eventId/history': (i) => `/v2/events/${i.event}/history`,
  'GET /v2/events/:eventId/metrics/:metricSlug': (i) => `/v2/events/${i.event}/metrics/${i.metricSlug}`,
  'GET /v2/events/metrics/bulk': (i) => `/v2/events/metrics/bulk?metricSlug=${i.metricSlug}`,
  'GET /v2/metrics': () => '/v2/metrics',
  'GET /v2/metric-definitions': () => '/v2/metric-definitions',
  'GET /v2/assets/:assetId': (i) => `/v2/assets/${i.asset}`,
  'GET /v2/assets/:assetId/history': (i) => `/v2/assets/${i.asset}/history`,
  'GET /v2/locations/:locationId': (i) => `/v2/locations/${i.location}`,
  'GET /v2/locations/:locationId/history': (i) => `/v2/locations/${i.location}/history`,
  'GET /v2/users/:userId': (i) => `/v2/users/${i.user}`,
  'GET /v2/users/:userId/history': (i) => `/v2/users/${i.user}/history`,
  'GET /v2/workflows': () => '/v2/workflows',
  'GET /v2/workflows/:workflowId': (i) => `/v2/workflows/${i.workflow}`,
  'GET /v2/workflows/:workflowId/runs': (i) => `/v2/workflows/${i.workflow}/runs`,
  'GET /v2/workflows/:workflowId/runs/:runId': (i) => `/v2/workflows/${i.workflow}/runs/${i.run}`,
  'GET /v2/changes': () => '/v2/changes',
  'GET /v2/webhooks': () => '/v2/webhooks',
  'GET /v2/webhooks/:id': (i) => `/v2/webhooks/${i.webhook}`,
  'GET /v2/webhooks/:id/deliveries': (i) => `/v2/webhooks/${i.webhook}/deliveries`,
  'GET /v2/openapi.json': () => '/v2/openapi.json',
};

/** The unpaginated lists written out as they are read (DECISIONS 7, and the org structure lists): no ETag. */
const STREAMED_GETS = ['GET /v2/users', 'GET /v2/assets', 'GET /v2/locations', 'GET /v2/equipment-types', 'GET /v2/departments', 'GET /v2/teams'];

/** The write routes that change one record with a GET, that GET, and a request of the route that updates it. */
const RECORD_WRITES: Array<{ route: string; current: (i: Ids) => string; request: (i: Ids) => { url: string; payload?: object } }> = [
  { route: 'POST /v2/action-items', current: (i) => `/v2/action-items/${i.item}`, request: (i) => ({ url: '/v2/action-items', payload: { title: 'Upserted', externalId: i.itemExternalId } }) },
  { route: 'PATCH /v2/action-items/:actionItemId', current: (i) => `/v2/action-items/${i.item}`, request: (i) => ({ url: `/v2/action-items/${i.item}`, payload: { title: 'Patched' } }) },
  { route: 'DELETE /v2/action-items/:actionItemId', current: (i) => `/v2/action-items/${i.item}`, request: (i) => ({ url: `/v2/action-items/${i.item}` }) },
  { route: 'DELETE /v2/events/:eventId', current: (i) => `/v2/events/${i.event}`, request: (i) => ({ url: `/v2/events/${i.event}` }) },
  { route: 'PUT /v2/events/:eventId/metrics/:metricSlug', current: (i) => `/v2/events/${i.event}/metrics/${i.metricSlug}`, request: (i) => ({ url: `/v2/events/${i.event}/metrics/${i.metricSlug}`, payload: { value: 7 } }) },
  { route: 'POST /v2/assets', current: (i) => `/v2/assets/${i.asset}`, request: (i) => ({ url: '/v2/assets', payload: { name: 'Renamed crane', externalId: i.assetExternalId, type: 'equipment', equipmentTypeId: i.equipmentType } }) },
  { route: 'POST /v2/locations', current: (i) => `/v2/locations/${i.location}`, request: (i) => ({ url: '/v2/locations', payload: { name: 'Renamed site', externalId: i.locationExternalId } }) },
  { route: 'POST /v2/users', current: (i) => `/v2/users/${i.user}`, request: (i) => ({ url: '/v2/users', payload: { email: i.userEmail, fullName: 'Renamed', externalId: i.userExternalId } }) },
  { route: 'POST /v2/workflows/:workflowId/versions', current: (i) => `/v2/workflows/${i.workflow}`, request: (i) => ({ url: `/v2/workflows/${i.workflow}/versions`, payload: { definition: { v: 2 } } }) },
  { route: 'PUT /v2/workflows/:workflowId/draft', current: (i) => `/v2/workflows/${i.workflow}`, request: (i) => ({ url: `/v2/workflows/${i.workflow}/draft`, payload: { draftDefinition: { v: 3 } } }) },
  { route: 'DELETE /v2/workflows/:workflowId', current: (i) => `/v2/workflows/${i.workflow}`, request: (i) => ({ url: `/v2/workflows/${i.workflow}` }) },
  { route: 'PATCH /v2/workflows/:workflowId/runs/:runId', current: (i) => `/v2/workflows/${i.workflow}/runs/${i.run}`, request: (i) => ({ url: `/v2/workflows/${i.workflow}/runs/${i.run}`, payload: { status: 'running' } }) },
  { route: 'POST /v2/workflows/:workflowId/runs/:runId/node-results', current: (i) => `/v2/workflows/${i.workflow}/runs/${i.run}`, request: (i) => ({ url: `/v2/workflows/${i.workflow}/runs/${i.run}/node-results`, payload: { nodeKey: 'k2', nodeType: 't' } }) },
  { route: 'PATCH /v2/workflows/:workflowId/runs/:runId/node-results/:nodeResultId', current: (i) => `/v2/workflows/${i.workflow}/runs/${i.run}`, request: (i) => ({ url: `/v2/workflows/${i.workflow}/runs/${i.run}/node-results/${i.node}`, payload: { status: 'running' } }) },
];

function get(target: FastifyInstance, url: string, apiKey: string, ifNoneMatch?: string): Promise<LightMyRequestResponse> {
  return target.inject({ method: 'GET', url, headers: { ...bearer(apiKey), ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }) } });
}

function write(method: InjectOptions['method'], request: { url: string; payload?: object }, apiKey: string, ifMatch?: string): Promise<LightMyRequestResponse> {
  const headers = { ...bearer(apiKey), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) };
  return app.inject({ method, url: request.url, headers, ...(request.payload ? { payload: request.payload } : {}) });
}

const methodOfRoute = (route: string): InjectOptions['method'] => route.split(' ')[0] as InjectOptions['method'];

function assertNotModified(response: LightMyRequestResponse, tag: string, what: string): void {
  assert.equal(response.statusCode, 304, `${what}: ${response.body}`);
  assert.equal(response.body, '', `${what}: no body`);
  assert.equal(response.headers.etag, tag, `${what}: the same ETag`);
}

test('the tables cover every GET under /v2: a whole body is tagged or the list is streamed', () => {
  const gets = registeredRoutes(app).filter((route) => route.method === 'GET' && route.url.startsWith('/v2/')).map((route) => `GET ${route.url}`);
  assert.deepEqual(gets.filter((route) => !(route in TAGGED_GETS) && !STREAMED_GETS.includes(route)), [], 'GET routes in neither table');
});

test('every whole GET body carries a strong ETag, If-None-Match with it is a 304 without a body, and a stale one is a 200', async () => {
  const { org, ids } = await populatedOrg(app);
  for (const [route, urlOf] of Object.entries(TAGGED_GETS)) {
    const url = urlOf(ids);
    const first = await get(app, url, org.keys.all);
    assert.equal(first.statusCode, 200, `${route}: ${first.body}`);
    const tag = first.headers.etag;
    assert.match(String(tag), /^"[A-Za-z0-9_-]{27}"$/, `${route}: a strong ETag`);
    assert.equal((await get(app, url, org.keys.all)).headers.etag, tag, `${route}: the same body, the same tag`);
    // The first conditional request runs the route (nothing remembered yet), the second is answered from the remembered tag.
    assertNotModified(await get(app, url, org.keys.all, String(tag)), tag!.toString(), `${route} (ran)`);
    assertNotModified(await get(app, url, org.keys.all, String(tag)), tag!.toString(), `${route} (remembered)`);
    assertNotModified(await get(app, url, org.keys.all, `"other", W/${tag}`), tag!.toString(), `${route}: a listed weak tag matches (weak comparison)`);
    const stale = await get(app, url, org.keys.all, '"stale"');
    assert.equal(stale.statusCode, 200, `${route}: a stale tag`);
    assert.equal(stale.body, first.body);
    assert.equal(stale.headers.etag, tag);
  }
  for (const route of STREAMED_GETS) {
    const response = await get(app, `/v2/${route.split('/').pop()}`, org.keys.all);
    assert.equal(response.statusCode, 200, route);
    assert.equal(response.headers.etag, undefined, `${route}: streamed, no ETag`);
    assert.equal((await get(app, `/v2/${route.split('/').pop()}`, org.keys.all, '*')).statusCode, 200, `${route}: If-None-Match has nothing to compare`);
  }
});

test('a tag follows the body: a write to the record, or to a record whose name it shows, makes a new tag; a write elsewhere keeps the 304', async () => {
  const { org, ids } = await populatedOrg(app);
  const url = `/v2/action-items/${ids.item}`;
  const tag = String((await get(app, url, org.keys.all)).headers.etag);
  assertNotModified(await get(app, url, org.keys.all, tag), tag, 'before any write');

  // A write to another record moves the org's clock: the route runs again, and the unchanged body still answers 304.
  assert.equal((await write('POST', { url: '/v2/teams', payload: { name: 'Another team' } }, org.keys.all)).statusCode, 201);
  assertNotModified(await get(app, url, org.keys.all, tag), tag, 'after a write elsewhere');

  // The item shows its assignee's name: renaming the user changes the item's body without touching the item's row.
  const rename = await write('POST', { url: '/v2/users', payload: { email: ids.userEmail, fullName: 'Renamed user', externalId: ids.userExternalId } }, org.keys.all);
  assert.equal(rename.statusCode, 200);
  const afterRename = await get(app, url, org.keys.all, tag);
  assert.equal(afterRename.statusCode, 200, 'the embedded name changed');
  assert.equal(afterRename.json().data.assignedToUserName, 'Renamed user');
  assert.notEqual(afterRename.headers.etag, tag);

  const patched = await write('PATCH', { url, payload: { title: 'New title' } }, org.keys.all);
  const afterPatch = await get(app, url, org.keys.all, String(afterRename.headers.etag));
  assert.equal(afterPatch.statusCode, 200);
  assert.equal(afterPatch.body, patched.body, 'the GET answers what the write answered');
  assert.notEqual(afterPatch.headers.etag, afterRename.headers.etag);
});

test('a tag one instance remembers never answers 304 after a write through another instance', async () => {
  const other = await buildTestApp();
  const { org, ids } = await populatedOrg(app);
  const url = `/v2/action-items/${ids.item}`;
  const tag = String((await get(app, url, org.keys.all)).headers.etag);
  assertNotModified(await get(app, url, org.keys.all, tag), tag, 'remembered');
  assert.equal((await other.inject({ method: 'PATCH', url, headers: bearer(org.keys.all), payload: { title: 'Changed elsewhere' } })).statusCode, 200);
  const after = await get(app, url, org.keys.all, tag);
  assert.equal(after.statusCode, 200, 'the remembered tag is of an older clock');
  assert.equal(after.json().data.title, 'Changed elsewhere');
  await other.close();
});

/** Where the rate-limit counts go: the instance's memory, Redis, or memory again while Redis does not answer (nothing listens on port 1). */
const COUNTERS = { 'in memory': {}, 'in Redis': { redisUrl: REDIS_URL }, 'in memory while Redis is unavailable': { redisUrl: 'redis://127.0.0.1:1' } };

for (const [counters, redis] of Object.entries(COUNTERS)) {
  test(`a 304 does not count against the rate limit (counters ${counters}); a 200 does`, async () => {
    const limited = await buildTestApp({
      config: { rateLimitPerMinute: 5, rateLimitWindowSeconds: 60, ...redis },
      rateLimitNameSpace: `conditional-${randomUUID()}:`,
    });
    const { org, ids } = await populatedOrg(app);
    const url = `/v2/action-items/${ids.item}`;
    const first = await get(limited, url, org.keys.read);
    assert.equal(first.headers['x-ratelimit-remaining'], '4');
    const tag = String(first.headers.etag);
    // Ten 304s, first run by the route (then given back), then from the remembered tag: five would spend the budget.
    for (let i = 0; i < 10; i++) {
      const response = await get(limited, url, org.keys.read, tag);
      assertNotModified(response, tag, `conditional request ${i + 1}`);
      assert.equal(response.headers['x-ratelimit-remaining'], '4', `conditional request ${i + 1} left the budget as it was`);
      assert.equal(response.headers['x-ratelimit-limit'], '5');
    }
    const stale = await get(limited, url, org.keys.read, '"stale"');
    assert.equal(stale.statusCode, 200);
    assert.equal(stale.headers['x-ratelimit-remaining'], '3', 'a conditional request answered 200 counts');
    for (let i = 0; i < 3; i++) assert.equal((await get(limited, url, org.keys.read)).statusCode, 200);
    assert.equal((await get(limited, url, org.keys.read)).statusCode, 429, 'the budget counted the 200s only');
    // The budget spent, a request the tag would answer 304 is a 429 too (the tag check reads the database: DECISIONS, conditional requests).
    assert.equal((await get(limited, url, org.keys.read, tag)).statusCode, 429, 'no 304 once the budget is spent');
    await limited.close();
  });
}

test('the change log is never answered from a remembered tag: retention trims it without a write, and the next poll gets the trimmed page', async () => {
  const { org, ids } = await populatedOrg(app);
  const url = `/v2/action-items/${ids.item}`;
  for (const title of ['Second', 'Third']) assert.equal((await write('PATCH', { url, payload: { title } }, org.keys.all)).statusCode, 200);
  const feed = await get(app, '/v2/changes', org.keys.all);
  const tag = String(feed.headers.etag);
  assertNotModified(await get(app, '/v2/changes', org.keys.all, tag), tag, 'before retention');
  assertNotModified(await get(app, '/v2/changes', org.keys.all, tag), tag, 'before retention, again');
  const { db } = await testDatabase();
  const retention = new ChangeRetention(db, { retentionDays: 1, batch: 1000, pauseMs: 0 }, app.log);
  assert.ok(await retention.pruneOrg(org.id, Date.now() + 2 * 86_400_000) > 0, 'older entries of the item went');
  const after = await get(app, '/v2/changes', org.keys.all, tag);
  assert.equal(after.statusCode, 200, 'the org\'s clock stood still, but the feed changed');
  assert.ok(after.json().data.length < feed.json().data.length);
  assert.notEqual(after.headers.etag, tag);
});

test('every write route: an If-Match naming no current version is a 412 precondition_failed, and so is any If-Match (even *) on a write without a current record; nothing is written', async () => {
  const withRecord = new Set(RECORD_WRITES.map((c) => c.route));
  for (const writeCase of WRITE_CASES) {
    const { org, ids } = await populatedOrg(app);
    const request = writeCase.request(ids);
    const method = methodOf(writeCase);
    const before = await orgChecksum(org.id);
    const changes = await orgRowCount('change_entries' as never, org.id);
    for (const ifMatch of ['"not-a-version"', `W/"${randomUUID()}"`]) {
      const response = await write(method, request, org.keys.all, ifMatch);
      assert.equal(response.statusCode, 412, `${writeCase.route} If-Match ${ifMatch}: ${response.body}`);
      assert.equal(response.json().code, 'precondition_failed');
    }
    // Creates, bulk writes, org configuration, and the table's upserts (which name new externalIds): no current record.
    const creates = !withRecord.has(writeCase.route) || /^POST \/v2\/(action-items|assets|locations|users)$/.test(writeCase.route);
    if (creates) {
      const response = await write(method, request, org.keys.all, '*');
      assert.equal(response.statusCode, 412, `${writeCase.route} If-Match *: ${response.body}`);
      assert.deepEqual(response.json(), {
        code: 'precondition_failed',
        message: 'If-Match: there is no current record for this write to match (it would create one, or the record does not exist)',
      });
    }
    assert.deepEqual(await orgChecksum(org.id), before, `${writeCase.route}: nothing written`);
    assert.equal(await orgRowCount('change_entries' as never, org.id), changes, `${writeCase.route}: nothing logged`);
    assert.ok((await write(method, request, org.keys.all)).statusCode < 300, `${writeCase.route}: the same request without If-Match runs`);
  }
});

test('every write of one record: If-Match with its current ETag runs the write, the old ETag afterwards is a 412 that writes nothing, and * runs it', async () => {
  for (const recordWrite of RECORD_WRITES) {
    const { org, ids } = await populatedOrg(app);
    const method = methodOfRoute(recordWrite.route);
    const tag = String((await get(app, recordWrite.current(ids), org.keys.all)).headers.etag);
    const response = await write(method, recordWrite.request(ids), org.keys.all, `"someone-else's", ${tag}`);
    assert.ok(response.statusCode < 300, `${recordWrite.route} If-Match with its tag: ${response.statusCode} ${response.body}`);
    if (method === 'DELETE') continue;
    const before = await orgChecksum(org.id);
    const again = await write(method, recordWrite.request(ids), org.keys.all, tag);
    assert.equal(again.statusCode, 412, `${recordWrite.route}: the record changed since that ETag`);
    assert.deepEqual(await orgChecksum(org.id), before, `${recordWrite.route}: nothing written by the 412`);
    // The same request again passes `*` (the record exists); the route may still refuse it on its own terms (a run's status cannot repeat).
    const anyVersion = await write(method, recordWrite.request(ids), org.keys.all, '*');
    assert.ok(anyVersion.statusCode < 300 || anyVersion.statusCode === 409, `${recordWrite.route} If-Match *: ${anyVersion.statusCode} ${anyVersion.body}`);
  }
});

test('If-Match on a deleted record is a 412; a write-only key may send If-Match (the service reads the record itself), and the read is not counted', async () => {
  const limited = await buildTestApp({ config: { rateLimitPerMinute: 10 }, rateLimitNameSpace: `conditional-${randomUUID()}:` });
  const { org, ids } = await populatedOrg(app);
  const url = `/v2/action-items/${ids.item}`;
  const tag = String((await get(app, url, org.keys.read)).headers.etag);
  const patched = await limited.inject({ method: 'PATCH', url, headers: { ...bearer(org.keys.write), 'if-match': tag }, payload: { title: 'By the write key' } });
  assert.equal(patched.statusCode, 200, patched.body);
  assert.equal(patched.headers['x-ratelimit-remaining'], '9', 'one request counted, not two');

  const current = String((await get(app, url, org.keys.read)).headers.etag);
  assert.equal((await write('DELETE', { url }, org.keys.all, current)).statusCode, 204);
  const afterDelete = await write('PATCH', { url, payload: { title: 'Too late' } }, org.keys.all, '*');
  assert.equal(afterDelete.statusCode, 412);
  await limited.close();
});

test('two writers holding one ETag: exactly one write runs, the other is a 412 (negative control: without If-Match both run)', async () => {
  for (let trial = 0; trial < 3; trial++) {
    const { org, ids } = await populatedOrg(app);
    const url = `/v2/action-items/${ids.item}`;
    const tag = String((await get(app, url, org.keys.all)).headers.etag);
    const answers = await Promise.all(['A', 'B', 'C', 'D'].map((writer) => write('PATCH', { url, payload: { title: `By ${writer}` } }, org.keys.all, tag)));
    const statuses = answers.map((a) => a.statusCode).sort();
    assert.deepEqual(statuses, [200, 412, 412, 412], `trial ${trial}`);
    const winner = answers.find((a) => a.statusCode === 200)!;
    assert.equal((await get(app, url, org.keys.all)).json().data.title, winner.json().data.title, 'the stored title is the winner\'s');

    const unguarded = await Promise.all(['E', 'F'].map((writer) => write('PATCH', { url, payload: { title: `By ${writer}` } }, org.keys.all)));
    assert.deepEqual(unguarded.map((a) => a.statusCode), [200, 200], 'without If-Match the second writer overwrites the first');
  }
});

test('If-Match with an Idempotency-Key: the check runs once, in the key\'s transaction; a repeat replays the first answer', async () => {
  const { org, ids } = await populatedOrg(app);
  const url = `/v2/action-items/${ids.item}`;
  const tag = String((await get(app, url, org.keys.all)).headers.etag);
  const headers = { ...bearer(org.keys.all), 'if-match': tag, 'idempotency-key': `if-match-${randomUUID()}` };
  const first = await app.inject({ method: 'PATCH', url, headers, payload: { title: 'Once' } });
  assert.equal(first.statusCode, 200);
  const repeat = await app.inject({ method: 'PATCH', url, headers, payload: { title: 'Once' } });
  assert.equal(repeat.statusCode, 200, 'replayed, although the tag is no longer current');
  assert.equal(repeat.headers['idempotent-replayed'], 'true');
  assert.equal(repeat.body, first.body);

  const staleHeaders = { ...bearer(org.keys.all), 'if-match': tag, 'idempotency-key': `if-match-${randomUUID()}` };
  const stale = await app.inject({ method: 'PATCH', url, headers: staleHeaders, payload: { title: 'Twice' } });
  assert.equal(stale.statusCode, 412);
  const staleRepeat = await app.inject({ method: 'PATCH', url, headers: staleHeaders, payload: { title: 'Twice' } });
  assert.equal(staleRepeat.statusCode, 412, 'a 412 is stored like any 4xx');
  assert.equal(staleRepeat.headers['idempotent-replayed'], 'true');
});

test('tags are per org: another org\'s record is a 404 whatever If-None-Match or If-Match says', async () => {
  const a = await populatedOrg(app, 'a');
  const b = await populatedOrg(app, 'b');
  const url = `/v2/action-items/${a.ids.item}`;
  const tag = String((await get(app, url, a.org.keys.all)).headers.etag);
  for (const ifNoneMatch of [tag, '*']) {
    const response = await get(app, url, b.org.keys.all, ifNoneMatch);
    assert.equal(response.statusCode, 404, `If-None-Match ${ifNoneMatch}`);
  }
  const before = await orgChecksum(a.org.id);
  const response = await write('PATCH', { url, payload: { title: 'Cross-tenant' } }, b.org.keys.all, tag);
  assert.equal(response.statusCode, 412, 'no current record in org B');
  assert.deepEqual(await orgChecksum(a.org.id), before);
});
