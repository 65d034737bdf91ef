/**
 * Sending a body that is already JSON text (records the database built): Fastify writes a
 * string with a JSON content type as it is, skipping the response serializer. The route's
 * response schema still documents the shape; tests hold the text to it.
 */
import type { FastifyReply } from 'fastify';

/** The content type of a JSON body as the service sends it. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(body);
}

/** `{"data":<record>}` around a record the database built. */
export const dataBody = (recordJson: string): string => `{"data":${recordJson}}`;

/** `{"data":[…],"meta":…}` around records the database built. */
export const listBody = (recordJsons: readonly string[], meta: unknown): string =>
  `{"data":[${recordJsons.join(',')}],"meta":${JSON.stringify(meta)}}`;
