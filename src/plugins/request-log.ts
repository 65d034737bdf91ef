/**
 * One log line per request, when it is answered: request id (`reqId`, pino's child binding),
 * method, route template, status, duration, the org and API key that made it, and the error
 * code of a refusal. Fastify's own pair of lines ("incoming request", "request completed") is off
 * (its `LogController` with `disableRequestLogging`, in app.ts): one line carries all of it, and nothing of the request's
 * headers (keys never reach the log). The probes (`/healthz`, `/readyz`) are logged at debug.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../http/request-context.js';

/** Every error body starts with its code (`{ code, message, details? }`, src/http/error-handler.ts). */
const ERROR_CODE = /^\{"code":"([a-z_]{1,64})"/;

const errorCode = Symbol('errorCode');

type LoggedRequest = FastifyRequest & { [errorCode]?: string; principal?: Principal | null };

/** The route template a request matched, `unmatched` when none did (its path may be anything: never a label). */
export const routeTemplateOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

/**
 * Notes the error code of the response being sent, for the request's log line; a later onSend hook
 * that replaces the response (the Idempotency-Key layer's `answerInstead`) notes it again.
 */
export function noteErrorCode(request: FastifyRequest, status: number, payload: unknown): void {
  const code = status >= 400 && typeof payload === 'string' ? ERROR_CODE.exec(payload)?.[1] : undefined;
  (request as LoggedRequest)[errorCode] = code;
}

/** The orchestrator's probes: asked every few seconds by every load balancer, logged at debug, not info. */
const PROBES: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    noteErrorCode(request, reply.statusCode, payload);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const logged = request as LoggedRequest;
    const route = routeTemplateOf(request);
    request.log[PROBES.has(route) ? 'debug' : 'info']({
      method: request.method,
      route,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      orgId: logged.principal?.orgId ?? null,
      keyId: logged.principal?.keyId ?? null,
      errorCode: logged[errorCode] ?? null,
    }, 'request');
  });
}
