import assert from 'node:assert/strict';
import { test } from 'node:test';
import { conditionCycle, definitionProblems } from '../../src/modules/custom-fields/definition-rules.js';
import type { FieldDefinition } from '../../src/modules/custom-fields/definitions.js';
import { fieldDefinition, options } from '../helpers/field-definitions.js';

test('a valid definition has no problems', () => {
  assert.deepEqual(definitionProblems(fieldDefinition('sev', 'enum', { options: options('low', 'high'), defaultValue: 'low' }), []), []);
  assert.deepEqual(definitionProblems(fieldDefinition('due', 'date', { constraints: { minDate: { kind: 'relative', token: 'today' } } }), []), []);
});

const cases: Array<[string, FieldDefinition, FieldDefinition[], string]> = [
  ['options on a non-choice type', fieldDefinition('s', 'string', { options: options('a') }), [], 'options are only for enum and multi_enum fields, not string'],
  ['an enum without options', fieldDefinition('e', 'enum'), [], 'options: a enum field needs at least one active option'],
  ['repeated option values', fieldDefinition('e', 'multi_enum', { options: options('a', 'a') }), [], 'options: value "a" appears more than once'],
  ['a constraint of another type', fieldDefinition('n', 'number', { constraints: { maxLength: 3 } }), [], 'constraints.maxLength does not apply to a number field'],
  ['min above max', fieldDefinition('n', 'number', { constraints: { min: 5, max: 1 } }), [], 'constraints.min is greater than max'],
  ['minLength above maxLength', fieldDefinition('s', 'string', { constraints: { minLength: 5, maxLength: 1 } }), [], 'constraints.minLength is greater than maxLength'],
  ['a malformed date bound', fieldDefinition('d', 'date', { constraints: { minDate: '2026-13-01' } }), [], 'constraints.minDate "2026-13-01" is not a valid date (YYYY-MM-DD)'],
  ['a relative bound with a bad token', fieldDefinition('d', 'date', { constraints: { minDate: { kind: 'relative', token: 'yesterday' as 'today' } } }), [], 'constraints.minDate.token must be "today" or "now"'],
  ['a field bound naming a non-date field', fieldDefinition('d', 'date', { constraints: { minDate: { kind: 'field', key: 'n' } } }), [fieldDefinition('n', 'number')], 'constraints.minDate.key must name another date or datetime field of this module'],
  ['a default of the wrong type', fieldDefinition('n', 'number', { defaultValue: 'x' }), [], 'defaultValue must be a number'],
  ['a default outside the options', fieldDefinition('e', 'enum', { options: options('a'), defaultValue: 'b' }), [], 'defaultValue "b" is not one of: a'],
  ['a default breaking a constraint', fieldDefinition('n', 'integer', { constraints: { max: 3 }, defaultValue: 4 }), [], 'defaultValue must be at most 3'],
  ['a default on a user field', fieldDefinition('u', 'user', { defaultValue: '11111111-1111-4111-8111-111111111111' }), [], 'defaultValue: a user field takes no default'],
  ['a condition on an unknown key', fieldDefinition('s', 'string', { logic: { visibility: { op: 'answered', fieldId: 'ghost' } } }), [], 'logic.visibility.fieldId "ghost" is not an active field of this module'],
  ['a condition operand of the wrong type', fieldDefinition('s', 'string', { logic: { requiredWhen: { op: 'eq', fieldId: 'n', value: 'x' } } }), [fieldDefinition('n', 'number')], 'logic.requiredWhen.value must be a number (field "n" is number)'],
];
for (const [name, candidate, others, message] of cases) {
  test(`refuses ${name}`, () => assert.ok(definitionProblems(candidate, others).includes(message), JSON.stringify(definitionProblems(candidate, others))));
}

test('condition cycles are found, through several fields', () => {
  const a = fieldDefinition('a', 'string', { logic: { visibility: { op: 'answered', fieldId: 'b' } } });
  const b = fieldDefinition('b', 'string', { logic: { requiredWhen: { op: 'answered', fieldId: 'c' } } });
  const c = fieldDefinition('c', 'string', { logic: { visibility: { op: 'answered', fieldId: 'a' } } });
  assert.deepEqual(conditionCycle([a, b, c]), ['a', 'b', 'c', 'a']);
  assert.ok(definitionProblems(c, [a, b]).includes('logic forms a cycle: a → b → c → a'));
  assert.equal(conditionCycle([a, b]), null);
  const self = fieldDefinition('s', 'string', { logic: { visibility: { op: 'answered', fieldId: 's' } } });
  assert.deepEqual(conditionCycle([self]), ['s', 's']);
});

test("changing a field re-checks the other fields' conditions", () => {
  const reader = fieldDefinition('r', 'string', { logic: { visibility: { op: 'gt', fieldId: 'n', value: 3 } } });
  const changed = fieldDefinition('n', 'string');
  assert.ok(definitionProblems(changed, [reader]).includes('field "r": logic.visibility: op "gt" needs a number, integer, date or datetime field; "n" is string'));
});
