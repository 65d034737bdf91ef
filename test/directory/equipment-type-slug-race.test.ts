/**
 * POST /equipment-types on the fast write path: simultaneous creates of one slug give one type
 * (201, one change entry) and 409s; the 201's body is the type as the list shows it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

test('simultaneous creates of one slug: one 201, the rest 409, one type and one entry', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const headers = bearer(org.keys.admin);
  const responses = await Promise.all(Array.from({ length: 6 }, (_, i) =>
    app.inject({ method: 'POST', url: '/v2/equipment-types', headers, payload: { name: `Crane ${i}`, slug: 'crane' } })));
  assert.deepEqual(responses.map((r) => r.statusCode).sort(), [201, 409, 409, 409, 409, 409]);
  for (const refused of responses.filter((r) => r.statusCode === 409)) assert.equal(refused.json().code, 'conflict');
  const created = responses.find((r) => r.statusCode === 201)!.json().data;
  const listed = (await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) })).json().data;
  assert.deepEqual(listed, [created], 'the answer is the type as listed');
  const { db } = await testDatabase();
  const entries = (await sql<{ action: string; record: unknown }>`
    SELECT action, record FROM change_entries WHERE organization_id = ${org.id} AND resource = 'equipment_type'`.execute(db)).rows;
  assert.deepEqual(entries, [{ action: 'created', record: created }]);
});
