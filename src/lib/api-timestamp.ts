/**
 * A stored timestamp as the API shows it (DECISIONS 3, 5): UTC with milliseconds, truncated,
 * never rounded up, so a record's `updatedAt` passed back as `updatedAfter` can only repeat it,
 * never skip a neighbour. The database's own twin is `apiTimestampSql` (src/db/json-sql.ts).
 */

/** PostgreSQL's text of a timestamp(tz). */
export const PG_TIMESTAMP = /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?:([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/;

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

