import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldDefinition } from '../../src/modules/custom-fields/definitions.js';
import { validateFields, type FieldValidationInput, type FieldValidationResult } from '../../src/modules/custom-fields/field-engine.js';
import type { FieldType } from '../../src/modules/custom-fields/field-types.js';
import { archivedOption, fieldDefinition, options } from '../helpers/field-definitions.js';

const USER = '11111111-1111-4111-8111-111111111111';
const ASSET = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-11-21T12:00:00Z');

/** The options of every enum and multi_enum field here: a and b active, old archived. */
const CHOICES = { options: [...options('a', 'b'), archivedOption('old')] };

const lookup: FieldValidationInput['lookup'] = async ({ users, assets }) => ({
  users: new Set(users.filter((u) => u === USER)),
  assets: new Set(assets.filter((a) => a === ASSET)),
});

function run(definitions: FieldDefinition[], incoming: Record<string, unknown> | undefined, context: { stored?: Record<string, unknown> | null; mode?: 'create' | 'update' } = {}): Promise<FieldValidationResult> {
  return validateFields({ definitions, stored: context.stored ?? null, incoming, mode: context.mode ?? 'create', now: NOW, lookup });
}

async function accepts(definitions: FieldDefinition[], incoming: Record<string, unknown>, expected: Record<string, unknown>, context?: Parameters<typeof run>[2]) {
  const result = await run(definitions, incoming, context);
  assert.deepEqual(result, { ok: true, fields: expected });
}

async function refuses(definitions: FieldDefinition[], incoming: Record<string, unknown>, key: string, message: string | RegExp, context?: Parameters<typeof run>[2]) {
  const result = await run(definitions, incoming, context);
  assert.equal(result.ok, false, `expected a refusal of ${key}`);
  if (result.ok) return;
  const refusal = result.refusals.find((r) => r.key === key);
  assert.ok(refusal, `refusal for ${key} in ${JSON.stringify(result.refusals)}`);
  if (typeof message === 'string') assert.equal(refusal.message, message);
  else assert.match(refusal.message, message);
}

describe('value formats, one accepted and one refused value per type', () => {
  const cases: Array<[FieldType, unknown, unknown, string]> = [
    ['string', 'hello', 5, 'must be a string'],
    ['text', 'long text', ['x'], 'must be a string'],
    ['number', 2.5, '2.5', 'must be a number'],
    ['integer', 7, 7.5, 'must be an integer'],
    ['boolean', false, 'false', 'must be true or false'],
    ['date', '2026-02-28', '2026-02-30', 'must be a date (YYYY-MM-DD)'],
    ['datetime', '2026-11-21T10:00:00+01:00', '2026-11-21T10:00:00', 'must be an ISO 8601 date-time with a timezone'],
    ['enum', 'a', 'z', '"z" is not one of: a, b'],
    ['multi_enum', ['a', 'b'], 'a', 'must be an array of option values'],
    ['user', USER, 'not-a-uuid', 'must be the UUID of a user'],
    ['asset', ASSET, 42, 'must be the UUID of an asset'],
  ];
  for (const [type, good, bad, message] of cases) {
    test(`${type}: accepts ${JSON.stringify(good)}, refuses ${JSON.stringify(bad)}`, async () => {
      const defs = [fieldDefinition('f', type, type === 'enum' || type === 'multi_enum' ? CHOICES : {})];
      await accepts(defs, { f: good }, { f: good });
      await refuses(defs, { f: bad }, 'f', message);
    });
  }
  test('user and asset values must exist in the organization (one batched lookup)', async () => {
    await refuses([fieldDefinition('u', 'user')], { u: '33333333-3333-4333-8333-333333333333' }, 'u', 'is not a user of the organization');
    await refuses([fieldDefinition('a', 'asset')], { a: '33333333-3333-4333-8333-333333333333' }, 'a', 'is not an asset of the organization');
    let calls = 0;
    await validateFields({
      definitions: [fieldDefinition('u', 'user'), fieldDefinition('v', 'user'), fieldDefinition('a', 'asset')], stored: null, incoming: { u: USER, v: USER, a: ASSET },
      mode: 'create', now: NOW, lookup: async (refs) => { calls++; return lookup(refs); },
    });
    assert.equal(calls, 1);
  });
  test('multi_enum refuses repeated and unknown options', async () => {
    await refuses([fieldDefinition('m', 'multi_enum', CHOICES)], { m: ['a', 'a'] }, 'm', 'must not repeat an option');
    await refuses([fieldDefinition('m', 'multi_enum', CHOICES)], { m: ['a', 'zz'] }, 'm', '"zz" is not one of: a, b');
  });
});

describe('constraints', () => {
  const cases: Array<[string, FieldDefinition, unknown, unknown, string]> = [
    ['minLength (string)', fieldDefinition('f', 'string', { constraints: { minLength: 3 } }), 'abc', 'ab', 'must have at least 3 characters'],
    ['maxLength (text)', fieldDefinition('f', 'text', { constraints: { maxLength: 4 } }), 'abcd', 'abcde', 'must have at most 4 characters'],
    ['maxLength counts characters, not UTF-16 units', fieldDefinition('f', 'string', { constraints: { maxLength: 2 } }), '😀😀', '😀😀😀', 'must have at most 2 characters'],
    ['minLength (multi_enum)', fieldDefinition('f', 'multi_enum', { ...CHOICES, constraints: { minLength: 2 } }), ['a', 'b'], ['a'], 'must have at least 2 options'],
    ['min (number)', fieldDefinition('f', 'number', { constraints: { min: 0 } }), 0, -0.5, 'must be at least 0'],
    ['max (integer)', fieldDefinition('f', 'integer', { constraints: { max: 10 } }), 10, 11, 'must be at most 10'],
    ['minDate (date string)', fieldDefinition('f', 'date', { constraints: { minDate: '2026-01-01' } }), '2026-01-01', '2025-12-31', 'must not be before 2026-01-01'],
    ['maxDate (date string on datetime)', fieldDefinition('f', 'datetime', { constraints: { maxDate: '2026-01-01' } }), '2025-12-31T23:59:59Z', '2026-01-01T00:00:01Z', 'must not be after 2026-01-01'],
    ['minDate relative today', fieldDefinition('f', 'date', { constraints: { minDate: { kind: 'relative', token: 'today' } } }), '2026-11-21', '2026-11-20', 'must not be before today'],
    ['maxDate relative today + 7 days (from)', fieldDefinition('f', 'date', { constraints: { maxDate: { kind: 'relative', from: 'today', days: 7 } } }), '2026-11-28', '2026-11-29', 'must not be after today + 7 days'],
    ['minDate relative now - 1 day on datetime', fieldDefinition('f', 'datetime', { constraints: { minDate: { kind: 'relative', token: 'now', days: -1 } } }), '2026-11-20T12:00:00Z', '2026-11-20T11:59:59Z', 'must not be before now - 1 days'],
  ];
  for (const [name, definition, good, bad, message] of cases) {
    test(name, async () => {
      await accepts([definition], { f: good }, { f: good });
      await refuses([definition], { f: bad }, 'f', message);
    });
  }
  test('minDate from another field (+ days), not applied while that field is empty', async () => {
    const defs = [fieldDefinition('start', 'date'), fieldDefinition('end', 'date', { constraints: { minDate: { kind: 'field', key: 'start', days: 1 } } })];
    await accepts(defs, { start: '2026-05-01', end: '2026-05-02' }, { start: '2026-05-01', end: '2026-05-02' });
    await refuses(defs, { start: '2026-05-01', end: '2026-05-01' }, 'end', 'must not be before field "start" + 1 days');
    await accepts(defs, { end: '1999-01-01' }, { end: '1999-01-01' });
    await refuses(defs, { end: '2026-04-30' }, 'end', /before field "start"/, { mode: 'update', stored: { start: '2026-05-01' } });
  });
});

describe('required, requiredWhen, visibility', () => {
  const severity = fieldDefinition('severity', 'enum', CHOICES);
  test('required is enforced on create', async () => {
    await refuses([fieldDefinition('r', 'string', { required: true })], {}, 'r', 'is required');
    await refuses([fieldDefinition('r', 'string', { required: true })], { r: '' }, 'r', 'is required');
    await refuses([fieldDefinition('r', 'multi_enum', { ...CHOICES, required: true })], { r: [] }, 'r', 'is required');
    await accepts([fieldDefinition('r', 'string', { required: true })], { r: 'x' }, { r: 'x' });
  });
  test('on update, required is checked only for sent keys', async () => {
    const defs = [fieldDefinition('r', 'string', { required: true }), fieldDefinition('o', 'string')];
    await accepts(defs, { o: 'x' }, { o: 'x' }, { mode: 'update', stored: {} });
    await refuses(defs, { r: null }, 'r', 'is required', { mode: 'update', stored: { r: 'was' } });
  });
  test('requiredWhen applies while its condition holds', async () => {
    const defs = [severity, fieldDefinition('reason', 'string', { logic: { requiredWhen: { op: 'eq', fieldId: 'severity', value: 'b' } } })];
    await refuses(defs, { severity: 'b' }, 'reason', 'is required');
    await accepts(defs, { severity: 'a' }, { severity: 'a' });
    await accepts(defs, { severity: 'b', reason: 'because' }, { severity: 'b', reason: 'because' });
  });
  test('visibility: a value for a hidden field is refused; a hidden field is never required', async () => {
    const defs = [severity, fieldDefinition('detail', 'string', { required: true, logic: { visibility: { op: 'eq', fieldId: 'severity', value: 'b' } } })];
    await refuses(defs, { severity: 'a', detail: 'x' }, 'detail', 'is hidden by its visibility condition');
    await accepts(defs, { severity: 'a' }, { severity: 'a' });
    await refuses(defs, { severity: 'b' }, 'detail', 'is required');
  });
  test('visibility is evaluated on the merged record on update', async () => {
    const defs = [severity, fieldDefinition('detail', 'string', { logic: { visibility: { op: 'eq', fieldId: 'severity', value: 'b' } } })];
    await accepts(defs, { detail: 'x' }, { severity: 'b', detail: 'x' }, { mode: 'update', stored: { severity: 'b' } });
    await refuses(defs, { detail: 'x' }, 'detail', 'is hidden by its visibility condition', { mode: 'update', stored: { severity: 'a' } });
  });
});

describe('defaults, patches, absent values', () => {
  test('defaults fill omitted keys on create only; null means absent', async () => {
    const defs = [fieldDefinition('d', 'string', { defaultValue: 'dflt' }), fieldDefinition('n', 'number', { defaultValue: 3 })];
    await accepts(defs, {}, { d: 'dflt', n: 3 });
    await accepts(defs, { d: null }, { n: 3 });
    await accepts(defs, {}, {}, { mode: 'update', stored: {} });
  });
  test('defaults of hidden fields are not applied', async () => {
    const defs = [fieldDefinition('s', 'enum', CHOICES), fieldDefinition('d', 'string', { defaultValue: 'x', logic: { visibility: { op: 'eq', fieldId: 's', value: 'b' } } })];
    await accepts(defs, { s: 'a' }, { s: 'a' });
    await accepts(defs, { s: 'b' }, { s: 'b', d: 'x' });
  });
  test('update is a partial patch: sent keys written, null clears, others kept', async () => {
    const defs = [fieldDefinition('a', 'string'), fieldDefinition('b', 'string'), fieldDefinition('c', 'string')];
    await accepts(defs, { a: 'new', b: null }, { a: 'new', c: 'keep' }, { mode: 'update', stored: { a: 'old', b: 'gone', c: 'keep' } });
  });
  test('unknown keys are refused, one refusal per key', async () => {
    const result = await run([fieldDefinition('a', 'string')], { nope: 1, a: 5, other: 'x' });
    assert.deepEqual(result, { ok: false, refusals: [
      { key: 'nope', message: 'is not a field of this module' },
      { key: 'a', message: 'must be a string' },
      { key: 'other', message: 'is not a field of this module' },
    ] });
  });
});

describe('retired definitions and archived options', () => {
  const retired = fieldDefinition('r', 'string', { retired: true });
  test('a retired field accepts its stored value (echo) or null, refuses a new value', async () => {
    await accepts([retired], { r: 'kept' }, { r: 'kept' }, { mode: 'update', stored: { r: 'kept' } });
    await accepts([retired], { r: null }, {}, { mode: 'update', stored: { r: 'kept' } });
    await refuses([retired], { r: 'new' }, 'r', 'is retired: only its stored value or null is accepted', { mode: 'update', stored: { r: 'kept' } });
    await refuses([retired], { r: 'x' }, 'r', /is retired/);
  });
  test('an archived enum option is accepted only as the stored value', async () => {
    await accepts([fieldDefinition('e', 'enum', CHOICES)], { e: 'old' }, { e: 'old' }, { mode: 'update', stored: { e: 'old' } });
    await refuses([fieldDefinition('e', 'enum', CHOICES)], { e: 'old' }, 'e', 'option "old" is archived', { mode: 'update', stored: { e: 'a' } });
  });
  test('an archived multi_enum option is accepted only if already held', async () => {
    await accepts([fieldDefinition('m', 'multi_enum', CHOICES)], { m: ['old', 'b'] }, { m: ['old', 'b'] }, { mode: 'update', stored: { m: ['old'] } });
    await refuses([fieldDefinition('m', 'multi_enum', CHOICES)], { m: ['old'] }, 'm', 'option "old" is archived');
  });
  test('retired definitions apply no defaults and are never required', async () => {
    await accepts([fieldDefinition('r', 'string', { retired: true, required: true, defaultValue: 'x' })], {}, {});
  });
});
