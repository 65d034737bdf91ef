/**
 * The answer to a request no route matched (DECISIONS 3): 405 `method_not_allowed` with `Allow`
 * when the router serves its path under other methods (RFC 9110 asks a 405 to list them), else
 * 404 `not_found`. It is the not-found handler of the root and of /v2, so a 405 is answered
 * exactly where a 404 was: after the same hooks (under /v2 the API key, the rate limit and the
 * scope come first), with the same headers, and labelled `unmatched` in logs and metrics.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { excerpt } from './quote.js';

/** The methods the API routes, in the order `Allow` lists them; every route uses one of them. */
export const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods the router serves the request's path under (path parameters match as for routing). */
function allowedMethods(request: FastifyRequest): string[] {
  return ROUTED_METHODS.filter((method) => request.server.findRoute({ method, url: request.url }) !== null);
}

export function answerUnmatchedRoute(request: FastifyRequest, reply: FastifyReply) {
  const path = excerpt(request.url.split('?')[0] ?? '');
  const allowed = allowedMethods(request);
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    const allow = allowed.join(', ');
    return reply.status(405).header('allow', allow)
      .send({ code: 'method_not_allowed', message: `${request.method} is not allowed on ${path}: use one of ${allow}` });
  }
  return reply.status(404).send({ code: 'not_found', message: `No route ${request.method} ${path}` });
}
