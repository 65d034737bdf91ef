import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../src/app.js';
import { ShutdownState } from '../../src/http/shutdown.js';
import { buildTestApp, bearer, TEST_ADMIN_TOKEN, testConfig } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import type { Config } from '../../src/config.js';
import { createTestOrg } from '../helpers/fixtures.js';

test('logs are structured JSON and never contain an API key or the operator token', async () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildTestApp({ config: { logLevel: 'trace' }, logStream: logStream as never });
  const org = await createTestOrg();
  const created = await app.inject({
    method: 'POST', url: `/admin/organizations/${org.id}/api-keys`, headers: bearer(TEST_ADMIN_TOKEN), payload: { name: 'logged?' },
  });
  const newKey: string = created.json().data.key;
  await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
  await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(newKey) });
  await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.revoked) });
  await app.inject({ method: 'POST', url: '/v2/equipment-types', headers: bearer(org.keys.read), payload: { name: 'x' } });
  await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(`${org.keys.read}tampered`) });

  assert.equal(lines.filter((line) => JSON.parse(line).msg === 'request').length, 6, 'one line per request');
  for (const line of lines) {
    const entry = JSON.parse(line);
    assert.equal(typeof entry.level, 'number');
    for (const secret of [org.keys.read, org.keys.revoked, newKey, TEST_ADMIN_TOKEN]) {
      const secretPart = secret.slice(17);
      assert.ok(!line.includes(secretPart), `a log line contains a secret: ${line}`);
    }
  }
});

/** A log stream whose lines are collected, parsed. */
function logCollector() {
  const lines: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logStream: logStream as never };
}

/** An app whose log lines are collected, parsed. */
async function loggedApp(config: Partial<Config> = {}) {
  const { lines, logStream } = logCollector();
  const app = await buildTestApp({ config: { logLevel: 'info', ...config }, logStream });
  return { app, lines };
}

test('one line per answered request: request id, method, route template, status, duration, org, key and error code; ISO times', async () => {
  const { app, lines } = await loggedApp();
  const org = await createTestOrg();
  const missing = randomUUID();
  const requests = [
    { method: 'GET' as const, url: '/v2/action-items?limit=1', headers: { ...bearer(org.keys.read), 'x-request-id': 'log-1' } },
    { method: 'GET' as const, url: `/v2/action-items/${missing}`, headers: { ...bearer(org.keys.read), 'x-request-id': 'log-2' } },
    { method: 'GET' as const, url: '/v2/action-items', headers: { ...bearer(`${org.keys.read}tampered`), 'x-request-id': 'log-3' } },
    { method: 'GET' as const, url: '/nowhere', headers: { 'x-request-id': 'log-4' } },
  ];
  for (const request of requests) await app.inject(request);
  const requestLines = lines.filter((line) => line.msg === 'request');
  assert.equal(requestLines.length, 4, JSON.stringify(lines));
  const byId = Object.fromEntries(requestLines.map((line) => [line.reqId, line]));
  const pick = (line: Record<string, unknown>) => ({
    method: line.method, route: line.route, status: line.status, orgId: line.orgId, keyIdSet: typeof line.keyId === 'string', errorCode: line.errorCode,
  });
  assert.deepEqual(pick(byId['log-1']!), { method: 'GET', route: '/v2/action-items', status: 200, orgId: org.id, keyIdSet: true, errorCode: null });
  assert.deepEqual(pick(byId['log-2']!), { method: 'GET', route: '/v2/action-items/:actionItemId', status: 404, orgId: org.id, keyIdSet: true, errorCode: 'not_found' });
  assert.deepEqual(pick(byId['log-3']!), { method: 'GET', route: '/v2/action-items', status: 401, orgId: null, keyIdSet: false, errorCode: 'unauthorized' });
  assert.deepEqual(pick(byId['log-4']!), { method: 'GET', route: 'unmatched', status: 404, orgId: null, keyIdSet: false, errorCode: 'not_found' });
  assert.equal(byId['log-1']!.keyId, byId['log-2']!.keyId);
  for (const line of requestLines) {
    assert.equal(typeof line.durationMs, 'number');
    assert.ok((line.durationMs as number) >= 0);
  }
  for (const line of lines) {
    assert.match(String(line.time), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, 'ISO time');
    assert.notEqual(line.msg, 'incoming request', 'Fastify\'s own request lines are off');
  }
});

test('a refusal answered by its used Idempotency-Key is logged with the code it answered', async () => {
  const { app, lines } = await loggedApp();
  const org = await createTestOrg();
  const headers = { ...bearer(org.keys.all), 'idempotency-key': 'logged-key' };
  assert.equal((await app.inject({ method: 'POST', url: '/v2/action-items', headers, payload: { title: 'First' } })).statusCode, 201);
  const refused = await app.inject({ method: 'POST', url: '/v2/action-items', headers: { ...headers, 'x-request-id': 'log-refused' }, payload: { title: 7 } });
  assert.equal(refused.statusCode, 409);
  const line = lines.find((entry) => entry.reqId === 'log-refused' && entry.msg === 'request');
  assert.equal(line?.status, 409);
  assert.equal(line?.errorCode, 'idempotency_conflict');
});

test('probes are quiet: /healthz and /readyz log at debug; a /readyz 503 while draining is one info line without a stack; an unexpected 5xx is an error with its stack', async () => {
  const { lines, logStream } = logCollector();
  const shutdown = new ShutdownState();
  const app = await buildApp({ config: testConfig({ logLevel: 'debug' }), database: await testDatabase(), logStream, shutdown });
  app.get('/fails', async () => { throw new Error('unexpected'); });
  await app.ready();
  try {
    assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
    shutdown.begin();
    assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);
    assert.equal((await app.inject({ method: 'GET', url: '/fails' })).statusCode, 500);
    const DEBUG = 20;
    const INFO = 30;
    const ERROR = 50;
    const probeLines = lines.filter((line) => line.msg === 'request' && (line.route === '/healthz' || line.route === '/readyz'));
    assert.deepEqual(probeLines.map((line) => [line.route, line.status, line.level]), [['/healthz', 200, DEBUG], ['/readyz', 200, DEBUG], ['/readyz', 503, DEBUG]]);
    const drained = lines.filter((line) => line.code === 'service_unavailable');
    assert.deepEqual(drained.map((line) => [line.level, line.msg, 'err' in line]), [[INFO, 'Shutting down: send new requests to another instance', false]]);
    const failed = lines.filter((line) => line.msg === 'request failed');
    assert.equal(failed.length, 1, 'negative control: an unexpected error is still logged as one');
    assert.equal(failed[0]!.level, ERROR);
    assert.match(String((failed[0]!.err as { stack?: string }).stack), /unexpected/);
    assert.ok(lines.every((line) => line.level !== ERROR || line.msg === 'request failed'), 'no other error line');
  } finally {
    await app.close();
  }
});
