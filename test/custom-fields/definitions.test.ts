import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { fieldIndexName, fieldStatisticsName } from '../../src/modules/custom-fields/field-indexes.js';
import type { FieldType } from '../../src/modules/custom-fields/field-types.js';
import { FIELD_MODULES } from '../../src/modules/custom-fields/modules.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { assertSameAsMissing, runAuthSuite } from '../helpers/auth-suite.js';
import { testDatabase, writeAroundTheClock } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

const URL = '/v2/modules/action_item/fields';
const define = (app: FastifyInstance, org: TestOrg, payload: object) => app.inject({ method: 'POST', url: URL, headers: bearer(org.keys.admin), payload });
const patch = (app: FastifyInstance, org: TestOrg, key: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `${URL}/${key}`, headers: bearer(org.keys.admin), payload });
const retire = (app: FastifyInstance, org: TestOrg, key: string) => app.inject({ method: 'DELETE', url: `${URL}/${key}`, headers: bearer(org.keys.admin) });
const published = async (app: FastifyInstance, org: TestOrg) => (await app.inject({ method: 'GET', url: URL, headers: bearer(org.keys.read) })).json().data as Array<Record<string, any>>;

async function holdValue(orgId: string, fields: object): Promise<void> {
  await writeAroundTheClock((trx) => sql`INSERT INTO action_items (organization_id, id, title, fields, created_at, updated_at)
            VALUES (${orgId}, ${randomUUID()}, 'probe', ${JSON.stringify(fields)}::jsonb, now(), now())`.execute(trx));
}

test('GET lists active definitions in ordinal order with ops, defaultValue always present', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  assert.deepEqual(await published(app, org), []);
  assert.equal((await define(app, org, { key: 'second', label: 'Second', type: 'integer', ordinal: 20 })).statusCode, 201);
  const first = await define(app, org, {
    key: 'severity', label: 'Severity', type: 'enum', ordinal: 10, required: true, description: 'How bad', groupLabel: 'Triage',
    options: [{ value: 'low', label: 'Low' }, { value: 'high', label: 'High' }], defaultValue: 'low',
  });
  assert.equal(first.statusCode, 201);
  assert.deepEqual(await published(app, org), [
    { key: 'severity', label: 'Severity', description: 'How bad', type: 'enum', required: true, constraints: null, logic: null,
      defaultValue: 'low', ordinal: 10, groupLabel: 'Triage', ops: ['eq', 'neq', 'in', 'isNull', 'isNotNull'],
      options: [{ value: 'low', label: 'Low' }, { value: 'high', label: 'High' }] },
    { key: 'second', label: 'Second', description: null, type: 'integer', required: false, constraints: null, logic: null,
      defaultValue: null, ordinal: 20, groupLabel: null, ops: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull', 'isNotNull'], options: null },
  ]);
});

test('ops are derived from the type', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const expected: Record<string, string[]> = {
    string: ['eq', 'neq', 'contains', 'in', 'isNull', 'isNotNull'], text: ['eq', 'neq', 'contains', 'in', 'isNull', 'isNotNull'],
    number: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull', 'isNotNull'], date: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull', 'isNotNull'],
    datetime: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull', 'isNotNull'], boolean: ['eq', 'neq', 'isNull', 'isNotNull'],
    user: ['eq', 'neq', 'in', 'isNull', 'isNotNull'], asset: ['eq', 'neq', 'in', 'isNull', 'isNotNull'],
    multi_enum: ['contains', 'in', 'isNull', 'isNotNull'],
  };
  for (const type of Object.keys(expected)) {
    const body = { key: `f_${type}`, label: type, type, ...(type === 'multi_enum' ? { options: [{ value: 'x' }] } : {}) };
    assert.equal((await define(app, org, body)).statusCode, 201, type);
  }
  for (const definition of await published(app, org)) assert.deepEqual(definition.ops, expected[definition.type], definition.type);
});

test('options: add, relabel, archive; archived options leave the published list', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  await define(app, org, { key: 'kind', label: 'Kind', type: 'multi_enum', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] });
  const changed = await patch(app, org, 'kind', { options: [{ value: 'a', label: 'Alpha' }, { value: 'b', archived: true }, { value: 'c', label: 'C' }] });
  assert.equal(changed.statusCode, 200);
  assert.deepEqual(changed.json().data.options, [
    { value: 'a', label: 'Alpha', archived: false }, { value: 'b', label: 'B', archived: true }, { value: 'c', label: 'C', archived: false },
  ]);
  assert.deepEqual((await published(app, org))[0]!.options, [{ value: 'a', label: 'Alpha' }, { value: 'c', label: 'C' }]);
  const restored = await patch(app, org, 'kind', { options: [{ value: 'b', archived: false }] });
  assert.equal(restored.json().data.options[1].archived, false);
});

test('patch changes label, logic, constraints, default; key and type may change while no record holds a value', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  await define(app, org, { key: 'score', label: 'Score', type: 'number' });
  const renamed = await patch(app, org, 'score', { key: 'risk', type: 'integer', label: 'Risk', constraints: { min: 1, max: 5 }, defaultValue: 3 });
  assert.equal(renamed.statusCode, 200);
  assert.deepEqual({ ...renamed.json().data, ops: undefined }, {
    key: 'risk', label: 'Risk', description: null, type: 'integer', required: false, constraints: { min: 1, max: 5 }, logic: null,
    defaultValue: 3, ordinal: 1, groupLabel: null, ops: undefined, options: null,
  });
  assert.equal((await patch(app, org, 'score', { label: 'x' })).statusCode, 404, 'the old key is gone');
  const cleared = await patch(app, org, 'risk', { constraints: null, defaultValue: null, description: 'now documented' });
  assert.deepEqual([cleared.json().data.constraints, cleared.json().data.defaultValue, cleared.json().data.description], [null, null, 'now documented']);
});

test('409 on changing key or type once any record holds a value; 409 on a taken key', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const other = await createTestOrg();
  await define(app, org, { key: 'held', label: 'Held', type: 'string' });
  await define(app, org, { key: 'free', label: 'Free', type: 'string' });
  await holdValue(other.id, { held: 'in another org does not count' });
  assert.equal((await patch(app, org, 'held', { type: 'text' })).statusCode, 200);
  await holdValue(org.id, { held: 'x' });
  for (const body of [{ key: 'renamed' }, { type: 'integer' }]) {
    const response = await patch(app, org, 'held', body);
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { code: 'conflict', message: 'Field "held" holds values on records: its key and type can no longer change' });
  }
  assert.equal((await patch(app, org, 'held', { label: 'Still fine' })).statusCode, 200);
  const taken = await patch(app, org, 'free', { key: 'held' });
  assert.deepEqual([taken.statusCode, taken.json().message], [409, 'Module action_item already has a field "held"']);
  const duplicate = await define(app, org, { key: 'free', label: 'Again', type: 'string' });
  assert.deepEqual([duplicate.statusCode, duplicate.json().message], [409, 'Module action_item already has a field "free"']);
});

/** Fields sev (enum) and why (string, required when sev is hi): why depends on sev. */
async function dependentFields() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  await define(app, org, { key: 'sev', label: 'Sev', type: 'enum', options: [{ value: 'hi' }, { value: 'lo' }] });
  await define(app, org, { key: 'why', label: 'Why', type: 'string', logic: { requiredWhen: { op: 'eq', fieldId: 'sev', value: 'hi' } } });
  return { app, org };
}

/** dependentFields with why retired. */
async function whyRetired() {
  const { app, org } = await dependentFields();
  const retired = await retire(app, org, 'why');
  return { app, org, retired };
}

test('retire: a field others depend on cannot retire (409 naming them)', async () => {
  const { app, org } = await dependentFields();
  const blocked = await retire(app, org, 'sev');
  assert.deepEqual([blocked.statusCode, blocked.json().message], [409, 'Field "sev" is used by the logic or date bounds of: why']);
});

test('retire: 204, and the field leaves the published list', async () => {
  const { app, org, retired } = await whyRetired();
  assert.equal(retired.statusCode, 204);
  assert.deepEqual((await published(app, org)).map((d) => d.key), ['sev']);
});

test('retire: a retired field is 404 to DELETE and PATCH', async () => {
  const { app, org } = await whyRetired();
  assert.equal((await retire(app, org, 'why')).statusCode, 404);
  assert.equal((await patch(app, org, 'why', { label: 'x' })).statusCode, 404);
});

test('retire: a retired field\'s key stays taken (409 on define)', async () => {
  const { app, org } = await whyRetired();
  const reuse = await define(app, org, { key: 'why', label: 'Why', type: 'string' });
  assert.deepEqual([reuse.statusCode, reuse.json().message], [409, 'Module action_item already has a field "why" (retired)']);
});

test('retire: a field is free to retire once nothing depends on it', async () => {
  const { app, org } = await whyRetired();
  assert.equal((await retire(app, org, 'sev')).statusCode, 204, 'free to retire once nothing depends on it');
});

test('definitions are validated: 400 naming the problem, nothing stored', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  await define(app, org, { key: 'n', label: 'N', type: 'number' });
  const cases: Array<[object, string]> = [
    [{ key: 'x', label: 'X', type: 'color' }, 'body.type must be one of: string, text, number, integer, boolean, date, datetime, enum, multi_enum, user, asset'],
    [{ key: 'Bad Key', label: 'X', type: 'string' }, 'body.key must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"'],
    [{ key: 'x', label: 'X', type: 'enum' }, 'options: a enum field needs at least one active option'],
    [{ key: 'x', label: 'X', type: 'enum', options: [{ value: 'a' }, { value: 'a' }] }, 'options: value "a" appears more than once'],
    [{ key: 'x', label: 'X', type: 'string', options: [{ value: 'a' }] }, 'options are only for enum and multi_enum fields, not string'],
    [{ key: 'x', label: 'X', type: 'string', constraints: { min: 1 } }, 'constraints.min does not apply to a string field'],
    [{ key: 'x', label: 'X', type: 'string', constraints: { pattern: '.*' } }, "body.constraints: unknown property 'pattern'"],
    [{ key: 'x', label: 'X', type: 'string', logic: { visibility: { op: 'gt', fieldId: 'n', value: 'high' } } }, 'logic.visibility.value must be a number (field "n" is number)'],
    [{ key: 'x', label: 'X', type: 'string', logic: { visibility: { op: 'answered', fieldId: 'ghost' } } }, 'logic.visibility.fieldId "ghost" is not an active field of this module'],
    [{ key: 'x', label: 'X', type: 'string', logic: { visibility: { op: 'answered', fieldId: 'x' } } }, 'logic forms a cycle: x → x'],
    [{ key: 'x', label: 'X', type: 'integer', defaultValue: 1.5 }, 'defaultValue must be an integer'],
    [{ key: 'x', label: 'X', type: 'date', constraints: { maxDate: { kind: 'field', key: 'n' } } }, 'constraints.maxDate.key must name another date or datetime field of this module'],
  ];
  for (const [body, message] of cases) {
    const response = await define(app, org, body);
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.equal(response.json().code, 'validation_error');
    assert.ok(response.json().details.errors.includes(message), `${message} in ${JSON.stringify(response.json().details.errors)}`);
  }
  const cycle = await patch(app, org, 'n', { logic: { visibility: { op: 'answered', fieldId: 'n' } } });
  assert.equal(cycle.statusCode, 400);
  assert.deepEqual((await published(app, org)).map((d) => [d.key, d.logic]), [['n', null]]);
});

test('a two-field condition cycle made by patching is refused', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  await define(app, org, { key: 'a', label: 'A', type: 'string' });
  await define(app, org, { key: 'b', label: 'B', type: 'string', logic: { visibility: { op: 'answered', fieldId: 'a' } } });
  const response = await patch(app, org, 'a', { logic: { requiredWhen: { op: 'answered', fieldId: 'b' } } });
  assert.equal(response.statusCode, 400);
  assert.ok(response.json().details.errors.includes('logic forms a cycle: b → a → b'), JSON.stringify(response.json()));
});

test('an unknown module is a 404, __proto__ included', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const missing = await app.inject({ method: 'GET', url: '/v2/modules/work_order/fields', headers: bearer(org.keys.read) });
  assert.deepEqual([missing.statusCode, missing.json()], [404, { code: 'not_found', message: 'Module not found' }]);
  assert.equal((await app.inject({ method: 'POST', url: '/v2/modules/__proto__/fields', headers: bearer(org.keys.admin), payload: { key: 'x', label: 'x', type: 'string' } })).statusCode, 404);
});

/** An org with field "mine", and another org. */
async function fieldOfOneOrg() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const other = await createTestOrg();
  await define(app, org, { key: 'mine', label: 'Mine', type: 'string' });
  return { app, org, other };
}

test('another org sees none of this org\'s fields, and PATCH or DELETE of one answers as for a missing field', async () => {
  const { app, other } = await fieldOfOneOrg();
  assert.deepEqual(await published(app, other), []);
  await assertSameAsMissing(app, other.keys.admin, { method: 'PATCH', url: `${URL}/mine`, payload: { label: 'x' } }, { method: 'PATCH', url: `${URL}/nothing`, payload: { label: 'x' } });
  await assertSameAsMissing(app, other.keys.admin, { method: 'DELETE', url: `${URL}/mine` }, { method: 'DELETE', url: `${URL}/nothing` });
});

test('field keys are per org: another org may define the same key', async () => {
  const { app, other } = await fieldOfOneOrg();
  assert.equal((await define(app, other, { key: 'mine', label: 'Theirs', type: 'integer' })).statusCode, 201, 'keys are per org');
});

test('auth rules on every field route: reads need scope read, writes scope admin; refused writes change nothing', async (t) => {
  const { app, org } = await fieldOfOneOrg();
  await runAuthSuite(t, app, org, { method: 'GET', url: URL }, 'read');
  await runAuthSuite(t, app, org, { method: 'POST', url: URL, payload: { key: 'y', label: 'y', type: 'string' } }, 'admin');
  await runAuthSuite(t, app, org, { method: 'PATCH', url: `${URL}/mine`, payload: { label: 'z' } }, 'admin');
  await runAuthSuite(t, app, org, { method: 'DELETE', url: `${URL}/mine` }, 'admin');
  assert.deepEqual((await published(app, org)).map((d) => [d.key, d.label]), [['mine', 'Mine']]);
});

test('ordered and enum fields get statistics on their typed expression, shared by every org using the key', async () => {
  const app = await buildTestApp();
  const [org, other] = [await createTestOrg(), await createTestOrg()];
  const { db } = await testDatabase();
  const statistics = async (key: string, type: FieldType) => {
    const name = fieldStatisticsName(FIELD_MODULES.action_item!, key, type);
    const result = await sql<{ definition: string }>`SELECT pg_get_statisticsobjdef(oid) AS definition FROM pg_statistic_ext WHERE stxname = ${name}`.execute(db);
    return result.rows.map((row) => row.definition);
  };
  await define(app, org, { key: 'stat_score', label: 'Score', type: 'number' });
  await define(app, other, { key: 'stat_score', label: 'Score', type: 'number' });
  await define(app, org, { key: 'stat_level', label: 'Level', type: 'enum', options: [{ value: 'a' }, { value: 'b' }] });
  await define(app, org, { key: 'stat_note', label: 'Note', type: 'string' });
  const [score] = await statistics('stat_score', 'number');
  assert.match(score ?? '', /ON cf_number\(fields -> 'stat_score'::text\) FROM action_items$/);
  assert.equal((await statistics('stat_score', 'number')).length, 1, 'one object for both orgs');
  assert.match((await statistics('stat_level', 'enum'))[0] ?? '', /ON \(fields ->> 'stat_level'::text\) FROM action_items/);
  assert.deepEqual(await statistics('stat_note', 'string'), [], 'free text gets none');
});

test('an expression index is created for ordered fields and dropped on retirement', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const { db } = await testDatabase();
  const indexExists = async (key: string) => {
    const name = fieldIndexName(org.id, FIELD_MODULES.action_item!, key);
    const result = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE indexname = ${name}`.execute(db);
    return result.rows[0]?.indexdef ?? null;
  };
  await define(app, org, { key: 'cost', label: 'Cost', type: 'number' });
  await define(app, org, { key: 'label_text', label: 'Text', type: 'string' });
  const definition = await indexExists('cost');
  assert.ok(definition, 'index created');
  assert.match(definition, /cf_number\(\(fields -> 'cost'::text\)\)/);
  assert.match(definition, new RegExp(`WHERE \\(organization_id = '${org.id}'::uuid\\)`));
  assert.equal(await indexExists('label_text'), null, 'no expression index for text fields');
  await patch(app, org, 'cost', { key: 'price', type: 'integer' });
  assert.equal(await indexExists('cost'), null);
  assert.ok(await indexExists('price'));
  await retire(app, org, 'price');
  assert.equal(await indexExists('price'), null);
});
