/**
 * Time at the edge of the API (DECISIONS 3, 5).
 *
 * - Query bounds must carry `Z` or an offset; a `+` that arrived as a space is read as `+`.
 *   They keep their full precision (truncated to microseconds, never rounded up), so a bound
 *   never excludes a row that is later than it.
 * - Stored timestamps serialize as UTC with milliseconds, truncated, never rounded up: a
 *   record's `updatedAt` passed back as `updatedAfter` can only repeat it, never skip a neighbour.
 */
import { AppError } from './errors.js';
import { PG_TIMESTAMP } from '../lib/api-timestamp.js';
import { quote } from './quote.js';

export { toApiTimestamp, toApiTimestampOrNull } from '../lib/api-timestamp.js';

const BOUND = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2})?)$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Parses a time bound from a query string into a timestamptz literal for SQL.
 * Throws a 400 naming the parameter when it has no timezone or is not a real instant.
 */
export function parseTimeBound(raw: string, parameter: string): string {
  // "2026-11-21T10:00:00 01:00": an unencoded "+" decoded as a space.
  const value = raw.trim().replace(/^(.*\d)\s(\d{2}(?::?\d{2})?)$/, '$1+$2');
  const match = BOUND.exec(value);
  const refuse = (why: string) =>
    new AppError('validation_error', `query parameter ${parameter} ${why}`, {
      errors: [`query parameter ${parameter} ${why}`],
    });
  if (!match) {
    throw refuse(`must be an ISO 8601 date-time with a timezone (Z or an offset such as +01:00), got ${quote(raw)}`);
  }
  const [, y, mo, d, h, mi, s = '00', fraction = '', zulu, sign, oh = '00', om = '00'] = match as unknown as string[];
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (
    year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) ||
    Number(h) > 23 || Number(mi) > 59 || Number(s) > 59 || Number(oh) > 15 || Number(om) > 59
  ) {
    throw refuse(`is not a valid date-time: ${quote(raw)}`);
  }
  const micros = fraction.slice(0, 6);
  const offset = zulu ? '+00:00' : `${sign}${oh}:${om}`;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${micros ? `.${micros}` : ''}${offset}`;
}

/** Whether a value is a stored-timestamp text the API can serialize. */
export const isStoredTimestamp = (value: string): boolean => PG_TIMESTAMP.test(value);

/** Whether an ISO 8601 date-time (already format-checked) falls in years 1–9999, which every store accepts. */
export function isStorableDateTime(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return /^\d{4}-/.test(value) && year >= 1 && year <= 9999 && !Number.isNaN(Date.parse(value));
}
