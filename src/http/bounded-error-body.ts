/**
 * The safety net under the quoting rule (DECISIONS 3): before an error body leaves, every
 * string in it longer than 1,000 characters is cut (then `…`) and every list in `details`
 * keeps its first 100 entries, fewer once the details hold 4,000 characters of text, with
 * `details.truncated: true` saying entries were left out. Messages are meant to be short
 * already (quote.ts); this only guarantees that a body stays within a few KiB.
 */
import type { ErrorBody } from './errors.js';
import { ELLIPSIS, truncateText } from './quote.js';

export const MAX_ERROR_STRING_LENGTH = 1000;
export const MAX_ERROR_LIST_ENTRIES = 100;
/** Text (strings and keys) the details may hold before lists stop taking entries. */
export const MAX_ERROR_DETAILS_TEXT = 4000;
/** Deeper than this, details are replaced by a note (they are built by the service, never this deep). */
const MAX_DETAILS_DEPTH = 8;

interface Bounding {
  truncated: boolean;
  /** Characters of text kept so far. */
  text: number;
}

function boundedText(text: string, state: Bounding): string {
  const kept = truncateText(text, MAX_ERROR_STRING_LENGTH);
  state.text += kept.length;
  return kept;
}

function boundedList(list: readonly unknown[], depth: number, state: Bounding): unknown[] {
  const kept: unknown[] = [];
  for (const entry of list) {
    if (kept.length === MAX_ERROR_LIST_ENTRIES || (kept.length > 0 && state.text >= MAX_ERROR_DETAILS_TEXT)) {
      state.truncated = true;
      break;
    }
    kept.push(bounded(entry, depth + 1, state));
  }
  return kept;
}

function bounded(value: unknown, depth: number, state: Bounding): unknown {
  if (typeof value === 'string') return boundedText(value, state);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DETAILS_DEPTH) {
    state.truncated = true;
    return ELLIPSIS;
  }
  if (Array.isArray(value)) return boundedList(value, depth, state);
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [boundedText(key, state), bounded(entry, depth + 1, state)]));
}

/** The body with its strings and lists bounded; the same object when nothing needed cutting. */
export function boundErrorBody(body: ErrorBody): ErrorBody {
  const state: Bounding = { truncated: false, text: 0 };
  const message = truncateText(body.message, MAX_ERROR_STRING_LENGTH);
  if (body.details === undefined) return message === body.message ? body : { ...body, message };
  const details = bounded(body.details, 0, state) as Record<string, unknown>;
  if (state.truncated) details.truncated = true;
  return { code: body.code, message, details };
}
