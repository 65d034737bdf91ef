/**
 * The single-statement keyed write (DECISIONS 14; docs/decisions/idempotency-keys.md): a
 * request with an Idempotency-Key, on a route whose write can store the response itself, runs
 * without a request transaction. Its one write statement claims the key, writes, and stores the
 * response it will answer, so the org's clock row is locked for that statement and its commit
 * only, as without a key.
 *
 * The write path finds the key here (`currentKeyedWrite`, set by the Idempotency-Key layer for
 * the route's handler). When its statement cannot store the key (the key has a row already:
 * a unique violation), or is undone for its own reasons (the rows it read moved, an element was
 * refused), it throws `KeyedWriteUndone` before anything commits, and the layer runs the request
 * again the usual way: a transaction claiming the key first, which replays or refuses a key in
 * use, or takes an expired one over.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { KeyOwner, RequestFingerprint } from './idempotency-keys.js';

export interface KeyedWrite extends KeyOwner {
  fingerprint: RequestFingerprint;
  /** Set once the write's statement stored the response (it commits with the write). */
  stored: boolean;
}

/** The write could not store its key in its own statement; nothing was written. */
export class KeyedWriteUndone extends Error {
  override name = 'KeyedWriteUndone';
}

const keyedWrites = new AsyncLocalStorage<KeyedWrite>();

/** The key the write running in this async context must store with its statement, if any. */
export const currentKeyedWrite = (): KeyedWrite | null => keyedWrites.getStore() ?? null;

/** Runs a route handler whose write stores `keyed` in its own statement. */
export const runKeyedWrite = <T>(keyed: KeyedWrite, work: () => Promise<T>): Promise<T> => keyedWrites.run(keyed, work);
