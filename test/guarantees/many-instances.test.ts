/**
 * Two server processes against one PostgreSQL and one Redis: they migrate a fresh database
 * together without racing, share one rate-limit budget, and a poller reading from one never
 * misses what the other wrote.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { onPostgres, scratchDatabase } from '../helpers/database.js';
import { startServer } from '../helpers/processes.js';

const skip = !onPostgres && 'needs PostgreSQL and Redis';
const ADMIN_TOKEN = 'instances-admin-token-123456789';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

test('two instances: simultaneous start on a fresh database, one rate-limit budget, no skipped rows across instances', { skip }, async () => {
  const database = await scratchDatabase('smr_instances');
  const env = { DATABASE_URL: database.url, REDIS_URL, ADMIN_TOKEN, RATE_LIMIT_PER_MINUTE: '30', RATE_LIMIT_WINDOW_SECONDS: '60' };
  const [one, two] = await Promise.all([startServer(env), startServer(env)]);
  try {
    const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
    const org = ((await (await fetch(`${one.url}/admin/organizations`, { method: 'POST', headers: adminHeaders, body: JSON.stringify({ name: 'two' }) })).json()) as { data: { id: string } }).data;
    const key = ((await (await fetch(`${two.url}/admin/organizations/${org.id}/api-keys`, { method: 'POST', headers: adminHeaders, body: JSON.stringify({ name: 'k' }) })).json()) as { data: { key: string } }).data.key;
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

    const written: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${i % 2 ? one.url : two.url}/v2/action-items/bulk`, {
        method: 'POST', headers, body: JSON.stringify({ actionItems: Array.from({ length: 10 }, (_, j) => ({ title: `t${i}-${j}`, externalId: `x${i}-${j}` })) }),
      });
      assert.equal(response.status, 200);
      written.push(...((await response.json()) as { data: { results: Array<{ id: string }> } }).data.results.map((r) => r.id));
    }
    const seen = new Set<string>();
    let cursorQuery = 'updatedAfter=2000-01-01T00:00:00Z';
    for (let page = 0; page < 10; page++) {
      const response = await fetch(`${page % 2 ? two.url : one.url}/v2/action-items?limit=30&${cursorQuery}`, { headers });
      const body = (await response.json()) as { data: Array<{ id: string }>; meta: { nextCursor: string; pagination: { hasNext: boolean } } };
      for (const item of body.data) seen.add(item.id);
      cursorQuery = `cursor=${body.meta.nextCursor}`;
      if (!body.meta.pagination.hasNext) break;
    }
    assert.deepEqual(written.filter((id) => !seen.has(id)), [], 'polling across instances skips nothing');

    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await fetch(`${i % 2 ? one.url : two.url}/v2/action-item-statuses`, { headers })).status);
    const limited = statuses.filter((s) => s === 429).length;
    // 10 bulks and the polls used part of the budget of 30; the rest is shared by both instances.
    assert.ok(limited > 0, `one budget across both instances: ${statuses.join(',')}`);
    const remainingOne = Number((await fetch(`${one.url}/v2/action-item-statuses`, { headers })).headers.get('x-ratelimit-remaining'));
    assert.equal(remainingOne, 0);
    console.log(`# many instances: 2 processes, ${written.length} items written across them, ${seen.size} seen polling across them, ${limited} of 24 requests limited`);
  } finally {
    one.child.kill('SIGTERM');
    two.child.kill('SIGTERM');
    await Promise.all([one.exited, two.exited]);
    await database.drop();
  }
});
