/**
 * The keyset cursor of polled lists (DECISIONS 5): an opaque token holding the last row's
 * full-precision `updatedAt` and `id`. `cursor=` continues after exactly that row, in
 * `(updated_at, id)` order, so rows sharing one timestamp are neither repeated nor skipped.
 */
import type { KeysetPosition } from '../db/polled-list.js';
import { AppError } from './errors.js';
import { isStoredTimestamp } from './time.js';
import { isUuid } from '../lib/uuid.js';


const VERSION = 'v1';

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([VERSION, position.updatedAt, position.id]), 'utf8').toString('base64url');
}

/** The 400 of a cursor the service did not hand out (any paged list's). */
export const malformedCursor = (parameter = 'cursor'): AppError =>
  new AppError('validation_error', `query parameter ${parameter} is malformed: pass back a meta.nextCursor value unchanged`, {
    errors: [`query parameter ${parameter} is malformed`],
  });

export function decodeCursor(token: string, parameter = 'cursor'): KeysetPosition {
  const malformed = () => malformedCursor(parameter);
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(token)) throw malformed();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) throw malformed();
  const [version, updatedAt, id] = decoded as unknown[];
  if (version !== VERSION || typeof updatedAt !== 'string' || typeof id !== 'string') throw malformed();
  if (!isStoredTimestamp(updatedAt) || !isUuid(id)) throw malformed();
  return { updatedAt, id };
}
