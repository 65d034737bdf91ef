// One request's open transaction is invisible to, and cannot be aborted by, another request (on PGlite, Kysely lends its one connection to one caller at a time).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { withOrgWrite , operatorWriter } from '../../src/db/org-write.js';
import type { DB } from '../../src/db/schema.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

/** A row stamped with the gate's clock (`now`), as every org write must be. */
const insertType = (db: Kysely<DB>, orgId: string, name: string, now: string) =>
  sql`INSERT INTO equipment_types (organization_id, name, slug, external_name, created_at, updated_at)
      VALUES (${orgId}, ${name}, ${name}, ${name}, ${now}::timestamptz, ${now}::timestamptz)`.execute(db);
const typeNames = async (db: Kysely<DB>, orgId: string) =>
  (await db.selectFrom('equipment_types').select('name').where('organization_id', '=', orgId).orderBy('name').execute()).map((r) => r.name);

/** Opens a transaction that has written `name`, and holds it open until `finish` is called. */
function openWriter(db: Kysely<DB>, orgId: string, name: string, then: (trx: Kysely<DB>, now: string) => Promise<void>) {
  let finish!: () => void;
  const held = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let written!: () => void;
  const started = new Promise<void>((resolve) => {
    written = resolve;
  });
  const done = withOrgWrite(db, operatorWriter(orgId), async (trx, now) => {
    await insertType(trx, orgId, name, now);
    written();
    await held;
    await then(trx, now);
  }).then(() => 'committed', (error: Error) => `failed: ${error.message}`);
  return { started, finish, done };
}

test('a read made while another request\'s transaction is open never sees its uncommitted rows', async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const writer = openWriter(db, org.id, 'uncommitted', async () => {
    throw new Error('rolled back');
  });
  await writer.started;
  const read = typeNames(db, org.id);
  writer.finish();
  assert.equal(await writer.done, 'failed: rolled back');
  assert.deepEqual(await read, [], 'the rolled-back row was never visible');
});

test('a failing statement of another request does not abort an open transaction', async () => {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const writer = openWriter(db, org.id, 'first', async (trx, now) => {
    await insertType(trx, org.id, 'second', now);
  });
  await writer.started;
  const failing = sql`SELECT 1 / 0`.execute(db).then(() => 'answered', () => 'refused');
  writer.finish();
  assert.equal(await writer.done, 'committed');
  assert.equal(await failing, 'refused');
  assert.deepEqual(await typeNames(db, org.id), ['first', 'second']);
});
