/**
 * Query strings as the service reads them: JSON-in-query parameters (`fieldFilters`,
 * `fieldSort`) as JSON text, everything else as its string form; undefined left out.
 */
export function serializeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    search.set(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}
