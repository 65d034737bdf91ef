import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { OrgCountCache } from '../../src/db/org-count-cache.js';
import { withOrgWrite, operatorWriter } from '../../src/db/org-write.js';
import { testDatabase, writeAroundTheClock } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

async function addTypes(orgId: string, from: number, to: number, tickClock: boolean): Promise<void> {
  const { db } = await testDatabase();
  const insert = (executor: Transaction<DB>, stamp: string | null) => sql`INSERT INTO equipment_types (organization_id, name, slug, external_name, created_at, updated_at)
    SELECT ${orgId}, 'T' || n, 't-' || n, 'T', coalesce(${stamp}::timestamptz, now()), coalesce(${stamp}::timestamptz, now())
      FROM generate_series(${from}::int, ${to}::int) n`.execute(executor);
  if (tickClock) await withOrgWrite(db, operatorWriter(orgId), (tx, now) => insert(tx, now));
  else await writeAroundTheClock((trx) => insert(trx, null));
}

test('a count is reused while the org clock stands still and taken again once it moves', async () => {
  const { db, statements } = await testDatabase();
  const counts = new OrgCountCache(statements);
  const countOrgRows = counts.count.bind(counts);
  const org = await createTestOrg();
  const other = await createTestOrg();
  const named = (orgId: string, name: string) => db.selectFrom('equipment_types').where('organization_id', '=', orgId).where('name', 'like', name);
  await addTypes(org.id, 1, 30, true);
  assert.equal(await countOrgRows(db, org.id, named(org.id, 'T1%')), 11, 'T1, T10–T19');

  await addTypes(org.id, 100, 109, false);
  assert.equal(await countOrgRows(db, org.id, named(org.id, 'T1%')), 11, 'rows written around the clock are not seen: the count was reused');
  assert.equal(await countOrgRows(db, org.id, named(org.id, 'T2%')), 11, 'another query counts afresh (T2, T20–T29, T100–T109 is not T2%)');

  await withOrgWrite(db, operatorWriter(other.id), async () => {});
  assert.equal(await countOrgRows(db, org.id, named(org.id, 'T1%')), 11, 'another org\'s write changes nothing here');

  await addTypes(org.id, 200, 201, true);
  assert.equal(await countOrgRows(db, org.id, named(org.id, 'T1%')), 21, 'a write on the clock makes it count again (and see every row)');
  assert.equal(await countOrgRows(db, org.id, named(org.id, 'T%')), 42);
});
