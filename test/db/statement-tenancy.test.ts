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
    'SELECT a.id, (SELECT u.name FROM users u WHERE u.organization_id = a.organization_id AND u.id = a.assigned_to_user_id) FROM action_items a WHERE a.organization_id = $1',
    'SELECT a.id FROM action_items a LEFT JOIN users u ON u.organization_id = a.organization_id AND u.id = a.assigned_to_user_id WHERE a.organization_id = $1',
    'SELECT * FROM users WHERE organization_id = $1 AND (id = $2 OR name = $3)',
    "SELECT * FROM users WHERE organization_id = '00000000-0000-4000-8000-000000000000'",
    'INSERT INTO users (organization_id, id) SELECT organization_id, id FROM teams WHERE organization_id = $1',
    'UPDATE users SET name = $2 WHERE organization_id = $1;\nCOMMIT',
    'SELECT o.id, (SELECT t.id FROM teams t WHERE t.organization_id = o.id AND t.is_default) FROM organizations o WHERE o.id = $1',
    'SELECT * FROM organizations',
    'SELECT * FROM information_schema.columns WHERE column_name = $1',
    'SELECT count(*) FROM (SELECT 1 FROM users WHERE organization_id = $1 LIMIT 1001) AS page',
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
    ['UPDATE users SET name = $1;\nCOMMIT', ['read users']],
    ['SELECT * FROM users WHERE organization_id = $1 OR id = $2', ['read users']],
    ['SELECT * FROM users WHERE NOT (organization_id = $1)', ['read users']],
    ['SELECT * FROM action_items a JOIN users u ON u.organization_id = a.organization_id', ['read action_items', 'read users']],
    ['SELECT * FROM users u JOIN teams t USING (organization_id) JOIN action_items a ON a.team_id = t.id WHERE organization_id = $1', ['read action_items']],
    ['SELECT * FROM users WHERE organization_id IN (SELECT id FROM organizations)', ['read users']],
    ['SELECT * FROM users WHERE organization_id = organization_id', ['read users']],
    ['SELECT * FROM users WHERE organization_id = id', ['read users']],
    ['SELECT * FROM action_items a LEFT JOIN users u ON a.organization_id = $1 AND u.organization_id = $1', ['read action_items']],
    ['INSERT INTO users SELECT * FROM users WHERE organization_id = $1', ['insert users']],
    ['INSERT INTO change_entries DEFAULT VALUES', ['insert change_entries']],
    ['SELECT o.id, (SELECT t.id FROM teams t WHERE t.organization_id = o.id) FROM organizations o', ['read teams']],
    ['WITH users AS (SELECT * FROM users) SELECT * FROM users WHERE organization_id = $1', ['read users']],
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
