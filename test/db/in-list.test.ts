import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { inList } from '../../src/db/sql.js';
import { testDatabase, writeAroundTheClock } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

test('inList matches exactly the listed keys, awkward characters included, and nothing for an empty list', async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const names = ['plain', 'with,comma', 'with "quotes"', 'back\\slash', '{braces}', 'NULL', 'ünï'];
  for (const name of names) {
    await writeAroundTheClock((trx) => sql`INSERT INTO equipment_types (organization_id, name, slug, external_name, created_at, updated_at)
              VALUES (${org.id}, ${name}, ${`s-${names.indexOf(name)}`}, ${name}, now(), now())`.execute(trx));
  }
  const matching = async (values: string[]) => (await db.selectFrom('equipment_types').select('name')
    .where('organization_id', '=', org.id).where(inList('name', values, 'text')).orderBy('name').execute()).map((r) => r.name);
  assert.deepEqual(await matching(['with,comma', 'with "quotes"', 'back\\slash', '{braces}', 'NULL', 'absent']),
    ['NULL', 'back\\slash', 'with "quotes"', 'with,comma', '{braces}'].sort());
  assert.deepEqual(await matching([]), []);
  const ids = (await db.selectFrom('equipment_types').select('id').where('organization_id', '=', org.id).limit(2).execute()).map((r) => r.id);
  const byId = await db.selectFrom('equipment_types').select('id').where('organization_id', '=', org.id).where(inList('id', ids, 'uuid')).execute();
  assert.deepEqual(byId.map((r) => r.id).sort(), [...ids].sort());
});
