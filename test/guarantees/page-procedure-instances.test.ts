/**
 * The spec's page procedure across instances (DECISIONS 5, last bullet): a client whose page
 * requests land on different instances still gets page N continued after its page N − 1, because
 * the positions live in Redis when REDIS_URL is set. Negative control: two instances that keep
 * positions in their own memory skip the row that slid into the gap.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, bearer } from '../helpers/app.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function pagesAcrossInstances(instances: FastifyInstance[], org: TestOrg): Promise<string[]> {
  const [writer] = instances;
  const headers = bearer(org.keys.all);
  const items = Array.from({ length: 30 }, (_, i) => ({ title: 'v1', externalId: `x${i}` }));
  assert.equal((await writer!.inject({ method: 'POST', url: '/v2/action-items/bulk', headers, payload: { actionItems: items } })).statusCode, 200);
  const seen = new Map<string, string>();
  let cursor = '2000-01-01T00:00:00Z';
  for (let cycle = 0; cycle < 2; cycle++) {
    let largest = cursor;
    for (let page = 1; ; page++) {
      const instance = instances[(page - 1) % instances.length]!;
      const body = (await instance.inject({ method: 'GET', url: `/v2/action-items?updatedAfter=${encodeURIComponent(cursor)}&page=${page}&limit=10`, headers })).json();
      for (const item of body.data) {
        seen.set(item.id, item.title);
        if (item.updatedAt > largest) largest = item.updatedAt;
      }
      if (cycle === 0 && page === 1) {
        await writer!.inject({ method: 'PATCH', url: `/v2/action-items/${body.data[2].id}`, headers, payload: { title: 'v2' } });
      }
      if (!body.meta.pagination.hasNext) break;
    }
    cursor = largest;
  }
  const final = (await writer!.inject({ method: 'GET', url: '/v2/action-items?limit=100', headers })).json().data as Array<{ id: string; title: string }>;
  assert.equal(final.length, 30);
  return final.filter((item) => seen.get(item.id) !== item.title).map((item) => item.id);
}

test('page after page on alternating instances sharing Redis: every final version delivered', async () => {
  const nameSpace = `smr-test-${randomUUID()}:`;
  const config = { redisUrl: REDIS_URL };
  const instances = [await buildTestApp({ config, rateLimitNameSpace: nameSpace }), await buildTestApp({ config, rateLimitNameSpace: nameSpace })];
  assert.deepEqual(await pagesAcrossInstances(instances, await createTestOrg()), []);
});

test('negative control: instances that keep positions in their own memory skip the row that slid into the gap', async () => {
  const instances = [await buildTestApp(), await buildTestApp()];
  const missed = await pagesAcrossInstances(instances, await createTestOrg());
  assert.equal(missed.length, 1);
});
