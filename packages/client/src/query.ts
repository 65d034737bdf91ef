/**
 * Query strings as the service reads them: the JSON-in-query parameters (`fieldFilters`,
 * `fieldSort`) as JSON text, a list parameter (`eventExternalId=a&eventExternalId=b`) repeated,
 * a `Date` (a date-time parameter such as `updatedAfter`) as ISO 8601 in UTC, everything else
 * as its string form; undefined left out.
 */
const JSON_IN_QUERY = new Set(['fieldFilters', 'fieldSort']);

const textOf = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

export function serializeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (JSON_IN_QUERY.has(name)) search.set(name, JSON.stringify(value));
    else if (Array.isArray(value)) for (const each of value) search.append(name, textOf(each));
    else search.set(name, textOf(value));
  }
  return search.toString();
}
