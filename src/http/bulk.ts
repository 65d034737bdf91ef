/**
 * What every write pipeline shares (spec 4.5, 4.9; DECISIONS 7): the plan of each element with
 * its first failure, the rule that an element depending on a failed one fails too, per-element
 * outcomes, the `{ results, summary }` response, and the rule that a repeated externalId fails
 * every occurrence after the first.
 */
import { AppError } from './errors.js';
import { isUuid } from '../lib/uuid.js';

export type ElementOutcome =
  | { ok: true; created: boolean; id: string }
  | { ok: false; error: AppError };

/** An element of a write being planned: `error` stays null while it is going to be written. */
export interface ElementPlan {
  error: AppError | null;
}

/** Records an element's first failure (later ones are not reported). */
export function failElement(plan: ElementPlan, error: AppError): void {
  plan.error ??= error;
}

export const acceptedElements = <P extends ElementPlan>(plans: readonly P[]): P[] => plans.filter((plan) => plan.error === null);

/**
 * Fails every accepted element that depends on an element of the same request that failed (a
 * parent, a supervisor), until nothing changes: dependencies may chain.
 */
export function failDependents<P extends ElementPlan>(plans: readonly P[], dependencyOf: (plan: P) => P | undefined, error: (plan: P) => AppError): void {
  for (let changed = true; changed;) {
    changed = false;
    for (const plan of acceptedElements(plans)) {
      const dependency = dependencyOf(plan);
      if (dependency && dependency !== plan && dependency.error !== null) {
        failElement(plan, error(plan));
        changed = true;
      }
    }
  }
}

/** The outcome of each element: its failure, or whether it created its record and the record's id. */
export function elementOutcomes<P extends ElementPlan>(plans: readonly P[], written: (plan: P) => { created: boolean; id: string }): ElementOutcome[] {
  return plans.map((plan) => (plan.error ? { ok: false, error: plan.error } : { ok: true, ...written(plan) }));
}

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

/** A stored record a reference may name, with every key it answers to (its id, externalId, slug…). */
export interface KeyedRecord {
  id: string;
  keys: string[];
}

/** The values that may be UUIDs (an id), lower-cased; the rest can only be other keys. */
export const uuidsAmong = (values: readonly string[]): string[] => values.filter(isUuid).map((value) => value.toLowerCase());
