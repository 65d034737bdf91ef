/**
 * The statement-tenancy check (test/helpers/statement-tenancy.ts) on statements written for it:
 * the ones a distributed database could not route to one organization are caught, the scoped
 * forms the service uses pass; and a test database that ran one fails when it closes.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { sql } from 'kysely';
import { openTestDatabase } from '../helpers/database.js';
import { loadStatementParser, tenancyGaps } from '../helpers/statement-tenancy.js';

const ORG_TABLES = new Set(['action_items', 'users', 'change_entries', 'teams']);
const gaps = (sql: string) => tenancyGaps(sql, ORG_TABLES).map((gap) => `${gap.use} ${gap.table}`);

before(loadStatementParser);

test('scoped statements pass: equality on organization_id, qualified or not, in WHERE, JOIN … ON, JOIN … USING, IN and = ANY', () => {
  const scoped = [
    'select * from "action_items" where "organization_id" = $1 and "id" = $2',
    'SELECT a.id FROM action_items a JOIN users u ON u.organization_id = a.organization_id AND u.id = a.assigned_to_user_id WHERE a.organization_id = $1',
    'SELECT * FROM action_items JOIN users USING (organization_id) WHERE organization_id = $1',
    'SELECT * FROM users WHERE organization_id IN ($1, $2)',
    'SELECT * FROM users WHERE organization_id = ANY($1::uuid[])',
    'SELECT * FROM users WHERE (organization_id, id) IN (($1, $2))',
    'UPDATE action_items SET title = $2 WHERE organization_id = $1::uuid',
    'UPDATE action_items a SET title = u.name FROM users u WHERE a.organization_id = $1 AND u.organization_id = a.organization_id',
    'DELETE FROM change_entries WHERE organization_id = $1 AND seq < $2',
    'INSERT INTO change_entries (organization_id, seq) VALUES ($1, $2) ON CONFLICT (organization_id, seq) DO NOTHING',
    'WITH action_items AS (SELECT 1 AS x) SELECT * FROM action_items',
    'SELECT * FROM organizations',
    'SELECT * FROM information_schema.columns WHERE column_name = $1',
    'SELECT count(*) FROM (SELECT 1 FROM users WHERE organization_id = $1 LIMIT 1001) AS page',
    'UPDATE idempotency_keys SET x = 1;\nCOMMIT',
  ];
  for (const sql of scoped) assert.deepEqual(gaps(sql), [], sql);
});

test('unscoped statements are caught, each unscoped table named once', () => {
  const cases: Array<[string, string[]]> = [
    ['SELECT * FROM action_items WHERE id = $1', ['read action_items']],
    ['SELECT * FROM action_items WHERE organization_id > $1', ['read action_items']],
    ['SELECT * FROM action_items WHERE organization_id <> $1', ['read action_items']],
    ['SELECT a.id FROM action_items a JOIN users u ON u.id = a.assigned_to_user_id WHERE a.organization_id = $1', ['read users']],
    ['SELECT a.id FROM action_items a, teams t WHERE a.organization_id = $1', ['read teams']],
    ['UPDATE action_items SET title = $1', ['read action_items']],
    ['DELETE FROM change_entries WHERE occurred_at < $1', ['read change_entries']],
    ['DELETE FROM change_entries c USING users u WHERE c.organization_id = $1 AND u.id = c.seq', ['read users']],
    ['INSERT INTO change_entries (seq) VALUES ($1)', ['insert change_entries']],
    ['SELECT * FROM users WHERE organization_id = $1 AND id IN (SELECT user_id FROM teams)', ['read teams']],
    ['SELECT * FROM users u WHERE EXISTS (SELECT 1 FROM teams t WHERE t.organization_id = $1 AND t.id = u.id)', ['read users']],
    ['WITH recent AS (SELECT * FROM change_entries ORDER BY seq DESC LIMIT 1) SELECT * FROM recent', ['read change_entries']],
    ['SELECT * FROM users WHERE organization_id = $1 UNION ALL SELECT * FROM users WHERE id = $2', ['read users']],
    ['SELECT * FROM public.users', ['read users']],
  ];
  for (const [sql, expected] of cases) assert.deepEqual(gaps(sql), expected, sql);
});

test('a statement the parser cannot read throws rather than passing', () => {
  assert.throws(() => gaps('SELEC * FROM users'), /syntax error/);
});

test('negative control: a test database that ran an unscoped statement fails when it closes, naming it', async () => {
  const database = await openTestDatabase();
  await sql`SELECT count(*) FROM action_items WHERE title = ${'x'}`.execute(database.db);
  await assert.rejects(database.close(), (error: Error) => error.message.includes('read action_items: SELECT count(*) FROM action_items WHERE title = $1'));
});
