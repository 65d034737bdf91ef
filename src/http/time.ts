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
import { quote } from './quote.js';

const BOUND = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2})?)$/;
const PG_TIMESTAMP = /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?:([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/;

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

/** A stored timestamp (PostgreSQL text) as the API shows it: UTC, milliseconds, truncated. */
export function toApiTimestamp(stored: string): string {
  const m = PG_TIMESTAMP.exec(stored);
  if (!m) throw new Error(`Unexpected timestamp text from the database: ${stored}`);
  const [, y, mo, d, h, mi, s, fraction = '', sign, oh = '00', om = '00', os = '00'] = m as unknown as string[];
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  if (!sign || (oh === '00' && om === '00' && os === '00')) {
    return `${y}-${mo}-${d}T${h}:${mi}:${s}.${millis}Z`;
  }
  const offsetMs = (sign === '+' ? 1 : -1) * ((Number(oh) * 60 + Number(om)) * 60 + Number(os)) * 1000;
  const utc = new Date(0);
  utc.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  utc.setUTCHours(Number(h), Number(mi), Number(s), Number(millis));
  return new Date(utc.getTime() - offsetMs).toISOString();
}

export const toApiTimestampOrNull = (stored: string | null): string | null =>
  stored === null ? null : toApiTimestamp(stored);

/** Whether a value is a stored-timestamp text the API can serialize. */
export const isStoredTimestamp = (value: string): boolean => PG_TIMESTAMP.test(value);

/** Whether an ISO 8601 date-time (already format-checked) falls in years 1–9999, which every store accepts. */
export function isStorableDateTime(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return /^\d{4}-/.test(value) && year >= 1 && year <= 9999 && !Number.isNaN(Date.parse(value));
}
