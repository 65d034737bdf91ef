/**
 * What a request carries once the plugins in front of the routes have run, and the accessors
 * the routes read it with: the request id, the caller (`Principal`: its API key, org and
 * scopes), and who a write is by (`actor`). The plugins set these (src/plugins/request-id.ts,
 * api-auth.ts, write-actor.ts); routes and plugins read them here, so neither imports the other.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { ChangeActor, OrgWriter } from '../db/org-write.js';
import type { ListReader } from '../db/read-context.js';
import { unauthorized } from './errors.js';

export type Scope = 'read' | 'write' | 'admin';
export const SCOPES: readonly Scope[] = ['read', 'write', 'admin'];

/** The caller of an authorized request: its API key and the org it belongs to. */
export interface Principal {
  keyId: string;
  /** The key's name, as change entries name their actor. */
  keyName: string;
  orgId: string;
  scopes: ReadonlySet<Scope>;
}

/** Resolves an Authorization header to its principal (null for anything that is not a valid key). */
export interface Authenticator {
  authenticate(authorization: string | undefined): Promise<Principal | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /v2 guard (src/plugins/api-auth.ts): null before it ran or for a request without a valid key. */
    principal: Principal | null;
    /** Set on write requests by src/plugins/write-actor.ts. */
    actor: ChangeActor | null;
    /** The request's own span in its trace (src/plugins/tracing.ts): its W3C `traceparent`, logged and kept by its writes. */
    traceParent: string | null;
  }
}

/** A caller's own request id, when it is a sane token. */
export const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The request's id: the caller's `X-Request-Id` when sane, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The token of a `Bearer` authorization header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  if (authorization === undefined) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
  return match ? match[1]! : null;
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

/** The writer of a write request: its org and actor; only ever called behind the guard. */
export function writerOf(request: FastifyRequest): OrgWriter {
  if (!request.principal || !request.actor) throw unauthorized();
  return { orgId: request.principal.orgId, actor: request.actor, traceParent: request.traceParent };
}
