/**
 * The instants a request takes (`format: date-time` in the API document: `dueDate`, `createdAt`,
 * `updatedAfter`, `since`…). The service refuses a date without a time, and a time without a zone
 * (`400 validation_error`), so the types do too: a `Date` (sent as ISO 8601 in UTC, JSON's
 * `toJSON()` in a body, `toISOString()` in a query), or a string with a date, a `T`, a time and
 * `Z` or an offset. Answers keep `string`: the service always sends ISO 8601 in UTC.
 */

/** An ISO 8601 date-time with a zone, such as `2026-12-01T17:00:00Z` or `2026-12-01T17:00:00+01:00`. */
export type DateTimeString =
  | `${number}-${number}-${number}T${string}Z`
  | `${number}-${number}-${number}T${string}${'+' | '-'}${string}`;

/** What a request's date-time takes: a `Date`, or an ISO 8601 date-time string with a zone. */
export type DateTimeInput = Date | DateTimeString;
