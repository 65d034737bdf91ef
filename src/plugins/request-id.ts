/**
 * X-Request-Id on every response: the request's id (src/http/request-context.ts, `requestIdOf`,
 * which the app uses to name each request).
 */
import type { FastifyInstance } from 'fastify';

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
