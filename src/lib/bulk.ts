/**
 * What every directory bulk endpoint shares (spec 4.9, DECISIONS 7): per-element outcomes,
 * the `{ results, summary }` response, and the rule that a repeated externalId fails every
 * occurrence after the first.
 */
import { AppError } from '../http/errors.js';

export type ElementOutcome =
  | { ok: true; created: boolean; id: string }
  | { ok: false; error: AppError };

export interface BulkResult {
  externalId: string;
  success: boolean;
  created?: boolean;
  id?: string;
  error?: string;
}

export interface BulkSummary {
  total: number;
  created: number;
  updated: number;
  failed: number;
}

export function bulkResponse(externalIds: readonly string[], outcomes: readonly ElementOutcome[]): { results: BulkResult[]; summary: BulkSummary } {
  const summary: BulkSummary = { total: outcomes.length, created: 0, updated: 0, failed: 0 };
  const results = outcomes.map((outcome, index): BulkResult => {
    const externalId = externalIds[index]!;
    if (!outcome.ok) {
      summary.failed++;
      return { externalId, success: false, error: outcome.error.message };
    }
    if (outcome.created) summary.created++;
    else summary.updated++;
    return { externalId, success: true, created: outcome.created, id: outcome.id };
  });
  return { results, summary };
}

/**
 * Indexes of elements whose key repeats an earlier element's key (case-sensitive, or through
 * `normalize`), each mapped to the index of the first occurrence.
 */
export function repeatedKeys(keys: ReadonlyArray<string | null | undefined>, normalize: (key: string) => string = (k) => k): Map<number, number> {
  const first = new Map<string, number>();
  const repeats = new Map<number, number>();
  keys.forEach((key, index) => {
    if (key === null || key === undefined) return;
    const normalized = normalize(key);
    const seen = first.get(normalized);
    if (seen === undefined) first.set(normalized, index);
    else repeats.set(index, seen);
  });
  return repeats;
}

/**
 * A single write is a bulk of one whose failure is the response: thrown inside the write
 * transaction, so a refused request leaves no trace (not even a tick of the commit clock).
 */
export function throwIfSingleFailed<T extends { ok: boolean; error?: AppError }>(outcomes: T[], single: boolean): T[] {
  const [first] = outcomes;
  if (single && first && !first.ok) throw first.error;
  return outcomes;
}

/** A data error of one element: 400 in a single write, that element's error in a bulk. */
export const elementError = (message: string): AppError => new AppError('validation_error', message, { errors: [message] });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);
