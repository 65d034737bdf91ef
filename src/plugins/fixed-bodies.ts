/**
 * Bodies that never change while the process runs (a route's `config.fixedBody`: the reference
 * page's 3.4 MiB bundle, the 600 KiB API document), encoded once per coding, on first request,
 * at a setting too slow to run per response, and kept. Encoding runs on libuv's thread pool (the
 * event loop is never held); requests arriving meanwhile wait for the same encoding.
 * Brotli quality 9 and gzip level 9: quality 11 saves 10 % more of the bundle but takes 5.5 s.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ResponseEncoding } from './response-encoding.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const ENCODE: Record<ResponseEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: {
    [constants.BROTLI_PARAM_QUALITY]: 9,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  } }),
  gzip: (body) => gzipped(body, { level: 9 }),
};

export class FixedBodies {
  /** One entry per route and coding: a handful of routes declare a fixed body. */
  private readonly encodings = new Map<string, Promise<Buffer>>();

  /** `body` in `encoding`, encoded the first time the route asks for it. */
  encoded(route: string, encoding: ResponseEncoding, body: Buffer): Promise<Buffer> {
    const key = `${encoding} ${route}`;
    let encoded = this.encodings.get(key);
    if (!encoded) {
      encoded = ENCODE[encoding](body);
      // A failed encoding is not kept: the next request tries again.
      encoded.catch(() => this.encodings.delete(key));
      this.encodings.set(key, encoded);
    }
    return encoded;
  }
}
