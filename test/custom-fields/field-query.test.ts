/**
 * fieldFilters and fieldSort compiled and run against real rows of action_items, on both
 * databases: typed comparisons, null ordering, containment, the GIN and expression indexes.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, test } from 'node:test';
import { sql } from 'kysely';
import { fieldFilterSql, parseFieldFilters, parseFieldSort, typedFieldValue } from '../../src/modules/custom-fields/field-query.js';
import { createFieldIndex, dropFieldIndex, fieldIndexName } from '../../src/modules/custom-fields/field-indexes.js';
import { fieldModule } from '../../src/modules/custom-fields/modules.js';
import { onPostgres, testDatabase, writeAroundTheClock } from '../helpers/database.js';
import { fieldDefinition, options } from '../helpers/field-definitions.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

const definitions = [fieldDefinition('score', 'number'), fieldDefinition('qty', 'integer'), fieldDefinition('due', 'date'),
  fieldDefinition('at', 'datetime'), fieldDefinition('done', 'boolean'), fieldDefinition('sev', 'enum', { options: options('a', 'b', 'c') }),
  fieldDefinition('tags', 'multi_enum', { options: options('a', 'b', 'c') }), fieldDefinition('note', 'text'), fieldDefinition('name', 'string')];

const rows: Record<string, Record<string, unknown>> = {
  r1: { score: 9, qty: 10, due: '2026-01-09', at: '2026-01-01T10:00:00+02:00', done: true, sev: 'a', tags: ['a', 'b'], note: 'Broken 50% off', name: 'alpha' },
  r2: { score: 10, qty: 2, due: '2026-01-10', at: '2026-01-01T09:00:00Z', done: false, sev: 'b', tags: ['c'], note: 'fine', name: 'Bravo' },
  r3: { score: -1.5, due: '2025-12-31', at: '2026-01-01T08:30:00Z', sev: 'a', tags: [], name: 'charlie' },
  r4: {},
};

let org: TestOrg;
const ids = new Map<string, string>();

before(async () => {
  org = await createTestOrg();
  for (const [name, fields] of Object.entries(rows)) {
    const id = randomUUID();
    ids.set(id, name);
    await writeAroundTheClock((trx) => sql`INSERT INTO action_items (organization_id, id, title, fields, created_at, updated_at) VALUES (${org.id}, ${id}, ${name}, ${JSON.stringify(fields)}::jsonb, now(), now())`.execute(trx));
  }
  const other = await createTestOrg();
  await writeAroundTheClock((trx) => sql`INSERT INTO action_items (organization_id, id, title, fields, created_at, updated_at) VALUES (${other.id}, ${randomUUID()}, 'other', ${JSON.stringify(rows.r1)}::jsonb, now(), now())`.execute(trx));
});

async function matching(filters: unknown[], sort?: object): Promise<string[]> {
  const { db } = await testDatabase();
  const parsed = parseFieldFilters(JSON.stringify(filters), definitions);
  const fieldSort = sort ? parseFieldSort(JSON.stringify(sort), definitions) : null;
  let query = db.selectFrom('action_items').select('id').where('organization_id', '=', org.id);
  for (const filter of parsed) query = query.where(fieldFilterSql(sql.ref('fields'), filter));
  query = fieldSort
    ? query.orderBy(typedFieldValue(sql.ref('fields'), fieldSort.definition), fieldSort.direction).orderBy('id', fieldSort.direction)
    : query.orderBy('id');
  const result = (await query.execute()).map((row) => ids.get(row.id)!);
  return fieldSort ? result : result.sort();
}

const cases: Array<[string, unknown[], string[]]> = [
  ['number gt compares as numbers (10 > 9, not as text)', [{ key: 'score', op: 'gt', value: 9 }], ['r2']],
  ['number gte', [{ key: 'score', op: 'gte', value: 9 }], ['r1', 'r2']],
  ['number lt with a negative', [{ key: 'score', op: 'lt', value: 0 }], ['r3']],
  ['number eq matches 10 and 10.0', [{ key: 'score', op: 'eq', value: 10.0 }], ['r2']],
  ['number neq includes records without a value', [{ key: 'score', op: 'neq', value: 9 }], ['r2', 'r3', 'r4']],
  ['integer in', [{ key: 'qty', op: 'in', value: [2, 3] }], ['r2']],
  ['date lte compares as dates', [{ key: 'due', op: 'lte', value: '2026-01-09' }], ['r1', 'r3']],
  ['datetime compares instants across offsets', [{ key: 'at', op: 'lt', value: '2026-01-01T08:45:00Z' }], ['r1', 'r3']],
  ['datetime eq across offsets', [{ key: 'at', op: 'eq', value: '2026-01-01T10:00:00+01:00' }], ['r2']],
  ['boolean eq', [{ key: 'done', op: 'eq', value: false }], ['r2']],
  ['boolean isNull', [{ key: 'done', op: 'isNull' }], ['r3', 'r4']],
  ['enum eq', [{ key: 'sev', op: 'eq', value: 'a' }], ['r1', 'r3']],
  ['enum in', [{ key: 'sev', op: 'in', value: ['b', 'c'] }], ['r2']],
  ['enum isNotNull', [{ key: 'sev', op: 'isNotNull' }], ['r1', 'r2', 'r3']],
  ['multi_enum contains', [{ key: 'tags', op: 'contains', value: 'b' }], ['r1']],
  ['multi_enum in (any of)', [{ key: 'tags', op: 'in', value: ['b', 'c'] }], ['r1', 'r2']],
  ['text contains is case-insensitive, wildcards literal', [{ key: 'note', op: 'contains', value: '50%' }], ['r1']],
  ['text contains with an underscore matches nothing', [{ key: 'note', op: 'contains', value: '_' }], []],
  ['filters are ANDed', [{ key: 'sev', op: 'eq', value: 'a' }, { key: 'score', op: 'gt', value: 0 }], ['r1']],
];
for (const [name, filters, expected] of cases) {
  test(name, async () => assert.deepEqual(await matching(filters), expected));
}

test('fieldSort: typed order; records without a value last on asc, first on desc', async () => {
  assert.deepEqual(await matching([], { key: 'score', direction: 'asc' }), ['r3', 'r1', 'r2', 'r4']);
  assert.deepEqual(await matching([], { key: 'score', direction: 'desc' }), ['r4', 'r2', 'r1', 'r3']);
  assert.deepEqual(await matching([], { key: 'due' }), ['r3', 'r1', 'r2', 'r4']);
  assert.deepEqual(await matching([], { key: 'at' }), ['r1', 'r3', 'r2', 'r4']);
  assert.deepEqual((await matching([], { key: 'qty', direction: 'desc' })).slice(2), ['r1', 'r2']);
});

test('a range filter and sort on a number field use the index the service creates for it', { skip: !onPostgres && 'plans are checked on PostgreSQL' }, async () => {
  // Created and dropped the service's way (CONCURRENTLY, retried when it loses a deadlock to
  // another file's index DDL on the same table), so the probe cannot deadlock the run.
  const database = await testDatabase();
  const warnings: object[] = [];
  const target = { db: database.db, kind: database.kind, log: { warn: (details: object) => warnings.push(details) } };
  const module = fieldModule('action_item');
  const score = definitions.find((definition) => definition.key === 'score')!;
  await createFieldIndex(target, org.id, module, score);
  try {
    assert.deepEqual(warnings, []);
    const [filter] = parseFieldFilters(JSON.stringify([{ key: 'score', op: 'gt', value: 5 }]), definitions);
    // SET LOCAL in one transaction: the plan is read on the connection the setting was made on.
    const plan = await database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM action_items WHERE organization_id = ${sql.lit(org.id)} AND ${fieldFilterSql(sql.ref('fields'), filter!)} ORDER BY ${typedFieldValue(sql.ref('fields'), score)}, id LIMIT 10`.execute(trx);
    });
    assert.match(plan.rows.map((r) => r['QUERY PLAN']).join('\n'), new RegExp(fieldIndexName(org.id, module, 'score')));
  } finally {
    await dropFieldIndex(target, org.id, module, 'score');
  }
  assert.deepEqual(warnings, []);
});
