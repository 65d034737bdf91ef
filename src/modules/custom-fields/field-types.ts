/**
 * Custom-field types (spec 2.4, DECISIONS 10): for each type, the filter operators it accepts
 * and the check of a value's format. One pure function per type, in a map keyed by type.
 */
import { isUuid } from '../../lib/uuid.js';

export const FIELD_TYPES = ['string', 'text', 'number', 'integer', 'boolean', 'date', 'datetime', 'enum', 'multi_enum', 'user', 'asset'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FILTER_OPS = ['eq', 'neq', 'contains', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull', 'isNotNull'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

const TEXT_OPS: FilterOp[] = ['eq', 'neq', 'contains', 'in', 'isNull', 'isNotNull'];
const ORDERED_OPS: FilterOp[] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull', 'isNotNull'];
const CHOICE_OPS: FilterOp[] = ['eq', 'neq', 'in', 'isNull', 'isNotNull'];

export const OPS_BY_TYPE: Record<FieldType, readonly FilterOp[]> = {
  string: TEXT_OPS,
  text: TEXT_OPS,
  number: ORDERED_OPS,
  integer: ORDERED_OPS,
  date: ORDERED_OPS,
  datetime: ORDERED_OPS,
  boolean: ['eq', 'neq', 'isNull', 'isNotNull'],
  enum: CHOICE_OPS,
  user: CHOICE_OPS,
  asset: CHOICE_OPS,
  multi_enum: ['contains', 'in', 'isNull', 'isNotNull'],
};

/** Types whose values have an order (range filters, gt/lt conditions, min/max constraints). */
export const ORDERED_TYPES: ReadonlySet<FieldType> = new Set(['number', 'integer', 'date', 'datetime']);

export const isFieldType = (value: unknown): value is FieldType => (FIELD_TYPES as readonly unknown[]).includes(value);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

function realDate(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isDateValue(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE.exec(value);
  return m !== null && realDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

export function isDateTimeValue(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATETIME.exec(value);
  return m !== null && realDate(Number(m[1]), Number(m[2]), Number(m[3]))
    && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60 && !Number.isNaN(Date.parse(value));
}

/**
 * Why a value does not have the type's format, or null when it has. Options are checked
 * separately (they depend on the definition, not the type).
 */
export const FORMAT_CHECKS: Record<FieldType, (value: unknown) => string | null> = {
  string: (v) => (typeof v === 'string' ? null : 'must be a string'),
  text: (v) => (typeof v === 'string' ? null : 'must be a string'),
  number: (v) => (typeof v === 'number' && Number.isFinite(v) ? null : 'must be a number'),
  integer: (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? null : 'must be an integer'),
  boolean: (v) => (typeof v === 'boolean' ? null : 'must be true or false'),
  date: (v) => (isDateValue(v) ? null : 'must be a date (YYYY-MM-DD)'),
  datetime: (v) => (isDateTimeValue(v) ? null : 'must be an ISO 8601 date-time with a timezone'),
  enum: (v) => (typeof v === 'string' ? null : 'must be one of the option values'),
  multi_enum: (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? null : 'must be an array of option values'),
  user: (v) => (typeof v === 'string' && isUuid(v) ? null : 'must be the UUID of a user'),
  asset: (v) => (typeof v === 'string' && isUuid(v) ? null : 'must be the UUID of an asset'),
};

/** A comparable number for ordered values: numbers as is, dates and datetimes as epoch ms. */
export function orderedValue(type: FieldType, value: unknown): number | null {
  if ((type === 'number' || type === 'integer') && typeof value === 'number') return value;
  if (type === 'date' && isDateValue(value)) return Date.parse(`${value}T00:00:00Z`);
  if (type === 'datetime' && isDateTimeValue(value)) return Date.parse(value);
  return null;
}
