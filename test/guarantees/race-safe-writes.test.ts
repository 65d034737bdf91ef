/**
 * Race-safe writes: simultaneous creates with one externalId make one record, overlapping bulks
 * neither deadlock nor duplicate, simultaneous PATCHes of different custom fields lose no key.
 * Repeated for several rounds; prints rounds and anomalies.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

const ROUNDS = 5;
const CONCURRENCY = 12;

test('race-safe writes across resources', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const { db } = await testDatabase();
  const send = (method: 'POST' | 'PATCH', url: string, payload: object) => app.inject({ method, url, headers: bearer(org.keys.all), payload });
  const count = async (table: string, externalId: string) =>
    Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE organization_id = ${org.id} AND external_id = ${externalId}`.execute(db)).rows[0]!.n);
  let anomalies = 0;
  const expect = (ok: boolean, what: string) => {
    if (!ok) anomalies++;
    assert.ok(ok, what);
  };
  for (const key of Array.from({ length: 6 }, (_, i) => `k${i}`)) {
    await app.inject({ method: 'POST', url: '/v2/modules/action_item/fields', headers: bearer(org.keys.admin), payload: { key, label: key, type: 'integer' } });
  }
  for (let round = 0; round < ROUNDS; round++) {
    const creates: Array<[string, string, (i: number) => object]> = [
      ['action_items', '/v2/action-items', (i) => ({ title: `t${i}`, externalId: `ai-${round}` })],
      ['assets', '/v2/assets', (i) => ({ name: `n${i}`, externalId: `as-${round}` })],
      ['users', '/v2/users', (i) => ({ email: `u${round}@example.com`, fullName: `U${i}`, externalId: `us-${round}` })],
      ['events', '/v2/events/bulk', (i) => ({ events: [{ title: `e${i}`, externalId: `ev-${round}` }] })],
    ];
    for (const [table, url, payload] of creates) {
      const responses = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => send('POST', url, payload(i))));
      expect(responses.every((r) => r.statusCode < 300), `${url}: ${responses.map((r) => r.statusCode)}`);
      const created = url.endsWith('/bulk') ? responses.filter((r) => r.json().data.summary.created === 1).length : responses.filter((r) => r.statusCode === 201).length;
      expect(created === 1, `${url} round ${round}: ${created} creations`);
      expect((await count(table, (payload(0) as { externalId?: string }).externalId ?? `ev-${round}`)) === 1, `${table} has one record`);
    }
    const overlapping = (offset: number) => ({ assets: Array.from({ length: 60 }, (_, i) => ({ name: `b${i}`, externalId: `ov-${round}-${(i + offset) % 90}` })) });
    const bulks = await Promise.all([0, 30, 60, 15, 45].map((offset) => send('POST', '/v2/assets/bulk', overlapping(offset))));
    expect(bulks.every((r) => r.statusCode === 200 && r.json().data.summary.failed === 0), 'overlapping bulks succeed');
    const distinct = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM assets WHERE organization_id = ${org.id} AND external_id LIKE ${`ov-${round}-%`}`.execute(db)).rows[0]!.n);
    expect(distinct === 90, `no duplicate: ${distinct}`);
    const item = (await send('POST', '/v2/action-items', { title: 'patched', externalId: `pf-${round}` })).json().data;
    const patches = await Promise.all(Array.from({ length: 6 }, (_, i) => send('PATCH', `/v2/action-items/${item.id}`, { fields: { [`k${i}`]: round * 10 + i } })));
    expect(patches.every((r) => r.statusCode === 200), 'patches succeed');
    const fields = (await app.inject({ method: 'GET', url: `/v2/action-items/${item.id}`, headers: bearer(org.keys.read) })).json().data.fields;
    expect(Object.keys(fields).length === 6, `no lost key: ${JSON.stringify(fields)}`);
  }
  console.log(`# race-safe writes: ${ROUNDS} rounds x (4 resources x ${CONCURRENCY} creates, 5 overlapping bulks, 6 PATCHes), ${anomalies} anomalies`);
  assert.equal(anomalies, 0);
});
