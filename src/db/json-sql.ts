/**
 * Records built as JSON by the database (ARCHITECTURE: "the JSON built in SQL and sent as
 * text"). A hot read then costs the server no row parsing, no Date handling and no
 * serialization: the text goes to the socket as it came from PostgreSQL.
 */

/** SQL for a timestamptz as the API shows it: UTC, milliseconds, truncated (as `toApiTimestamp`). */
export const apiTimestampSql = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * SQL for a JSON object with these API keys (in this order) and SQL expressions, as compact
 * text. `row_to_json` over a one-row subselect is about a quarter cheaper than
 * `json_build_object` for a 32-key record and writes no spaces.
 */
export function jsonObjectSql(entries: Readonly<Record<string, string>>): string {
  const columns = Object.entries(entries).map(([key, expression]) => `${expression} AS "${apiKey(key)}"`);
  return `(SELECT row_to_json(r) FROM (SELECT ${columns.join(', ')}) r)::text`;
}

function apiKey(key: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`Not an API key: ${key}`);
  return key;
}

/**
 * A member of `jsonTextSql`, by what its SQL value is: `plain`, text that is never null and needs
 * no escaping (uuids, digits, timestamps, the service's own words), written as a JSON string;
 * `text`, any text, escaped, `null` when null; `json`, a json column that is never null, as stored.
 */
export type JsonMemberSql = { plain: string } | { text: string } | { json: string };

/**
 * SQL for a JSON object with these API keys (in this order) as compact text, by concatenation:
 * the same text `jsonObjectSql` gives, for rows whose values are text and stored JSON. A change
 * entry, whose record, changes and actor are stored JSON, is built this way at about 1.6 times
 * the rate of `row_to_json` (pgbench, a history page of 51 entries). A `plain` or `json` value
 * that is null would make the whole object null: use them on NOT NULL columns only (and a
 * timestamp that can be infinite, whose `to_char` is null, is not one).
 */
export function jsonTextSql(members: Readonly<Record<string, JsonMemberSql>>): string {
  const parts = Object.entries(members).map(([key, member], index) => {
    const lead = `${index === 0 ? '{' : ','}"${apiKey(key)}":`;
    if ('plain' in member) return `'${lead}"' || (${member.plain}) || '"'`;
    if ('text' in member) return `'${lead}' || coalesce(to_json(${member.text})::text, 'null')`;
    return `'${lead}' || (${member.json})::text`;
  });
  return `(${parts.join(' || ')} || '}')`;
}

/**
 * SQL for a column of another record a record shows (a name for an id it holds): the row `idRef`
 * of `table` in org `orgRef`, looked up only when the id is set; `value` is a column, or an
 * expression on the lookup's alias. A LEFT JOIN probes the other
 * table for every row; this made a GET by id of an action item 40 % faster on items that hold
 * no ids (0.25 against 0.17 ms a read). Modules export these for their own tables.
 */
export function lookupSql(table: string, value: string | ((alias: string) => string), orgRef: string, idRef: string): string {
  const alias = `${table}_lookup`;
  const selected = typeof value === 'string' ? `${alias}.${value}` : value(alias);
  return `CASE WHEN ${idRef} IS NULL THEN NULL ELSE (SELECT ${selected} FROM ${table} ${alias} WHERE ${alias}.organization_id = ${orgRef} AND ${alias}.id = ${idRef}) END`;
}
