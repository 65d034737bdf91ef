/**
 * The content coding a response is sent in, negotiated from the request's `Accept-Encoding` as
 * @fastify/compress does (its README, "Usage"): `br`, then `gzip`, at equal weight; `*` and
 * `x-gzip` read as `gzip`; a header naming neither (`identity`), or `x-no-compression` sent: none.
 */
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

export type ResponseEncoding = 'br' | 'gzip';

/** The codings the service sends, in its order of preference (@fastify/compress's `encodings`). */
export const RESPONSE_ENCODINGS: ResponseEncoding[] = ['br', 'gzip'];

export function responseEncodingOf(request: FastifyRequest): ResponseEncoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), RESPONSE_ENCODINGS);
}
