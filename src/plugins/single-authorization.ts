/**
 * One Authorization header per request (DECISIONS 3): Node keeps the first of several and
 * drops the others silently, so which credential counts would depend on header order. Two or
 * more (counted in the raw headers, case-insensitively) are a 400 on every route, before any
 * authentication. The scheme name stays case-insensitive (`bearer` works, RFC 7235).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.js';

/** How many Authorization headers a request carried (raw headers alternate name, value). */
export function authorizationHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() === 'authorization') count++;
  }
  return count;
}

export function registerSingleAuthorizationRule(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const count = authorizationHeaderCount(request.raw.rawHeaders);
    if (count > 1) throw new AppError('bad_request', `Send one Authorization header: this request has ${count}`);
  });
}
