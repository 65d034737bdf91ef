/**
 * Idempotency-Key on every write under /v2 (DECISIONS 14).
 *
 * - A key already used by the org answers from what is stored: the first response, with
 *   `Idempotent-Replayed: true`, when method, path with query and body (its canonical JSON's
 *   hash) are the same; 409 `idempotency_conflict` otherwise. This is checked once the caller
 *   has passed its own authentication, scope and rate limit.
 * - A new key runs the route inside a request transaction (src/db/driver/request-transaction.ts) whose
 *   first statement claims the key. The response is stored in that transaction, just before it
 *   commits and before a byte is sent: a crash leaves the write and its stored response, or
 *   neither. A concurrent repeat waits on the claim until the first commits, then replays it.
 * - On a route whose write stores the key itself (`config.storesItsIdempotencyKey`, without
 *   If-Match), the route runs without a transaction: its write statement claims the key and
 *   stores the response it answers (keyed-write.ts). When that statement is undone (a key in
 *   use among the reasons), the request runs again as above. A refused request stores its 4xx
 *   unless the key is in use, and then answers what the key holds.
 * - 401, 403, 429 and 5xx are not stored (the transaction rolls back; a retry runs anew).
 *   Another 4xx wrote nothing: it is stored on its own, so a repeat answers the same.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import Type from 'typebox';
import type { Kysely } from 'kysely';
import type { RequestTransaction, RequestTransactions } from '../db/driver/request-transaction.js';
import type { DB } from '../db/schema.js';
import type { NamedStatements } from '../db/driver/named-statements.js';
import { AppError, validationError } from '../http/errors.js';
import { JSON_CONTENT_TYPE } from '../http/json-text.js';
import { noteErrorCode } from './request-log.js';
import { quote } from '../http/quote.js';
import { canonicalHash } from '../lib/canonical-json.js';
import {
  claimKey, completeKeyStatement, findStoredKey, idempotencyStatements, storeKey,
  type KeyOwner, type RequestFingerprint, type StoredKey, type StoredResponse,
} from '../db/idempotency-keys.js';
import { KeyedWriteUndone, runKeyedWrite, type KeyedWrite } from '../db/keyed-write.js';
import { addHeaderSchema, addResponseSchema, isWriteMethod } from '../http/route-additions.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

/** Response headers that are part of what a replay repeats (`allow`: a 405 must name the methods). */
const STORED_HEADERS = ['content-type', 'location', 'allow'] as const;

const KeyHeaderSchema = Type.String({
  pattern: '^[\\x21-\\x7E]{1,255}$',
  description: 'Makes a retry safe: a repeat with the same key, method, path and body within the key\'s lifetime (24 h by default) '
    + 'answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict',
});

/**
 * Where a request with a key stands, one of three stages:
 * - `write stores it`: a new key the route's write stores in its own statement, without a
 *   request transaction (src/db/keyed-write.ts); `keyed.stored` once it did;
 * - `claimed`: the key claimed in a request transaction, in which the route runs;
 * - `settled`: answered from storage, or its response stored: nothing more to do.
 */
type KeyStage =
  | { stage: 'write stores it'; keyed: KeyedWrite }
  | { stage: 'claimed'; transaction: RequestTransaction }
  | { stage: 'settled' };

interface IdempotentRequest extends KeyOwner {
  fingerprint: RequestFingerprint;
  state: KeyStage;
}

const SETTLED: KeyStage = { stage: 'settled' };

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotentRequest | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's write stores a new Idempotency-Key's response in its own statement
     * (src/db/keyed-write.ts): no request transaction is opened for it.
     */
    storesItsIdempotencyKey?: boolean;
  }
}

export interface IdempotencyOptions {
  db: Kysely<DB>;
  statements: NamedStatements;
  transactions: RequestTransactions;
  ttlHours: number;
}

/**
 * Whether a response is kept for replay, so a later request with its key may get it back with
 * Idempotent-Replayed (DECISIONS 14). 413 and 415 never get this far (the body is refused before
 * the key is claimed); they are listed so the API document can ask this one rule.
 */
export const isReplayableStatus = (status: number): boolean => status < 500 && ![401, 403, 413, 415, 429].includes(status);

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? null : header;
  if (key === null || !KEY_PATTERN.test(key)) {
    throw validationError([`header Idempotency-Key must be 1 to 255 visible ASCII characters (no spaces), got ${quote(String(header))}`]);
  }
  return key;
}

/** The stored response a request with a used key replays; 409 (thrown) when the key was first used with another request. */
function replayOf(stored: StoredKey, request: IdempotentRequest): StoredResponse {
  const { fingerprint } = request;
  const differs = (['method', 'path', 'bodyHash'] as const).filter((part) => stored[part] !== fingerprint[part]);
  if (differs.length > 0) {
    const what = differs.map((part) => (part === 'bodyHash' ? 'body' : part)).join(', ');
    throw new AppError('idempotency_conflict', `Idempotency-Key ${quote(request.key)} was first used with another request (its ${what} differed): use a new key for a new request`, {
      firstRequest: { method: stored.method, path: stored.path },
    });
  }
  return stored.response;
}

function answerStored(reply: FastifyReply, stored: StoredKey, request: IdempotentRequest): FastifyReply {
  request.state = SETTLED;
  const { status, headers, body } = replayOf(stored, request);
  return reply.status(status).headers(headers).header(REPLAYED_HEADER, 'true').send(body ?? undefined);
}

const keyInUse = (key: string): AppError =>
  new AppError('idempotency_conflict', `Idempotency-Key ${quote(key)} is in use by a request still running: retry in a second`);

function responseOf(reply: FastifyReply, payload: unknown): StoredResponse {
  const headers: Record<string, string> = {};
  for (const name of STORED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  const body = typeof payload === 'string' && reply.statusCode !== 204 ? payload : null;
  if (body === null) delete headers['content-type'];
  return { status: reply.statusCode, headers, body };
}

export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions): void {
  const { db, statements, transactions, ttlHours } = options;
  statements.declare(...idempotencyStatements(db));
  app.decorateRequest('idempotency', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isWriteMethod(route)) return;
    addHeaderSchema(route, IDEMPOTENCY_KEY_HEADER, KeyHeaderSchema);
    addResponseSchema(route, 409);
    route.handler = runClaimed(route.handler as RouteHandlerMethod);
  });

  // Before validation, so that a refused body is stored under its key, and replayed, like any
  // other 4xx. A new key is claimed at once (the claim is the lookup), unless the route's write
  // stores it: then the write's statement finds a key in use (and the request is claimed after
  // all), and a refused request finds it when its response is stored (`answerInstead`).
  app.addHook('preValidation', async (request, reply) => {
    if (!isWriteMethod(request) || !request.principal) return;
    const key = keyOf(request);
    if (key === null) return;
    const fingerprint = { method: request.method, path: request.url, bodyHash: canonicalHash(request.body) };
    const orgId = request.principal.orgId;
    const writeStoresIt = request.routeOptions.config?.storesItsIdempotencyKey === true && request.headers['if-match'] === undefined;
    const idempotent: IdempotentRequest = {
      orgId, key, fingerprint, state: writeStoresIt ? { stage: 'write stores it', keyed: { orgId, key, fingerprint, stored: false } } : SETTLED,
    };
    request.idempotency = idempotent;
    if (writeStoresIt) return;
    if (await claimInTransaction(reply, idempotent)) return reply;
  });

  /**
   * Claims the key in a new request transaction, in which the route then runs; or, when the key
   * is in use, answers what is stored (the replay, or 409). True when it answered. (Not the
   * reply itself: a reply is a thenable, which a promise would resolve instead of returning.)
   */
  async function claimInTransaction(reply: FastifyReply, idempotent: IdempotentRequest): Promise<boolean> {
    const { fingerprint } = idempotent;
    const transaction = await transactions.begin();
    const fresh = await transaction.run(() => claimKey({ db, statements }, idempotent, fingerprint, ttlHours)).catch(async (error: unknown) => {
      await transaction.rollback();
      throw error;
    });
    if (fresh) {
      idempotent.state = { stage: 'claimed', transaction };
      return false;
    }
    // Used before: answer what is stored. A concurrent first use has committed by now (the
    // claim waited for it); one that rolled back stored nothing.
    await transaction.rollback();
    const stored = await findStoredKey(db, idempotent, ttlHours);
    if (stored) {
      answerStored(reply, stored, idempotent);
      return true;
    }
    idempotent.state = SETTLED;
    reply.header('retry-after', '1');
    throw keyInUse(idempotent.key);
  }

  /** The route runs in the transaction that claimed its key, or (a key its write stores) as it is, then claimed if its statement was undone. */
  function runClaimed(handler: RouteHandlerMethod): RouteHandlerMethod {
    return async function claimed(this: FastifyInstance, request, reply) {
      const idempotent = request.idempotency;
      if (idempotent?.state.stage === 'write stores it') {
        try {
          return await runKeyedWrite(idempotent.state.keyed, () => handler.call(this, request, reply) as Promise<unknown>);
        } catch (error) {
          if (!(error instanceof KeyedWriteUndone)) throw error;
        }
        if (await claimInTransaction(reply, idempotent)) return reply;
      }
      const state = request.idempotency?.state;
      if (state?.stage !== 'claimed' || state.transaction.ended) return handler.call(this, request, reply);
      return state.transaction.run(() => handler.call(this, request, reply) as Promise<unknown>);
    };
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const idempotent = request.idempotency;
    if (!idempotent || idempotent.state.stage === 'settled') return payload;
    const { state } = idempotent;
    idempotent.state = SETTLED;
    // Stored by the write's own statement, committed with it.
    if (state.stage === 'write stores it' && state.keyed.stored) return payload;
    const response = responseOf(reply, payload);
    if (state.stage === 'claimed' && !state.transaction.ended) {
      if (response.status < 400) {
        await state.transaction.commitWith(completeKeyStatement(db, idempotent, response));
        return payload;
      }
      await state.transaction.rollback();
    }
    if (!isReplayableStatus(response.status)) return payload;
    const stored = await storeKey(db, idempotent, idempotent.fingerprint, response, ttlHours);
    // A refusal of a request whose write would have stored its key, under a key already used:
    // what the key holds is the answer (its replay, or 409), as if it had been claimed first.
    if (stored || state.stage !== 'write stores it' || response.status < 400) return payload;
    const answer = await answerInstead(reply, idempotent);
    noteErrorCode(request, reply.statusCode, answer);
    return answer;
  });

  /** Turns the response being sent into what the request's used key answers. */
  async function answerInstead(reply: FastifyReply, idempotent: IdempotentRequest): Promise<string> {
    const stored = await findStoredKey(db, idempotent, ttlHours);
    reply.removeHeader('content-type');
    try {
      if (!stored) throw keyInUse(idempotent.key);
      const { status, headers, body } = replayOf(stored, idempotent);
      reply.code(status).headers(headers).header(REPLAYED_HEADER, 'true');
      return body ?? '';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (!stored) reply.header('retry-after', '1');
      reply.code(error.statusCode).type(JSON_CONTENT_TYPE);
      return JSON.stringify(error.toBody());
    }
  }

  // A request that ended without its response passing onSend (a failure while sending): the
  // transaction must not stay open.
  app.addHook('onResponse', async (request) => {
    const state = request.idempotency?.state;
    if (state?.stage === 'claimed') await state.transaction.rollback();
  });
}
