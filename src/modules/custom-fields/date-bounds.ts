/**
 * minDate / maxDate (DECISIONS 10): a date string, `{ kind: "relative", token: "today"|"now", days }`
 * (`from` is a synonym of `token`) or `{ kind: "field", key, days }`. The server's clock in UTC
 * decides "today". A bound naming a field without a value does not apply.
 */
import { excerpt, quote } from '../../http/quote.js';
import { ownValue } from '../../lib/own-value.js';
import type { DateBound } from './definitions.js';
import { isDateTimeValue, isDateValue, orderedValue, type FieldType } from './field-types.js';

const DAY_MS = 86_400_000;

function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** The bound as epoch milliseconds, or null when it does not apply. */
export function resolveDateBound(
  bound: DateBound, fieldType: FieldType, fields: Record<string, unknown>, typeOf: (key: string) => FieldType | undefined, now: Date,
): number | null {
  if (typeof bound === 'string') {
    if (isDateValue(bound)) return Date.parse(`${bound}T00:00:00Z`);
    return isDateTimeValue(bound) ? Date.parse(bound) : null;
  }
  const days = (bound.days ?? 0) * DAY_MS;
  if (bound.kind === 'relative') {
    const token = bound.token ?? bound.from ?? 'today';
    const base = token === 'today' || fieldType === 'date' ? startOfUtcDay(now.getTime()) : now.getTime();
    return base + days;
  }
  const other = ownValue(fields, bound.key);
  const type = typeOf(bound.key);
  const value = type ? orderedValue(type, other) : null;
  if (value === null) return null;
  return (fieldType === 'date' ? startOfUtcDay(value) : value) + days;
}

export function describeDateBound(bound: DateBound): string {
  if (typeof bound === 'string') return bound;
  const days = bound.days ? ` ${bound.days > 0 ? '+' : '-'} ${Math.abs(bound.days)} days` : '';
  return bound.kind === 'relative' ? `${bound.token ?? bound.from ?? 'today'}${days}` : `field "${bound.key}"${days}`;
}

/** Problems of a bound saved on a definition of `fieldType`. */
export function dateBoundProblem(bound: unknown, name: string, fieldType: FieldType, dateFieldKeys: ReadonlySet<string>, selfKey: string): string | null {
  if (typeof bound === 'string') {
    return isDateValue(bound) || (fieldType === 'datetime' && isDateTimeValue(bound)) ? null : `${name} ${quote(bound)} is not a valid ${fieldType === 'date' ? 'date (YYYY-MM-DD)' : 'date or date-time'}`;
  }
  if (typeof bound !== 'object' || bound === null || Array.isArray(bound)) return `${name} must be a date string or a bound object`;
  const b = bound as Record<string, unknown>;
  if (b.days !== undefined && !Number.isInteger(b.days)) return `${name}.days must be an integer`;
  if (b.kind === 'relative') {
    const token = b.token ?? b.from ?? 'today';
    if (token !== 'today' && token !== 'now') return `${name}.token must be "today" or "now"`;
    const extra = Object.keys(b).filter((k) => !['kind', 'token', 'from', 'days'].includes(k));
    return extra.length > 0 ? `${name}: unknown property '${excerpt(extra[0]!)}'` : null;
  }
  if (b.kind === 'field') {
    if (typeof b.key !== 'string' || !dateFieldKeys.has(b.key) || b.key === selfKey) {
      return `${name}.key must name another date or datetime field of this module`;
    }
    const extra = Object.keys(b).filter((k) => !['kind', 'key', 'days'].includes(k));
    return extra.length > 0 ? `${name}: unknown property '${excerpt(extra[0]!)}'` : null;
  }
  return `${name}.kind must be "relative" or "field"`;
}
