import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { onPostgres } from '../helpers/database.js';
import { databaseEnv, issueKey, runNode, SERVER_ENTRY, startServer } from '../helpers/processes.js';

const ADMIN_TOKEN = 'process-test-admin-token-123456';

test('a bad configuration value stops the start with one line naming the variable', async () => {
  const result = await runNode(SERVER_ENTRY, [], { PORT: 'abc' });
  assert.equal(result.code, 1);
  assert.equal(result.stderr, 'Configuration error: PORT must be a whole number from 0 to 65535, got "abc"\n');
  const redis = await runNode(SERVER_ENTRY, [], { REDIS_URL: 'http://nope' });
  assert.equal(redis.code, 1);
  assert.equal(redis.stderr, 'Configuration error: REDIS_URL must use redis: or rediss:, got "http:"\n');
});

test('first start on the embedded database prints the URL, the docs URL and a demo key that works', { skip: onPostgres && 'embedded database only' }, async () => {
  const { env, cleanup } = databaseEnv();
  try {
    const server = await startServer(env);
    const output = server.output();
    assert.match(output, /listening on http:\/\/127\.0\.0\.1:\d+/);
    assert.match(output, /API reference: http:\/\/127\.0\.0\.1:\d+\/docs/);
    const key = /(smr_[0-9A-Za-z]{12}_[0-9A-Za-z]{38})/.exec(output)?.[1];
    assert.ok(key, 'the demo key is printed');
    const list = await fetch(`${server.url}/v2/equipment-types`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(list.status, 200);
    assert.deepEqual(await list.json(), { data: [] });
    const docs = await fetch(`${server.url}/docs`);
    assert.equal(docs.status, 200);
    assert.match(await docs.text(), /<script id="api-reference"/);
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);

    const again = await startServer(env);
    assert.doesNotMatch(again.output(), /smr_[0-9A-Za-z]{12}_/, 'the demo key is printed on the first run only');
    const stillValid = await fetch(`${again.url}/v2/equipment-types`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(stillValid.status, 200, 'the data directory persisted the demo org');
    again.child.kill('SIGTERM');
    assert.equal(await again.exited, 0);
  } finally {
    cleanup();
  }
});

test('SIGTERM lets an in-flight request finish, then the process exits 0', async () => {
  const { env, cleanup } = databaseEnv();
  try {
    const server = await startServer({ ...env, ADMIN_TOKEN, LOG_LEVEL: 'info' });
    const { key } = await issueKey(server.url, ADMIN_TOKEN);
    const body = JSON.stringify({ name: 'Sent slowly' });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.url}/v2/equipment-types`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      request.write(body.slice(0, 5));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(5)), 300);
      }, 200);
    });
    const answered = await response;
    assert.equal(answered.status, 201, answered.body);
    assert.equal(JSON.parse(answered.body).data.name, 'Sent slowly');
    assert.equal(await server.exited, 0);
    assert.match(server.output(), /shutting down/);
  } finally {
    cleanup();
  }
});
