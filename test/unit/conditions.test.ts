import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { conditionKeys, conditionProblems, evaluateCondition } from '../../src/modules/custom-fields/conditions.js';
import type { Condition } from '../../src/modules/custom-fields/definitions.js';
import type { FieldType } from '../../src/modules/custom-fields/field-types.js';
import { fieldDefinition, options } from '../helpers/field-definitions.js';

const types: Record<string, FieldType> = { s: 'string', n: 'number', d: 'date', t: 'datetime', e: 'enum', m: 'multi_enum', b: 'boolean' };
const typeOf = (key: string) => types[key];
const fields = { s: 'text', n: 5, d: '2026-03-01', t: '2026-03-01T10:00:00+01:00', e: 'a', m: ['x', 'y'], b: false, empty: '' };
const holds = (condition: Condition, values: Record<string, unknown> = fields) => evaluateCondition(condition, values, typeOf);

describe('every condition operator, holding and not holding', () => {
  const cases: Array<[string, Condition, Condition]> = [
    ['always', { op: 'always' }, { op: 'not', arg: { op: 'always' } }],
    ['eq', { op: 'eq', fieldId: 'e', value: 'a' }, { op: 'eq', fieldId: 'e', value: 'b' }],
    ['neq', { op: 'neq', fieldId: 'n', value: 4 }, { op: 'neq', fieldId: 'n', value: 5 }],
    ['in', { op: 'in', fieldId: 'e', values: ['c', 'a'] }, { op: 'in', fieldId: 'e', values: ['c'] }],
    ['notIn', { op: 'notIn', fieldId: 'e', values: ['c'] }, { op: 'notIn', fieldId: 'e', values: ['a'] }],
    ['gt (number)', { op: 'gt', fieldId: 'n', value: 4 }, { op: 'gt', fieldId: 'n', value: 5 }],
    ['gte (date)', { op: 'gte', fieldId: 'd', value: '2026-03-01' }, { op: 'gte', fieldId: 'd', value: '2026-03-02' }],
    ['lt (datetime, across offsets)', { op: 'lt', fieldId: 't', value: '2026-03-01T09:30:00Z' }, { op: 'lt', fieldId: 't', value: '2026-03-01T09:00:00Z' }],
    ['lte (number)', { op: 'lte', fieldId: 'n', value: 5 }, { op: 'lte', fieldId: 'n', value: 4.9 }],
    ['answered', { op: 'answered', fieldId: 's' }, { op: 'answered', fieldId: 'empty' }],
    ['and', { op: 'and', args: [{ op: 'always' }, { op: 'eq', fieldId: 'b', value: false }] }, { op: 'and', args: [{ op: 'always' }, { op: 'eq', fieldId: 'b', value: true }] }],
    ['or', { op: 'or', args: [{ op: 'eq', fieldId: 'e', value: 'z' }, { op: 'eq', fieldId: 'e', value: 'a' }] }, { op: 'or', args: [{ op: 'eq', fieldId: 'e', value: 'z' }] }],
    ['not', { op: 'not', arg: { op: 'eq', fieldId: 'e', value: 'z' } }, { op: 'not', arg: { op: 'eq', fieldId: 'e', value: 'a' } }],
  ];
  for (const [name, yes, no] of cases) {
    test(name, () => {
      assert.equal(holds(yes), true);
      assert.equal(holds(no), false);
    });
  }
});

test('multi_enum: eq/neq/in/notIn test membership', () => {
  assert.equal(holds({ op: 'eq', fieldId: 'm', value: 'y' }), true);
  assert.equal(holds({ op: 'neq', fieldId: 'm', value: 'y' }), false);
  assert.equal(holds({ op: 'in', fieldId: 'm', values: ['q', 'x'] }), true);
  assert.equal(holds({ op: 'notIn', fieldId: 'm', values: ['q', 'x'] }), false);
  assert.equal(holds({ op: 'notIn', fieldId: 'm', values: ['q'] }), true);
});

test('absent values: eq/in/gt false, neq/notIn true, answered false', () => {
  const none = {};
  assert.equal(holds({ op: 'eq', fieldId: 'e', value: 'a' }, none), false);
  assert.equal(holds({ op: 'in', fieldId: 'e', values: ['a'] }, none), false);
  assert.equal(holds({ op: 'gt', fieldId: 'n', value: 1 }, none), false);
  assert.equal(holds({ op: 'neq', fieldId: 'e', value: 'a' }, none), true);
  assert.equal(holds({ op: 'notIn', fieldId: 'e', values: ['a'] }, none), true);
  assert.equal(holds({ op: 'answered', fieldId: 'e' }, none), false);
  assert.equal(holds({ op: 'answered', fieldId: 'm' }, { m: [] }), false);
});

test('a field keyed like an Object.prototype member is absent until it has a value', () => {
  const typeOfMember = (key: string) => (['constructor', 'toString', 'valueOf'].includes(key) ? 'string' : undefined);
  const member = (condition: Condition, values: Record<string, unknown>) => evaluateCondition(condition, values, typeOfMember);
  for (const key of ['constructor', 'toString', 'valueOf']) {
    assert.equal(member({ op: 'answered', fieldId: key }, {}), false, key);
    assert.equal(member({ op: 'neq', fieldId: key, value: 'a' }, {}), true, key);
    assert.equal(member({ op: 'eq', fieldId: key, value: 'a' }, { [key]: 'a' }), true, key);
  }
});

test('mismatched types are false, never an error', () => {
  assert.equal(holds({ op: 'eq', fieldId: 'n', value: '5' }), false);
  assert.equal(holds({ op: 'neq', fieldId: 'n', value: '5' }), false);
  assert.equal(holds({ op: 'gt', fieldId: 's', value: 1 }), false);
  assert.equal(holds({ op: 'in', fieldId: 'n', values: ['5'] }), false);
  assert.equal(holds({ op: 'notIn', fieldId: 'n', values: ['5'] }), false);
});

test('a null or missing condition holds; not(null) does not', () => {
  assert.equal(evaluateCondition(null, {}, typeOf), true);
  assert.equal(evaluateCondition(undefined, {}, typeOf), true);
  assert.equal(holds({ op: 'not', arg: null }), false);
});

test('conditionKeys lists every field read', () => {
  assert.deepEqual(conditionKeys({ op: 'and', args: [{ op: 'eq', fieldId: 'a', value: 1 }, { op: 'not', arg: { op: 'answered', fieldId: 'b' } }] }), ['a', 'b']);
});

describe('conditionProblems', () => {
  const byKey = new Map([fieldDefinition('n', 'number'), fieldDefinition('e', 'enum', { options: options('a') }), fieldDefinition('s', 'string'),
    fieldDefinition('gone', 'string', { retired: true })].map((d) => [d.key, d]));
  const problems = (condition: unknown) => conditionProblems(condition, byKey, 'logic.visibility');
  test('accepts well-formed conditions', () => {
    assert.deepEqual(problems({ op: 'and', args: [{ op: 'gt', fieldId: 'n', value: 3 }, { op: 'in', fieldId: 'e', values: ['a'] }, { op: 'not', arg: null }] }), []);
  });
  const refused: Array<[unknown, string]> = [
    [{ op: 'between' }, 'logic.visibility.op must be one of: always, and, or, not, in, notIn, answered, eq, neq, gt, gte, lt, lte'],
    [{ op: 'eq', fieldId: 'missing', value: 1 }, 'logic.visibility.fieldId "missing" is not an active field of this module'],
    [{ op: 'eq', fieldId: 'gone', value: 'x' }, 'logic.visibility.fieldId "gone" is not an active field of this module'],
    [{ op: 'eq', fieldId: 'n', value: 'three' }, 'logic.visibility.value must be a number (field "n" is number)'],
    [{ op: 'eq', fieldId: 'e', value: 'zz' }, 'logic.visibility.value "zz" is not an option of field "e"'],
    [{ op: 'gt', fieldId: 's', value: 'x' }, 'logic.visibility: op "gt" needs a number, integer, date or datetime field; "s" is string'],
    [{ op: 'in', fieldId: 'n', values: [] }, 'logic.visibility.values must be a non-empty array'],
    [{ op: 'and', args: [] }, 'logic.visibility.args must be a non-empty array of conditions'],
    [{ op: 'eq', fieldId: 'n' }, 'logic.visibility.value is required for op "eq"'],
    [{ op: 'always', fieldId: 'n' }, "logic.visibility: property 'fieldId' does not belong to op \"always\""],
    ['eq', 'logic.visibility must be a condition object'],
  ];
  for (const [condition, message] of refused) {
    test(`refuses ${JSON.stringify(condition)}`, () => assert.deepEqual(problems(condition), [message]));
  }
});
