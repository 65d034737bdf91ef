/**
 * fieldFilters and fieldSort (spec 4.2 rules 4–6, DECISIONS 10): parsed and checked against the
 * module's active definitions and their `ops`, then compiled to parameterised SQL over the
 * `fields` jsonb column. Comparisons are typed: numbers as numeric, dates as date, datetimes as
 * timestamptz (the cf_* functions, which the per-field expression indexes use), enums as
 * text; equality on other scalar types is jsonb containment, which the GIN index serves. Keys reach SQL only as the
 * stored definition's key (a validated identifier); every value is a parameter.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { likePattern } from '../../db/sql.js';
import { validationError } from '../../http/errors.js';
import { excerpt, quote } from '../../http/quote.js';
import type { FieldDefinition } from './definitions.js';
import { FORMAT_CHECKS, OPS_BY_TYPE, ORDERED_TYPES, type FieldType, type FilterOp } from './field-types.js';

export interface FieldFilter {
  definition: FieldDefinition;
  op: FilterOp;
  value?: unknown;
}

export interface FieldSort {
  definition: FieldDefinition;
  direction: 'asc' | 'desc';
}

export const MAX_FILTERS = 20;
const MAX_IN_VALUES = 100;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(raw: string, parameter: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw validationError([`query parameter ${parameter} is not valid JSON`]);
  }
}

function activeDefinition(key: unknown, definitions: readonly FieldDefinition[], where: string): FieldDefinition {
  if (typeof key !== 'string') throw validationError([`${where}.key must be a string`]);
  const definition = definitions.find((d) => d.key === key && !d.retired);
  if (!definition) throw validationError([`${where}.key ${quote(key)} is not a field of this module`]);
  return definition;
}

/** The element type a filter operand must have (multi_enum operands are single option values). */
const operandType = (type: FieldType): FieldType => (type === 'multi_enum' ? 'enum' : type);

function checkOperand(definition: FieldDefinition, value: unknown, where: string): void {
  const problem = FORMAT_CHECKS[operandType(definition.type)](value);
  if (problem) throw validationError([`${where} ${problem} (field "${definition.key}" is ${definition.type})`]);
}

export function parseFieldFilters(raw: string | undefined, definitions: readonly FieldDefinition[]): FieldFilter[] {
  if (raw === undefined) return [];
  const parsed = parseJson(raw, 'fieldFilters');
  if (!Array.isArray(parsed)) throw validationError(['query parameter fieldFilters must be a JSON array of { key, op, value }']);
  if (parsed.length > MAX_FILTERS) throw validationError([`query parameter fieldFilters takes at most ${MAX_FILTERS} filters`]);
  return parsed.map((entry, index): FieldFilter => {
    const where = `fieldFilters[${index}]`;
    if (!isObject(entry)) throw validationError([`${where} must be an object { key, op, value }`]);
    const extra = Object.keys(entry).find((k) => !['key', 'op', 'value'].includes(k));
    if (extra) throw validationError([`${where}: unknown property '${excerpt(extra)}'`]);
    const definition = activeDefinition(entry.key, definitions, where);
    const op = entry.op as FilterOp;
    if (typeof entry.op !== 'string' || !OPS_BY_TYPE[definition.type].includes(op)) {
      throw validationError([`${where}.op ${quote(entry.op)} is not accepted by field "${definition.key}" (${definition.type}): use one of ${OPS_BY_TYPE[definition.type].join(', ')}`]);
    }
    if (op === 'isNull' || op === 'isNotNull') {
      if ('value' in entry) throw validationError([`${where}: op ${op} takes no value`]);
      return { definition, op };
    }
    if (!('value' in entry)) throw validationError([`${where}.value is required for op ${op}`]);
    if (op === 'in') {
      const values = entry.value;
      if (!Array.isArray(values) || values.length === 0 || values.length > MAX_IN_VALUES) {
        throw validationError([`${where}.value must be an array of 1 to ${MAX_IN_VALUES} values for op in`]);
      }
      values.forEach((v, i) => checkOperand(definition, v, `${where}.value[${i}]`));
      return { definition, op, value: values };
    }
    checkOperand(definition, entry.value, `${where}.value`);
    return { definition, op, value: entry.value };
  });
}

export function parseFieldSort(raw: string | undefined, definitions: readonly FieldDefinition[]): FieldSort | null {
  if (raw === undefined) return null;
  const parsed = parseJson(raw, 'fieldSort');
  if (!isObject(parsed)) throw validationError(['query parameter fieldSort must be a JSON object { key, direction }']);
  const extra = Object.keys(parsed).find((k) => !['key', 'direction'].includes(k));
  if (extra) throw validationError([`fieldSort: unknown property '${excerpt(extra)}'`]);
  const definition = activeDefinition(parsed.key, definitions, 'fieldSort');
  if (definition.type === 'multi_enum') throw validationError([`fieldSort.key "${definition.key}" is a multi_enum field, which has no order`]);
  const direction = parsed.direction ?? 'asc';
  if (direction !== 'asc' && direction !== 'desc') throw validationError(['fieldSort.direction must be asc or desc']);
  return { definition, direction };
}

/** The typed value of a field for comparison and ordering (NULL when absent or of another type). */
export function typedFieldValue(fields: RawBuilder<unknown>, definition: FieldDefinition): RawBuilder<unknown> {
  const key = sql.lit(definition.key);
  switch (definition.type) {
    case 'number':
    case 'integer': return sql`cf_number(${fields} -> ${key})`;
    case 'date': return sql`cf_date(${fields} -> ${key})`;
    case 'datetime': return sql`cf_datetime(${fields} -> ${key})`;
    case 'boolean': return sql`(${fields} -> ${key})`;
    default: return sql`(${fields} ->> ${key})`;
  }
}

const SQL_TYPE: Partial<Record<FieldType, string>> = { number: 'numeric', integer: 'numeric', date: 'date', datetime: 'timestamptz' };
const COMPARATORS: Partial<Record<FilterOp, string>> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

const containment = (fields: RawBuilder<unknown>, key: string, value: unknown) =>
  sql<SqlBool>`(${fields} @> ${JSON.stringify({ [key]: value })}::jsonb)`;

export function fieldFilterSql(fields: RawBuilder<unknown>, filter: FieldFilter): RawBuilder<SqlBool> {
  const { definition, op, value } = filter;
  const key = definition.key;
  // Ordered types compare typed values; enums compare their text, which the field's statistics
  // describe (an enum value matches a fifth of the rows or so: the GIN index would only slow
  // the scan down). Other scalars use containment, which the GIN index serves.
  const compared = ORDERED_TYPES.has(definition.type) || definition.type === 'enum';
  const typed = typedFieldValue(fields, definition);
  const cast = sql.raw(SQL_TYPE[definition.type] ?? 'text');
  switch (op) {
    case 'isNull': return sql<SqlBool>`(NOT (${fields} ? ${key}))`;
    case 'isNotNull': return sql<SqlBool>`(${fields} ? ${key})`;
    case 'eq': return compared ? sql<SqlBool>`(${typed} = ${value}::${cast})` : containment(fields, key, value);
    case 'neq': return compared ? sql<SqlBool>`(${typed} IS DISTINCT FROM ${value}::${cast})` : sql<SqlBool>`(NOT ${containment(fields, key, value)})`;
    case 'contains':
      if (definition.type === 'multi_enum') return containment(fields, key, [value]);
      return sql<SqlBool>`(${typed} ILIKE ${likePattern(String(value))})`;
    case 'in': {
      const values = value as unknown[];
      if (definition.type === 'multi_enum') return sql<SqlBool>`((${fields} -> ${sql.lit(key)}) ?| ${values}::text[])`;
      if (compared) return sql<SqlBool>`(${typed} = ANY(${values.map(String)}::${cast}[]))`;
      return sql<SqlBool>`(${fields} @> ANY(${values.map((v) => JSON.stringify({ [key]: v }))}::jsonb[]))`;
    }
    default:
      return sql<SqlBool>`(${typed} ${sql.raw(COMPARATORS[op]!)} ${value}::${cast})`;
  }
}
