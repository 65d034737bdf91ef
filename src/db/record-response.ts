/**
 * The response of a write that answers with the one record it wrote (a POST upsert): 201 when it
 * created the record, 200 when it updated it, and the record as `{"data":<record>}`, JSON. The
 * route sends it (src/http/json-text.ts) and a keyed write's statement stores the same response
 * for its Idempotency-Key (idempotency-keys.ts, `keyedStatementSql`): both take it from here, so
 * a replay answers exactly what the first request did.
 */

/** The content type of a JSON body as the service sends it. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The status of a write answering with its record: created or updated. */
export const recordStatus = (created: boolean): 200 | 201 => (created ? 201 : 200);

const DATA_PREFIX = '{"data":';
const DATA_SUFFIX = '}';

/** `{"data":<record>}` around a record's JSON text. */
export const dataBody = (recordJson: string): string => `${DATA_PREFIX}${recordJson}${DATA_SUFFIX}`;

/** The same body as SQL, around an expression giving a record's JSON text. */
export const dataBodySql = (recordJson: string): string => `'${DATA_PREFIX}' || ${recordJson} || '${DATA_SUFFIX}'`;

/** The stored headers of that response. */
export const recordResponseHeaders = (): Record<string, string> => ({ 'content-type': JSON_CONTENT_TYPE });
