/**
 * The body of a GET of one record, `{"data":<record>}`, built by one function per record that both
 * the GET route sends and If-Match's check hashes (DECISIONS 15): the current tag of a record a
 * write targets is the tag its GET answers, by construction, without running the GET.
 */
import type { TSchema } from 'typebox';
import { dataBody } from '../db/record-response.js';
import { entityTagOf } from './entity-tags.js';
import { AppError } from './errors.js';
import { compileRecordSerializer } from './stream-list.js';

/**
 * The body of a record mapped in TypeScript: its response schema's serializer, compiled once (or
 * the serializer a route has compiled already for its list).
 */
export function recordBody<T>(schema: TSchema | ((record: T) => string)): (record: T) => string {
  const serialize = typeof schema === 'function' ? schema : compileRecordSerializer<T>(schema);
  return (record) => dataBody(serialize(record));
}

/**
 * If-Match's current record (`config.currentTag`): the tag of the first of `bodies` whose record
 * exists, in the order the write looks for its record; null when none does (a body whose read
 * refuses with a 4xx, a 404 above all, has no record).
 */
export async function firstRecordTag(bodies: ReadonlyArray<() => Promise<string>>): Promise<string | null> {
  for (const body of bodies) {
    try {
      return entityTagOf(await body());
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    }
  }
  return null;
}
