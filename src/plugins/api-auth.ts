/**
 * The guard in front of every /v2 route (spec 5, 8; DECISIONS 2, 4, 15), in this order:
 * resolve the API key (cached, never throws); answer an authorized request that costs nothing
 * (a 304 known from the org's clock) without counting it; count the request against the key's
 * budget (or the client IP's); then refuse an invalid key (401) or a missing scope (403).
 * Routes state the scope they need in `config.scope`; GET defaults to `read`, writes to `write`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../http/errors.js';
import type { Authenticator, Scope } from '../http/request-context.js';
import type { RateLimiter } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Scope the API key needs; defaults by method. */
    scope?: Scope;
    /** Served without an API key (still rate limited per IP). */
    public?: boolean;
  }
}

export function requiredScope(request: FastifyRequest): Scope {
  const configured = request.routeOptions.config?.scope;
  if (configured) return configured;
  return request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
}

/** What the guard asks the conditional-request layer (DECISIONS 15) before counting a request. */
export interface UncountedAnswers {
  /** Answers an authorized request that costs nothing (a 304 known without running the route); true when it did. */
  answerUncounted(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export interface ApiGuardOptions {
  authenticator: Authenticator;
  limiter: RateLimiter | null;
  uncounted: UncountedAnswers;
}

export function registerApiGuard(app: FastifyInstance, { authenticator, limiter, uncounted }: ApiGuardOptions): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request, reply) => {
    request.principal = await authenticator.authenticate(request.headers.authorization);
    const isPublic = request.routeOptions.config?.public === true;
    const scope = requiredScope(request);
    const authorized = isPublic || (request.principal !== null && request.principal.scopes.has(scope));
    if (authorized && await uncounted.answerUncounted(request, reply)) return reply;
    if (limiter) await limiter.count(request, reply);
    if (isPublic) return;
    if (!request.principal) throw unauthorized();
    if (!authorized) {
      throw new AppError('forbidden', `This API key lacks the "${scope}" scope needed for this operation`, { requiredScope: scope });
    }
  });
}
