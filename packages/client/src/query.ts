/**
 * Query strings as the service reads them: the JSON-in-query parameters (`fieldFilters`,
 * `fieldSort`) as JSON text, a list parameter (`eventExternalId=a&eventExternalId=b`) repeated,
 * everything else as its string form; undefined left out.
 */
const JSON_IN_QUERY = new Set(['fieldFilters', 'fieldSort']);

export function serializeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (JSON_IN_QUERY.has(name)) search.set(name, JSON.stringify(value));
    else if (Array.isArray(value)) for (const each of value) search.append(name, String(each));
    else search.set(name, String(value));
  }
  return search.toString();
}
