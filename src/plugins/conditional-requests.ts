/**
 * Conditional requests (DECISIONS 15).
 *
 * - Every GET under /v2 answered 200 with a whole body (single records, paginated lists, the
 *   other unstreamed lists) carries a strong `ETag`: a hash of the body's bytes, or of what
 *   determines them where the route knows that (`reply.entityTag`, src/http/stamp-tags.ts). The streamed
 *   lists (`config.streamed`) carry none: their body is never whole in memory.
 * - `If-None-Match` listing the current tag → 304 with the tag and no body, which does not count
 *   against the rate limit. The tag of each (org, URL) answered is remembered with the org's
 *   commit clock read before the route ran (src/db/org-clock-cache.ts): while the clock still
 *   shows that value, no write of the org has committed since, so the body is the same and a
 *   matching request is answered 304 before it is counted or the route runs (`answerUncounted`).
 *   Otherwise the route runs, and a body that turns out unchanged is answered 304 and its count
 *   given back. Routes whose body can change while the clock stands still (the change log,
 *   trimmed by retention) set `config.clockless` and are always run.
 * - `If-Match` on a write: under the org's write lock, the tag of the current record the write
 *   targets is taken from its module (`config.currentTag`, the tag its GET answers, built by the
 *   same function: src/http/record-body.ts), and the write runs only when the header lists it
 *   (`*`: any existing record); otherwise 412 `precondition_failed` and nothing is written. A
 *   write with no current record (a create, an upsert that would create, a record gone) or no
 *   single record at all fails the same way. The check and the write are one request
 *   transaction (src/db/driver/request-transaction.ts), so no other write of the org can come between
 *   them.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import Type from 'typebox';
import { OrgClockCache, READ_ORG_CLOCK, readOrgClock } from '../db/org-clock-cache.js';
import { inRequestTransaction, type RequestTransaction, type RequestTransactions } from '../db/driver/request-transaction.js';
import type { DB } from '../db/schema.js';
import type { NamedStatements } from '../db/driver/named-statements.js';
import { entityTagOf, ifMatchHolds, noneMatchFails } from '../http/entity-tags.js';
import { AppError } from '../http/errors.js';
import type { UncountedAnswers } from './api-auth.js';
import type { RateLimiter } from './rate-limit.js';
import { addHeaderSchema, addResponseSchema, isWriteMethod } from '../http/route-additions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The tag of the one record this write changes, as its GET answers it (src/http/record-body.ts);
     * null when it has none (a create). Not given: the write has no current record.
     */
    currentTag?: (request: FastifyRequest) => Promise<string | null>;
    /** The body can change while the org's clock stands still: never answered from a remembered tag. */
    clockless?: boolean;
    /** An unpaginated list written out as it is read: no ETag. */
    streamed?: boolean;
  }
  interface FastifyRequest {
    conditional: ConditionalState | null;
  }
}

interface ConditionalState {
  /** The org's clock, read before the route ran (a conditional GET). */
  clock?: string | null;
  /** The request transaction this layer opened for an If-Match write. */
  transaction?: RequestTransaction;
}

export interface ConditionalRequestOptions {
  db: Kysely<DB>;
  statements: NamedStatements;
  transactions: RequestTransactions;
  limiter: RateLimiter | null;
}

/** Tags remembered per instance, and how long each is trusted at most (rows changed outside the service). */
const REMEMBERED_TAGS = 10_000;
const REMEMBERED_FOR_MS = 60_000;

const IfNoneMatchSchema = Type.String({
  description: 'ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit',
});
const IfMatchSchema = Type.String({
  description: 'ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current '
    + 'record\'s; otherwise, or when there is no current record, 412 precondition_failed and nothing is written',
});
const NotModifiedSchema = Type.Null({ description: 'Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit)' });

const clockKey = (orgId: string, request: FastifyRequest): string => `${orgId} ${request.url}`;

function headerOf(request: FastifyRequest, name: 'if-none-match' | 'if-match'): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

const preconditionFailed = (current: string | null): AppError =>
  new AppError('precondition_failed', current === null
    ? 'If-Match: there is no current record for this write to match (it would create one, or the record does not exist)'
    : 'If-Match: the record has changed since that version (read it again for its current ETag)');

export function registerConditionalRequests(app: FastifyInstance, options: ConditionalRequestOptions): UncountedAnswers {
  const { db, statements, transactions, limiter } = options;
  const tags = new OrgClockCache<string>(REMEMBERED_TAGS, REMEMBERED_FOR_MS);
  statements.declare(READ_ORG_CLOCK);
  app.decorateRequest('conditional', null);
  app.decorateReply('entityTag', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.method === 'GET' && !route.config?.streamed) {
      addHeaderSchema(route, 'if-none-match', IfNoneMatchSchema);
      addResponseSchema(route, 304, NotModifiedSchema);
    }
    if (isWriteMethod(route)) {
      addHeaderSchema(route, 'if-match', IfMatchSchema);
      addResponseSchema(route, 412);
      route.handler = runPreconditioned(route.handler as RouteHandlerMethod, route.config?.currentTag);
    }
  });

  async function answerUncounted(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const header = headerOf(request, 'if-none-match');
    if (request.method !== 'GET' || header === null || !request.principal || request.routeOptions.config?.clockless) return false;
    const orgId = request.principal.orgId;
    const clock = await readOrgClock(statements, db, orgId);
    request.conditional = { clock };
    const remembered = tags.get(clockKey(orgId, request));
    if (!remembered || clock === null || remembered.clock !== clock || !noneMatchFails(header, remembered.value)) return false;
    if (limiter) await limiter.peek(request, reply);
    await reply.code(304).header('etag', remembered.value).send();
    return true;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    // A tag the route derived from what determines the bytes (src/http/stamp-tags.ts), or the
    // hash of the bytes, encoded once for the tag and the socket alike (a history page is 64 KB).
    const bytes = reply.entityTag === null ? Buffer.from(payload) : payload;
    const tag = reply.entityTag ?? entityTagOf(bytes);
    reply.header('etag', tag);
    const clock = request.conditional?.clock;
    if (clock !== undefined && request.principal) tags.set(clockKey(request.principal.orgId, request), clock, tag);
    const header = headerOf(request, 'if-none-match');
    if (header === null || !noneMatchFails(header, tag)) return bytes;
    reply.code(304).removeHeader('content-type');
    if (limiter) await limiter.refund(request, reply);
    return '';
  });

  function runPreconditioned(handler: RouteHandlerMethod, currentTag: FastifyContextConfig['currentTag']): RouteHandlerMethod {
    return async function preconditioned(this: FastifyInstance, request, reply) {
      const header = headerOf(request, 'if-match');
      if (header === null || !request.principal) return handler.call(this, request, reply);
      const orgId = request.principal.orgId;
      const checkThenWrite = async (): Promise<unknown> => {
        // The org's write lock: no other write of the org commits until this request's transaction ends.
        await sql`SELECT last FROM org_clocks WHERE organization_id = ${orgId} FOR UPDATE`.execute(db);
        const current = currentTag ? await currentTag(request) : null;
        if (!ifMatchHolds(header, current)) throw preconditionFailed(current);
        return handler.call(this, request, reply);
      };
      if (inRequestTransaction()) return checkThenWrite();
      const transaction = await transactions.begin();
      request.conditional = { transaction };
      return transaction.run(checkThenWrite);
    };
  }

  app.addHook('onSend', async (request, reply, payload) => {
    await request.conditional?.transaction?.endFor(reply.statusCode);
    return payload;
  });

  // A request that ended without its response passing onSend: the transaction must not stay open.
  app.addHook('onResponse', async (request) => {
    await request.conditional?.transaction?.rollback();
  });

  return { answerUncounted };
}

