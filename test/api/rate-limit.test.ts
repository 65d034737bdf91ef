import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { buildTestApp, bearer, TEST_ADMIN_TOKEN } from '../helpers/app.js';
import { UNAUTHORIZED_BODY } from '../helpers/auth-suite.js';
import { createTestOrg } from '../helpers/fixtures.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

test('the 61st request of a key in the window is a 429 with the spec headers; another key is unaffected', async () => {
  const app = await buildTestApp({ config: { rateLimitPerMinute: 60, rateLimitWindowSeconds: 60 } });
  const org = await createTestOrg();
  for (let i = 1; i <= 60; i++) {
    const response = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
    assert.equal(response.statusCode, 200, `request ${i}`);
    assert.equal(response.headers['x-ratelimit-limit'], '60');
    assert.equal(response.headers['x-ratelimit-remaining'], String(60 - i));
  }
  const limited = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
  assert.equal(limited.statusCode, 429);
  assert.deepEqual(limited.json(), { code: 'rate_limit_exceeded', message: 'Rate limit exceeded: 60 requests per 60 seconds' });
  assert.equal(limited.headers['x-ratelimit-limit'], '60');
  assert.equal(limited.headers['x-ratelimit-remaining'], '0');
  const retryAfter = Number(limited.headers['retry-after']);
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${limited.headers['retry-after']}`);

  const otherKey = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.readWrite) });
  assert.equal(otherKey.statusCode, 200);
  assert.equal(otherKey.headers['x-ratelimit-remaining'], '59');
});

test('requests without a valid key are limited per client IP, and 401s carry the headers', async () => {
  const app = await buildTestApp({ config: { rateLimitPerMinute: 3 } });
  const from = (remoteAddress: string) => app.inject({ method: 'GET', url: '/v2/equipment-types', remoteAddress });
  for (let i = 1; i <= 3; i++) {
    const response = await from('10.1.1.1');
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), UNAUTHORIZED_BODY);
    assert.equal(response.headers['x-ratelimit-remaining'], String(3 - i));
  }
  const limited = await from('10.1.1.1');
  assert.equal(limited.statusCode, 429);
  assert.deepEqual(limited.json(), { code: 'rate_limit_exceeded', message: 'Rate limit exceeded: 3 requests per 60 seconds' });
  const otherIp = await from('10.1.1.2');
  assert.equal(otherIp.statusCode, 401, 'another address has its own budget');
});

test('TRUST_PROXY decides whether X-Forwarded-For names the client IP', async () => {
  for (const trustProxy of [true, false]) {
    const app = await buildTestApp({ config: { rateLimitPerMinute: 1, trustProxy } });
    const from = (ip: string) => app.inject({ method: 'GET', url: '/v2/equipment-types', remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': ip } });
    assert.equal((await from('192.0.2.1')).statusCode, 401);
    const second = await from('192.0.2.2');
    assert.equal(second.statusCode, trustProxy ? 401 : 429, `trustProxy ${trustProxy}: a forged header ${trustProxy ? 'is' : 'is not'} a new client`);
  }
});

test('a short window refills: after Retry-After the key may send again', async () => {
  const app = await buildTestApp({ config: { rateLimitPerMinute: 2, rateLimitWindowSeconds: 1 } });
  const org = await createTestOrg();
  const get = () => app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
  assert.equal((await get()).statusCode, 200);
  assert.equal((await get()).statusCode, 200);
  const limited = await get();
  assert.equal(limited.statusCode, 429);
  assert.deepEqual(limited.json(), { code: 'rate_limit_exceeded', message: 'Rate limit exceeded: 2 requests per 1 seconds' });
  assert.equal(limited.headers['retry-after'], '1');
  await sleep(1100);
  assert.equal((await get()).statusCode, 200);
});

test('operator and health routes are not limited by org budgets', async () => {
  const app = await buildTestApp({ config: { rateLimitPerMinute: 1 } });
  for (let i = 0; i < 4; i++) {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(health.statusCode, 200);
    assert.equal(health.headers['x-ratelimit-limit'], undefined);
    const admin = await app.inject({ method: 'GET', url: '/admin/organizations', headers: bearer(TEST_ADMIN_TOKEN) });
    assert.equal(admin.statusCode, 200);
  }
});

test('RATE_LIMIT_PER_MINUTE=0 turns limiting off', async () => {
  const app = await buildTestApp({ config: { rateLimitPerMinute: 0 } });
  const org = await createTestOrg();
  for (let i = 0; i < 5; i++) {
    const response = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['x-ratelimit-limit'], undefined);
  }
});

test('two instances sharing Redis share one budget per key', async () => {
  const nameSpace = `smr-test-${randomUUID()}:`;
  const config = { rateLimitPerMinute: 10, rateLimitWindowSeconds: 60, redisUrl: REDIS_URL };
  const first = await buildTestApp({ config, rateLimitNameSpace: nameSpace });
  const second = await buildTestApp({ config, rateLimitNameSpace: nameSpace });
  const org = await createTestOrg();
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    const app = i % 2 === 0 ? first : second;
    const response = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
    statuses.push(response.statusCode);
    assert.equal(response.headers['x-ratelimit-remaining'], String(9 - i), 'one counter across both instances');
  }
  assert.deepEqual(statuses, Array(10).fill(200));
  for (const app of [first, second]) {
    const limited = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
    assert.equal(limited.statusCode, 429);
  }
});
