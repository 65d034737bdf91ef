import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { AppError } from '../../src/http/errors.js';
import { fieldFilterSql, parseFieldFilters, parseFieldSort, typedFieldValue } from '../../src/modules/custom-fields/field-query.js';
import { fieldDefinition, options } from '../helpers/field-definitions.js';

const compiler = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const definitions = [fieldDefinition('title2', 'string'), fieldDefinition('notes', 'text'), fieldDefinition('score', 'number'),
  fieldDefinition('count', 'integer'), fieldDefinition('flag', 'boolean'), fieldDefinition('due', 'date'), fieldDefinition('at', 'datetime'),
  fieldDefinition('sev', 'enum', { options: options('a') }), fieldDefinition('tags', 'multi_enum', { options: options('a') }),
  fieldDefinition('owner', 'user'), fieldDefinition('place', 'asset'), fieldDefinition('gone', 'string', { retired: true })];

function compiled(filters: unknown[]) {
  const [filter] = parseFieldFilters(JSON.stringify(filters), definitions);
  const query = compiler.selectFrom('t').select('id').where(fieldFilterSql(sql.ref('t.fields'), filter!)).compile();
  return { sql: query.sql.replace(/^select "id" from "t" where /, ''), parameters: query.parameters };
}

describe('compiled SQL', () => {
  const cases: Array<[unknown, string, unknown[]]> = [
    [{ key: 'sev', op: 'eq', value: 'a' }, '(("t"."fields" ->> \'sev\') = $1::text)', ['a']],
    [{ key: 'sev', op: 'neq', value: 'a' }, '(("t"."fields" ->> \'sev\') IS DISTINCT FROM $1::text)', ['a']],
    [{ key: 'sev', op: 'in', value: ['a'] }, '(("t"."fields" ->> \'sev\') = ANY($1::text[]))', [['a']]],
    [{ key: 'title2', op: 'eq', value: 'a' }, '("t"."fields" @> $1::jsonb)', ['{"title2":"a"}']],
    [{ key: 'title2', op: 'neq', value: 'a' }, '(NOT ("t"."fields" @> $1::jsonb))', ['{"title2":"a"}']],
    [{ key: 'flag', op: 'eq', value: true }, '("t"."fields" @> $1::jsonb)', ['{"flag":true}']],
    [{ key: 'score', op: 'gt', value: 2.5 }, '(cf_number("t"."fields" -> \'score\') > $1::numeric)', [2.5]],
    [{ key: 'count', op: 'eq', value: 3 }, '(cf_number("t"."fields" -> \'count\') = $1::numeric)', [3]],
    [{ key: 'count', op: 'neq', value: 3 }, '(cf_number("t"."fields" -> \'count\') IS DISTINCT FROM $1::numeric)', [3]],
    [{ key: 'due', op: 'lte', value: '2026-01-31' }, '(cf_date("t"."fields" -> \'due\') <= $1::date)', ['2026-01-31']],
    [{ key: 'at', op: 'gte', value: '2026-01-31T10:00:00+01:00' }, '(cf_datetime("t"."fields" -> \'at\') >= $1::timestamptz)', ['2026-01-31T10:00:00+01:00']],
    [{ key: 'score', op: 'in', value: [1, 2] }, '(cf_number("t"."fields" -> \'score\') = ANY($1::numeric[]))', [['1', '2']]],
    [{ key: 'owner', op: 'in', value: ['11111111-1111-4111-8111-111111111111'] }, '("t"."fields" @> ANY($1::jsonb[]))', [['{"owner":"11111111-1111-4111-8111-111111111111"}']]],
    [{ key: 'tags', op: 'contains', value: 'a' }, '("t"."fields" @> $1::jsonb)', ['{"tags":["a"]}']],
    [{ key: 'tags', op: 'in', value: ['a', 'b'] }, '(("t"."fields" -> \'tags\') ?| $1::text[])', [['a', 'b']]],
    [{ key: 'notes', op: 'contains', value: '50%_off' }, '(("t"."fields" ->> \'notes\') ILIKE $1)', ['%50\\%\\_off%']],
    [{ key: 'place', op: 'isNull' }, '(NOT ("t"."fields" ? $1))', ['place']],
    [{ key: 'place', op: 'isNotNull' }, '("t"."fields" ? $1)', ['place']],
  ];
  for (const [filter, expectedSql, parameters] of cases) {
    test(JSON.stringify(filter), () => {
      const out = compiled([filter]);
      assert.equal(out.sql, expectedSql);
      assert.deepEqual(out.parameters, parameters);
    });
  }
  test('hostile values stay parameters', () => {
    const out = compiled([{ key: 'title2', op: 'eq', value: "x'); DROP TABLE t; --" }]);
    assert.equal(out.sql, '("t"."fields" @> $1::jsonb)');
    assert.deepEqual(out.parameters, [JSON.stringify({ title2: "x'); DROP TABLE t; --" })]);
  });
  test('sort expressions are typed', () => {
    const typed = (key: string) => compiler.selectFrom('t').select('id').orderBy(typedFieldValue(sql.ref('fields'), definitions.find((d) => d.key === key)!)).compile().sql;
    assert.equal(typed('score'), 'select "id" from "t" order by cf_number("fields" -> \'score\')');
    assert.equal(typed('due'), 'select "id" from "t" order by cf_date("fields" -> \'due\')');
    assert.equal(typed('at'), 'select "id" from "t" order by cf_datetime("fields" -> \'at\')');
    assert.equal(typed('sev'), 'select "id" from "t" order by ("fields" ->> \'sev\')');
  });
});

describe('refused filters and sorts: 400 naming the parameter', () => {
  const refusedFilters: Array<[string, string]> = [
    ['not json', 'query parameter fieldFilters is not valid JSON'],
    ['{"key":"sev"}', 'query parameter fieldFilters must be a JSON array of { key, op, value }'],
    ['[1]', 'fieldFilters[0] must be an object { key, op, value }'],
    ['[{"key":"nope","op":"eq","value":1}]', 'fieldFilters[0].key "nope" is not a field of this module'],
    ['[{"key":"gone","op":"eq","value":"x"}]', 'fieldFilters[0].key "gone" is not a field of this module'],
    ['[{"key":"sev","op":"gt","value":"a"}]', 'fieldFilters[0].op "gt" is not accepted by field "sev" (enum): use one of eq, neq, in, isNull, isNotNull'],
    ['[{"key":"score","op":"gt","value":"5"}]', 'fieldFilters[0].value must be a number (field "score" is number)'],
    ['[{"key":"due","op":"lt","value":"2026-13-01"}]', 'fieldFilters[0].value must be a date (YYYY-MM-DD) (field "due" is date)'],
    ['[{"key":"flag","op":"eq","value":"true"}]', 'fieldFilters[0].value must be true or false (field "flag" is boolean)'],
    ['[{"key":"sev","op":"in","value":"a"}]', 'fieldFilters[0].value must be an array of 1 to 100 values for op in'],
    ['[{"key":"sev","op":"isNull","value":null}]', 'fieldFilters[0]: op isNull takes no value'],
    ['[{"key":"sev","op":"eq"}]', 'fieldFilters[0].value is required for op eq'],
    ['[{"key":"sev","op":"eq","value":"a","x":1}]', "fieldFilters[0]: unknown property 'x'"],
    ['[{"key":"owner","op":"eq","value":"1 OR 1=1"}]', 'fieldFilters[0].value must be the UUID of a user (field "owner" is user)'],
  ];
  for (const [raw, message] of refusedFilters) {
    test(`fieldFilters=${raw}`, () => {
      assert.throws(() => parseFieldFilters(raw, definitions), (e: unknown) => e instanceof AppError && e.statusCode === 400 && (e.details as { errors: string[] }).errors[0] === message);
    });
  }
  const refusedSorts: Array<[string, string]> = [
    ['[]', 'query parameter fieldSort must be a JSON object { key, direction }'],
    ['{"key":"nope"}', 'fieldSort.key "nope" is not a field of this module'],
    ['{"key":"score","direction":"up"}', 'fieldSort.direction must be asc or desc'],
    ['{"key":"tags"}', 'fieldSort.key "tags" is a multi_enum field, which has no order'],
  ];
  for (const [raw, message] of refusedSorts) {
    test(`fieldSort=${raw}`, () => {
      assert.throws(() => parseFieldSort(raw, definitions), (e: unknown) => e instanceof AppError && e.statusCode === 400 && (e.details as { errors: string[] }).errors[0] === message);
    });
  }
  test('direction defaults to asc', () => assert.equal(parseFieldSort('{"key":"score"}', definitions)?.direction, 'asc'));
});
