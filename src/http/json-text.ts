/**
 * Sending a body that is already JSON text (records the database built): Fastify writes a
 * string with a JSON content type as it is, skipping the response serializer. The route's
 * response schema still documents the shape; tests hold the text to it.
 */
import type { FastifyReply } from 'fastify';
import { dataBody, JSON_CONTENT_TYPE, recordStatus } from '../db/record-response.js';

export { dataBody, JSON_CONTENT_TYPE } from '../db/record-response.js';

export function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(body);
}

/** The answer of a write with the record it wrote (src/db/record-response.ts): 201 created, 200 updated. */
export const sendWrittenRecord = (reply: FastifyReply, recordJson: string, created: boolean): FastifyReply =>
  sendJson(reply.status(recordStatus(created)), dataBody(recordJson));

/** `{"data":[…],"meta":…}` around records the database built. */
export const listBody = (recordJsons: readonly string[], meta: unknown): string =>
  `{"data":[${recordJsons.join(',')}],"meta":${JSON.stringify(meta)}}`;
