import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildApp } from '../../src/app.js';
import { openTestDatabase } from '../helpers/database.js';
import { buildTestApp, testConfig } from '../helpers/app.js';

test('GET /healthz and GET /readyz answer without a key', async () => {
  const app = await buildTestApp();
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  assert.deepEqual([health.statusCode, health.json()], [200, { status: 'ok' }]);
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  assert.deepEqual([ready.statusCode, ready.json()], [200, { status: 'ready' }]);
});

test('GET /readyz is a 503 when the database does not answer; /healthz stays 200', async () => {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  await database.close();
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(ready.statusCode, 503);
  assert.deepEqual(ready.json(), { code: 'service_unavailable', message: 'The database is not answering' });
  assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  await app.close();
});
