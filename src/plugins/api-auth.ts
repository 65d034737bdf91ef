/**
 * The guard in front of every /v2 route (spec 5, 8; DECISIONS 2, 4), in this order:
 * resolve the API key (cached, never throws), count the request against the key's budget
 * (or the client IP's), then refuse an invalid key (401) or a missing scope (403).
 * Routes state the scope they need in `config.scope`; GET defaults to `read`, writes to `write`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ListReader } from '../db/read-context.js';
import { AppError, unauthorized } from '../http/errors.js';
import type { ApiKeyAuthenticator, Principal, Scope } from '../modules/api-keys/api-key-authenticator.js';
import type { RateLimitHook } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Scope the API key needs; defaults by method. */
    scope?: Scope;
    /** Served without an API key (still rate limited per IP). */
    public?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function requiredScope(request: FastifyRequest): Scope {
  const configured = request.routeOptions.config?.scope;
  if (configured) return configured;
  return request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
}

/** The caller's org; only ever called behind the guard. */
export function orgIdOf(request: FastifyRequest): string {
  if (!request.principal) throw unauthorized();
  return request.principal.orgId;
}

/** Who reads a list: the caller's org, and its API key (whose page positions are remembered). */
export function listReaderOf(request: FastifyRequest): ListReader {
  if (!request.principal) throw unauthorized();
  return { orgId: request.principal.orgId, client: request.principal.keyId };
}

export function registerApiGuard(app: FastifyInstance, authenticator: ApiKeyAuthenticator, limit: RateLimitHook | null): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request, reply) => {
    request.principal = await authenticator.authenticate(request.headers.authorization);
    if (limit) await limit(request, reply);
    if (request.routeOptions.config?.public) return;
    if (!request.principal) throw unauthorized();
    const scope = requiredScope(request);
    if (!request.principal.scopes.has(scope)) {
      throw new AppError('forbidden', `This API key lacks the "${scope}" scope needed for this operation`, { requiredScope: scope });
    }
  });
}
