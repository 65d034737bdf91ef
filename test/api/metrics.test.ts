// GET /metrics (DECISIONS 17): behind METRICS_TOKEN on the API port, on METRICS_PORT alone, absent otherwise;
// read with a real parser of the Prometheus text format.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { serviceMetricsOf } from '../../src/app.js';
import { bearer, buildTestApp } from '../helpers/app.js';
import { onPostgres, TEST_POOL_SIZE } from '../helpers/database.js';
import { packageVersion } from '../../src/lib/version.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { family, scrapeMetrics, valueOf } from '../helpers/metrics-scrape.js';
import { freePort } from '../helpers/ports.js';
import { databaseEnv, issueKey, startServer } from '../helpers/processes.js';

const TOKEN = 'metrics-token-0123456789';

const scrape = (app: FastifyInstance) => scrapeMetrics(app, TOKEN);

test('on the API port GET /metrics needs the metrics token: none or a wrong one is a 401 with the error body', async () => {
  const app = await buildTestApp({ config: { metricsToken: TOKEN } });
  for (const headers of [{}, bearer('metrics-token-0123456780'), bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
    const response = await app.inject({ method: 'GET', url: '/metrics', headers });
    assert.equal(response.statusCode, 401, JSON.stringify(headers));
    assert.equal(response.json().code, 'unauthorized');
    assert.equal(response.headers['www-authenticate'], 'Bearer realm="metrics"');
  }
  await scrape(app);
});

test('requests are counted and timed by method, route template and status; in flight, replays and the pool are exposed', async () => {
  const app = await buildTestApp({ config: { metricsToken: TOKEN } });
  const org = await createTestOrg();
  await app.inject({ method: 'GET', url: '/v2/action-items', headers: bearer(org.keys.read) });
  await app.inject({ method: 'GET', url: '/v2/action-items?limit=5', headers: bearer(org.keys.read) });
  await app.inject({ method: 'GET', url: `/v2/action-items/${randomUUID()}`, headers: bearer(org.keys.read) });
  await app.inject({ method: 'GET', url: '/no-such-path' });
  const keyed = { ...bearer(org.keys.write), 'idempotency-key': randomUUID() };
  for (let i = 0; i < 2; i++) {
    const response = await app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed, payload: { title: 'Counted once' } });
    assert.equal(response.statusCode, 201);
  }

  const text = (await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body;
  const families = parsePrometheusTextFormat(text);
  const requests = 'smr_http_requests_total';
  assert.equal(family(families, requests).type, 'COUNTER');
  assert.equal(valueOf(families, requests, { method: 'GET', route: '/v2/action-items', status: '200' }), 2);
  assert.equal(valueOf(families, requests, { method: 'GET', route: '/v2/action-items/:actionItemId', status: '404' }), 1);
  assert.equal(valueOf(families, requests, { method: 'GET', route: 'unmatched', status: '404' }), 1);
  assert.equal(valueOf(families, requests, { method: 'POST', route: '/v2/action-items', status: '201' }), 2);
  // The parser drops the labels, count and sum of labelled histograms: their lines are read as written.
  assert.equal(family(families, 'smr_http_request_duration_seconds').type, 'HISTOGRAM');
  const labels = 'method="GET",route="/v2/action-items",status="200"';
  assert.match(text, new RegExp(`^smr_http_request_duration_seconds_count\\{${labels}\\} 2$`, 'm'));
  assert.match(text, new RegExp(`^smr_http_request_duration_seconds_bucket\\{le="\\+Inf",${labels}\\} 2$`, 'm'));
  const sum = new RegExp(`^smr_http_request_duration_seconds_sum\\{${labels}\\} (\\S+)$`, 'm').exec(text);
  assert.ok(sum && Number(sum[1]) > 0, 'the time of the two requests is summed');
  assert.equal(valueOf(families, 'smr_idempotent_replays_total'), 1);
  assert.equal(valueOf(families, 'smr_rate_limit_refusals_total'), 0);
  assert.equal(valueOf(families, 'smr_http_requests_in_flight'), 1, 'the scrape itself');
  const pool = family(families, 'smr_db_pool_connections').metrics;
  if (onPostgres) {
    const states = Object.fromEntries(pool.map((m) => [m.labels!.state, Number(m.value)]));
    assert.deepEqual(Object.keys(states).sort(), ['idle', 'open', 'waiting']);
    const max = valueOf(families, 'smr_db_pool_max_connections');
    assert.equal(max, TEST_POOL_SIZE, 'the pool\'s limit, its own gauge');
    assert.ok(states.open! >= 1 && states.open! <= max && states.idle! <= states.open!, JSON.stringify(states));
  } else {
    assert.deepEqual(pool, [], 'the embedded database has no pool');
    assert.equal(families.some((f) => f.name === 'smr_db_pool_max_connections'), false, 'nor its limit');
  }
  const build = family(families, 'smr_build_info').metrics;
  assert.deepEqual(build.map((m) => [m.labels, Number(m.value)]), [[{ version: packageVersion(), node: process.version }, 1]]);
  assert.ok(family(families, 'process_resident_memory_bytes'), 'process metrics under their usual names');
  assert.ok(family(families, 'nodejs_eventloop_lag_seconds'));
  assert.ok(!text.includes('smr_process_') && !text.includes('smr_nodejs_'), 'no smr_ prefix on them');
});

test('a 429 counts as a rate-limit refusal', async () => {
  const app = await buildTestApp({ config: { metricsToken: TOKEN, rateLimitPerMinute: 2 }, rateLimitNameSpace: `metrics-${randomUUID()}:` });
  const org = await createTestOrg();
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await app.inject({ method: 'GET', url: '/v2/action-items', headers: bearer(org.keys.read) })).statusCode);
  assert.deepEqual(statuses, [200, 200, 429]);
  const families = await scrape(app);
  assert.equal(valueOf(families, 'smr_rate_limit_refusals_total'), 1);
  assert.equal(valueOf(families, 'smr_http_requests_total', { method: 'GET', route: '/v2/action-items', status: '429' }), 1);
});

test('without METRICS_PORT or METRICS_TOKEN there is no /metrics and nothing is collected', async () => {
  const app = await buildTestApp();
  assert.equal(serviceMetricsOf(app), null);
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  assert.equal(response.statusCode, 404);
  assert.equal(response.json().code, 'not_found');
});

test('METRICS_PORT serves /metrics on a listener of its own, not on the API port; with a token it needs it there too', {
  skip: onPostgres ? false : 'the same on any database: runs in the PostgreSQL pass, where a server starts in a second',
}, async () => {
  const database = databaseEnv();
  const port = await freePort();
  const server = await startServer({ ...database.env, METRICS_PORT: String(port), METRICS_TOKEN: TOKEN, ADMIN_TOKEN: 'admin-token-0123456789' });
  try {
    const metricsUrl = `http://127.0.0.1:${port}/metrics`;
    assert.match(server.output(), new RegExp(`Metrics: http://127\\.0\\.0\\.1:${port}/metrics`));
    const { key } = await issueKey(server.url, 'admin-token-0123456789');
    assert.equal((await fetch(`${server.url}/v2/action-items`, { headers: bearer(key) })).status, 200);
    assert.equal((await fetch(`${server.url}/metrics`, { headers: bearer(TOKEN) })).status, 404, 'not on the API port');
    assert.equal((await fetch(metricsUrl)).status, 401);
    assert.equal((await fetch(`http://127.0.0.1:${port}/v2/action-items`, { headers: bearer(key) })).status, 404, 'only /metrics there');
    const response = await fetch(metricsUrl, { headers: bearer(TOKEN) });
    assert.equal(response.status, 200);
    const families = parsePrometheusTextFormat(await response.text());
    assert.equal(valueOf(families, 'smr_http_requests_total', { method: 'GET', route: '/v2/action-items', status: '200' }), 1);
    assert.equal(valueOf(families, 'smr_http_requests_in_flight'), 0, 'a scrape on its own port is not an API request');
  } finally {
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
    database.cleanup();
  }
});
