/**
 * Retention (DECISIONS 12, CHANGE_RETENTION_DAYS): old entries go, in batches, org by org; every
 * record keeps its latest entry, so its next change still lists exact diffs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { ChangeRetention } from '../../src/workers/change-retention.js';

test('pruning removes entries older than the retention, keeps each record\'s latest, and later diffs stay exact', async () => {
  const app = await buildTestApp();
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const call = (method: 'POST' | 'PATCH', url: string, payload: object) => app.inject({ method, url, headers: bearer(org.keys.all), payload });
  const item = (await call('POST', '/v2/action-items', { title: 'v1', externalId: 'kept' })).json().data.id;
  for (const title of ['v2', 'v3', 'v4']) assert.equal((await call('PATCH', `/v2/action-items/${item}`, { title })).statusCode, 200);
  const feed = async () => (await app.inject({ url: '/v2/changes?limit=1000', headers: bearer(org.keys.read) })).json().data as any[];
  const before = await feed();
  assert.equal(before.filter((e) => e.recordId === item).length, 4);

  // CHANGE_RETENTION_DAYS=0 keeps the log forever, however old the entries are.
  const forever = new ChangeRetention(db, { retentionDays: 0, batch: 2, pauseMs: 0 }, app.log);
  assert.equal(await forever.pruneOrg(org.id, Date.now() + 3650 * 86_400_000), 0);
  assert.equal((await feed()).length, before.length);

  const retention = new ChangeRetention(db, { retentionDays: 30, batch: 2, pauseMs: 0 }, app.log);
  assert.equal(await retention.pruneOnce(), 0, 'nothing is older than 30 days yet');
  // Other test files share the database: the test prunes its own org (a pass prunes each org like this).
  const deleted = await retention.pruneOrg(org.id, Date.now() + 31 * 86_400_000);
  const after = await feed();
  assert.equal(deleted, before.length - after.length);
  const latestOf = new Map(before.map((e) => [e.recordId, e.seq]));
  assert.deepEqual(after.map((e) => e.seq), [...latestOf.values()].sort(), 'exactly the latest entry of each record is left');
  assert.equal(await retention.pruneOrg(org.id, Date.now() + 31 * 86_400_000), 0, 'nothing more to prune');

  await call('PATCH', `/v2/action-items/${item}`, { title: 'v5' });
  const last = (await feed()).at(-1);
  assert.deepEqual(last.changes, [{ path: 'title', from: 'v4', to: 'v5' }]);
  await retention.stop();
});
