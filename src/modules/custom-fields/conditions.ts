/**
 * Conditions of `logic.visibility` and `logic.requiredWhen` (spec 2.4, DECISIONS 10):
 * evaluation against a record's fields, and the check of a condition when a definition is saved.
 *
 * Evaluation: an absent value makes eq/in/gt… false and neq/notIn true; a value of another
 * type than the operand makes every comparison false, never an error; for multi_enum fields
 * eq/neq/in/notIn test membership. `answered` = present, not "", not [].
 */
import { excerpt, quote } from '../../http/quote.js';
import { ownValue } from '../../lib/own-value.js';
import { allOptionValues, type Condition, type FieldDefinition } from './definitions.js';
import { FORMAT_CHECKS, ORDERED_TYPES, orderedValue, type FieldType } from './field-types.js';

export const COMPARE_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const;
const CONDITION_OPS = ['always', 'and', 'or', 'not', 'in', 'notIn', 'answered', ...COMPARE_OPS];
const MAX_CONDITION_DEPTH = 10;

export const isAnswered = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

type TypeOf = (key: string) => FieldType | undefined;

function sameValue(type: FieldType | undefined, a: unknown, b: unknown): boolean | null {
  if (typeof a !== typeof b) return null; // mismatched types: not comparable
  if (type === 'datetime') {
    const [x, y] = [orderedValue(type, a), orderedValue(type, b)];
    return x !== null && y !== null ? x === y : a === b;
  }
  return a === b;
}

function compare(type: FieldType | undefined, op: 'gt' | 'gte' | 'lt' | 'lte', actual: unknown, operand: unknown): boolean {
  if (!type || !ORDERED_TYPES.has(type)) return false;
  const [a, b] = [orderedValue(type, actual), orderedValue(type, operand)];
  if (a === null || b === null) return false;
  return op === 'gt' ? a > b : op === 'gte' ? a >= b : op === 'lt' ? a < b : a <= b;
}

function matchesAny(type: FieldType | undefined, actual: unknown, operands: unknown[]): boolean | null {
  if (type === 'multi_enum') return Array.isArray(actual) ? operands.some((o) => actual.includes(o)) : null;
  let comparable = false;
  for (const operand of operands) {
    const same = sameValue(type, actual, operand);
    if (same) return true;
    if (same !== null) comparable = true;
  }
  return comparable ? false : null;
}

export function evaluateCondition(condition: Condition | null | undefined, fields: Record<string, unknown>, typeOf: TypeOf): boolean {
  if (!condition) return true;
  switch (condition.op) {
    case 'always': return true;
    case 'and': return condition.args.every((c) => evaluateCondition(c, fields, typeOf));
    case 'or': return condition.args.some((c) => evaluateCondition(c, fields, typeOf));
    case 'not': return !evaluateCondition(condition.arg, fields, typeOf);
    case 'answered': return isAnswered(ownValue(fields, condition.fieldId));
    default: break;
  }
  const actual = ownValue(fields, condition.fieldId);
  const type = typeOf(condition.fieldId);
  const absent = actual === undefined || actual === null;
  switch (condition.op) {
    case 'eq':
    case 'neq': {
      if (absent) return condition.op === 'neq';
      const same = matchesAny(type, actual, [condition.value]);
      if (same === null) return false;
      return condition.op === 'eq' ? same : !same;
    }
    case 'in':
    case 'notIn': {
      if (absent) return condition.op === 'notIn';
      const any = matchesAny(type, actual, condition.values);
      if (any === null) return false;
      return condition.op === 'in' ? any : !any;
    }
    default:
      return !absent && compare(type, condition.op, actual, condition.value);
  }
}

/** Every field key a condition reads. */
export function conditionKeys(condition: Condition | null | undefined): string[] {
  if (!condition) return [];
  switch (condition.op) {
    case 'always': return [];
    case 'and':
    case 'or': return condition.args.flatMap(conditionKeys);
    case 'not': return conditionKeys(condition.arg);
    default: return [condition.fieldId];
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function operandProblem(target: FieldDefinition, operand: unknown, where: string): string | null {
  const elementType: FieldType = target.type === 'multi_enum' ? 'enum' : target.type;
  const format = FORMAT_CHECKS[elementType](operand);
  if (format) return `${where} ${format} (field "${target.key}" is ${target.type})`;
  if ((target.type === 'enum' || target.type === 'multi_enum') && !allOptionValues(target).includes(operand as string)) {
    return `${where} ${quote(operand)} is not an option of field "${target.key}"`;
  }
  return null;
}

/**
 * Problems of a condition saved on a definition: shape, operators, referenced keys (active
 * fields of the same module) and operand types. `path` names where it sits.
 */
export function conditionProblems(condition: unknown, fieldsByKey: ReadonlyMap<string, FieldDefinition>, path: string, depth = 0): string[] {
  if (!isObject(condition)) return [`${path} must be a condition object`];
  if (depth > MAX_CONDITION_DEPTH) return [`${path} is nested deeper than ${MAX_CONDITION_DEPTH} levels`];
  const { op } = condition;
  if (typeof op !== 'string' || !CONDITION_OPS.includes(op)) return [`${path}.op must be one of: ${CONDITION_OPS.join(', ')}`];
  const allowed: Record<string, string[]> = {
    always: ['op'], and: ['op', 'args'], or: ['op', 'args'], not: ['op', 'arg'], answered: ['op', 'fieldId'],
    in: ['op', 'fieldId', 'values'], notIn: ['op', 'fieldId', 'values'],
  };
  const keys = allowed[op] ?? ['op', 'fieldId', 'value'];
  const extra = Object.keys(condition).filter((k) => !keys.includes(k));
  if (extra.length > 0) return [`${path}: property '${excerpt(extra[0]!)}' does not belong to op "${op}"`];
  if (op === 'always') return [];
  if (op === 'and' || op === 'or') {
    const args = condition.args;
    if (!Array.isArray(args) || args.length === 0) return [`${path}.args must be a non-empty array of conditions`];
    return args.flatMap((arg, i) => conditionProblems(arg, fieldsByKey, `${path}.args[${i}]`, depth + 1));
  }
  if (op === 'not') {
    return condition.arg === null || condition.arg === undefined ? [] : conditionProblems(condition.arg, fieldsByKey, `${path}.arg`, depth + 1);
  }
  const fieldId = condition.fieldId;
  if (typeof fieldId !== 'string') return [`${path}.fieldId must name a field`];
  const target = fieldsByKey.get(fieldId);
  if (!target || target.retired) return [`${path}.fieldId ${quote(fieldId)} is not an active field of this module`];
  if (op === 'answered') return [];
  if (op === 'in' || op === 'notIn') {
    const values = condition.values;
    if (!Array.isArray(values) || values.length === 0) return [`${path}.values must be a non-empty array`];
    return values.map((v, i) => operandProblem(target, v, `${path}.values[${i}]`)).filter((p): p is string => p !== null);
  }
  if (!('value' in condition)) return [`${path}.value is required for op "${op}"`];
  if (op !== 'eq' && op !== 'neq' && !ORDERED_TYPES.has(target.type)) {
    return [`${path}: op "${op}" needs a number, integer, date or datetime field; ${quote(fieldId)} is ${target.type}`];
  }
  const problem = operandProblem(target, condition.value, `${path}.value`);
  return problem ? [problem] : [];
}
