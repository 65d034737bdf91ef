/**
 * Compressed responses (docs/decisions/compression.md), with @fastify/compress.
 *
 * - A body of at least COMPRESSION_THRESHOLD_BYTES of a compressible type is sent `br` or `gzip`
 *   when the request's `Accept-Encoding` accepts one (`br` preferred at equal weight); otherwise,
 *   with `identity`, with no or an unusable header, it is sent as it is. Dynamic bodies are encoded
 *   per response at a fast setting (brotli quality 4 with a 256 KiB window, gzip level 6); a
 *   streamed list is encoded as a stream (memory stays flat).
 * - A body the route declares fixed (`config.fixedBody`: the reference bundle, the API document)
 *   is encoded once at a high setting and kept (fixed-bodies.ts).
 * - Every response with a body, and every 304, says `Vary: accept-encoding`, encoded or not.
 * - HEAD, 204 and 304 carry no body and are never encoded (Fastify's HEAD handler empties the
 *   body before the route's other onSend hooks run); request bodies are not decompressed.
 * - The ETag names the body before content coding (plugins/conditional-requests.ts hashes it
 *   before this runs): the same tag whether or not, and however, the body is encoded.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { FixedBodies } from './fixed-bodies.js';
import { RESPONSE_ENCODINGS, responseEncodingOf } from './response-encoding.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body never changes while the process runs: encoded once and kept (plugins/compression.ts). */
    fixedBody?: boolean;
  }
}

/** Bodies smaller than this are sent as they are: with the headers they fit one TCP segment either way. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Per response: brotli's quality 11 takes 30 ms for a page of 100 items; 4 takes under 1 ms and keeps most of the saving. */
const DYNAMIC_BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    // A 256 KiB window instead of 4 MiB: a response's encoder holds about half the memory, for the same size on a page.
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
};
const DYNAMIC_GZIP = { level: 6 };

/** Registers response compression on the app; before any route, whose options it reads. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  const fixedBodies = new FixedBodies();
  // Before @fastify/compress's own onRoute hook, so this route-level onSend runs before its
  // (after every instance-level onSend: the ETag and the 304 are already settled).
  app.addHook('onRoute', (route: RouteOptions) => {
    route.onSend = [...[route.onSend ?? []].flat(), async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 304 || (payload !== null && payload !== undefined && payload !== '')) varyOnAcceptEncoding(reply);
      if (!route.config?.fixedBody || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
      const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const encoding = responseEncodingOf(request);
      if (encoding === null || bytes.length < COMPRESSION_THRESHOLD_BYTES) return bytes;
      reply.header('content-encoding', encoding);
      return fixedBodies.encoded(route.url, encoding, bytes);
    }];
  });
  await app.register(compress, {
    encodings: RESPONSE_ENCODINGS,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: DYNAMIC_BROTLI,
    zlibOptions: DYNAMIC_GZIP,
    // Request bodies are read as they are sent, as before: no Content-Encoding is decoded.
    globalDecompression: false,
  });
}

/** As @fastify/compress spells it, so it adds no second one when it encodes. */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : [vary].flat().map(String);
  if (values.some((value) => /accept-encoding|\*/i.test(value))) return;
  reply.header('vary', [...values, 'accept-encoding'].join(', '));
}
