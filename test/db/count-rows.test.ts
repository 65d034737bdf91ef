import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { countRows } from '../../src/db/sql.js';
import { testDatabase, writeAroundTheClock } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

test('countRows counts every row, or at most the cap', async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  await writeAroundTheClock((trx) => sql`INSERT INTO equipment_types (organization_id, name, slug, external_name, created_at, updated_at)
            SELECT ${org.id}, 'T' || n, 't-' || n, 'T', now(), now() FROM generate_series(1, 25) n`.execute(trx));
  const query = () => db.selectFrom('equipment_types').where('organization_id', '=', org.id);
  assert.equal(await countRows(db, query(), null), 25);
  assert.equal(await countRows(db, query(), 10), 10);
  assert.equal(await countRows(db, query(), 100), 25);
  assert.equal(await countRows(db, query().where('name', '=', 'T7'), 10), 1);
});
