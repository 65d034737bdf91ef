/**
 * Unpaginated lists stream (ARCHITECTURE, DECISIONS 7): rows are read in keyset batches and
 * written out as `{"data":[…]}` while later batches are fetched, so memory stays flat however
 * many records an org holds.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { build } from 'fast-json-stringify';
import type { TSchema } from 'typebox';
import { currentReadRoute } from '../db/driver/read-routing.js';

export const STREAM_BATCH_SIZE = 1000;

/** Reads batches by calling `fetchAfter` with the last row of the previous batch. */
export async function* keysetBatches<Row>(
  fetchAfter: (last: Row | null, limit: number) => Promise<Row[]>,
  batchSize = STREAM_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let last: Row | null = null;
  for (;;) {
    const rows = await fetchAfter(last, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1]!;
  }
}

/** A serializer for one list element, compiled once from its response schema. */
export const compileRecordSerializer = <T>(schema: TSchema): ((record: T) => string) =>
  build(schema as object) as (record: T) => string;

/**
 * The size a written chunk grows to before it is handed to the socket. A batch's records joined
 * in one string (about 600 KB for 1,000 assets) landed in V8's large-object space, which only a
 * full collection frees: GET /v2/assets of 100,000 grew the process by up to 76 MB before one
 * came. Chunks of this size stay in the young generation, collected as they go.
 */
export const STREAM_CHUNK_CHARS = 32 * 1024;

async function* jsonDataArray<Row, Out>(
  batches: AsyncIterable<Row[]>,
  toRecord: (row: Row) => Out,
  serialize: (record: Out) => string,
  /** Run once every batch is read, before the last bytes: the request's read route settles (src/db/driver/read-routing.ts). */
  beforeEnd: () => Promise<void>,
): AsyncGenerator<string> {
  let first = true;
  let chunk = '{"data":[';
  for await (const rows of batches) {
    for (const row of rows) {
      chunk += (first ? '' : ',') + serialize(toRecord(row));
      first = false;
      if (chunk.length >= STREAM_CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
  }
  await beforeEnd();
  yield `${chunk}]}`;
}

/** Sends `{ data: [...] }` built from the batches, streamed. */
export function sendStreamedList<Row, Out>(
  reply: FastifyReply,
  batches: AsyncIterable<Row[]>,
  toRecord: (row: Row) => Out,
  serialize: (record: Out) => string,
): FastifyReply {
  // With replicas, the batches are read after the answer's headers: the client's floor moves before the body ends, not before it starts.
  const route = currentReadRoute();
  if (route) route.streaming = true;
  const beforeEnd = async () => route?.settle();
  return reply
    .type('application/json; charset=utf-8')
    .send(Readable.from(jsonDataArray(batches, toRecord, serialize, beforeEnd), { objectMode: false }));
}

/** Sends `{ data: [...] }` of records the database built as JSON text, streamed as they come. */
export const sendStreamedText = (reply: FastifyReply, batches: AsyncIterable<Array<{ record: string }>>): FastifyReply =>
  sendStreamedList(reply, batches, (row) => row.record, (text) => text);
