import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { UnknownOrganizationError, withOrgWrite , operatorWriter } from '../../src/db/org-write.js';
import { testDatabase, onPostgres } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

const micros = async (value: string): Promise<bigint> => {
  const { db } = await testDatabase();
  const row = await sql<{ us: string }>`SELECT (extract(epoch FROM ${value}::timestamptz) * 1000000)::bigint::text AS us`.execute(db);
  return BigInt(row.rows[0]!.us);
};

test('each write transaction gets a strictly later clock value, at microsecond precision', async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const values: string[] = [];
  for (let i = 0; i < 50; i++) values.push(await withOrgWrite(db, operatorWriter(org.id), async (_trx, now) => now));
  for (let i = 1; i < values.length; i++) {
    assert.ok((await micros(values[i]!)) > (await micros(values[i - 1]!)), `${values[i]} after ${values[i - 1]}`);
  }
  const clock = await db.selectFrom('org_clocks').select('last').where('organization_id', '=', org.id).executeTakeFirstOrThrow();
  assert.equal(clock.last, values.at(-1), 'the clock row holds the last value handed out');
});

test('the clock never goes back, even when the stored value is ahead of the wall clock', async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  await sql`UPDATE org_clocks SET last = now() + interval '1 hour' WHERE organization_id = ${org.id}`.execute(db); // the clock table is the gate's own
  const ahead = (await db.selectFrom('org_clocks').select('last').where('organization_id', '=', org.id).executeTakeFirstOrThrow()).last;
  const next = await withOrgWrite(db, operatorWriter(org.id), async (_trx, now) => now);
  assert.equal((await micros(next)) - (await micros(ahead)), 1n, 'one microsecond after the stored value');
});

test('a failed transaction rolls back its writes and its clock tick', async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const before = (await db.selectFrom('org_clocks').select('last').where('organization_id', '=', org.id).executeTakeFirstOrThrow()).last;
  await assert.rejects(withOrgWrite(db, operatorWriter(org.id), async (trx, now) => {
    await trx.insertInto('equipment_types').values({ organization_id: org.id, name: 'x', slug: 'x', external_name: 'x', created_at: now, updated_at: now }).execute();
    throw new Error('abort');
  }));
  const after = (await db.selectFrom('org_clocks').select('last').where('organization_id', '=', org.id).executeTakeFirstOrThrow()).last;
  assert.equal(after, before);
  const rows = await db.selectFrom('equipment_types').select('id').where('organization_id', '=', org.id).execute();
  assert.equal(rows.length, 0);
});

test('an unknown organization has no clock: the gate does not open', async () => {
  const { db } = await testDatabase();
  await assert.rejects(withOrgWrite(db, operatorWriter('00000000-0000-4000-8000-000000000000'), async () => 'never'), UnknownOrganizationError);
});

test('writes of one org serialize: commit order equals clock order', { skip: !onPostgres && 'PGlite has one connection' }, async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const committed: string[] = [];
  const slow = withOrgWrite(db, operatorWriter(org.id), async (_trx, now) => {
    await sleep(200);
    committed.push(now);
    return now;
  });
  await sleep(50);
  const fast = withOrgWrite(db, operatorWriter(org.id), async (_trx, now) => {
    committed.push(now);
    return now;
  });
  const [slowNow, fastNow] = await Promise.all([slow, fast]);
  assert.deepEqual(committed, [slowNow, fastNow], 'the second transaction waited for the first');
  assert.ok((await micros(fastNow)) > (await micros(slowNow)));
});

test('writes of different orgs do not wait for each other', { skip: !onPostgres && 'PGlite has one connection' }, async () => {
  const { db } = await testDatabase();
  const a = await createTestOrg();
  const b = await createTestOrg();
  const order: string[] = [];
  const slow = withOrgWrite(db, operatorWriter(a.id), async () => {
    await sleep(300);
    order.push('a');
  });
  await sleep(50);
  await withOrgWrite(db, operatorWriter(b.id), async () => {
    order.push('b');
  });
  await slow;
  assert.deepEqual(order, ['b', 'a']);
});
