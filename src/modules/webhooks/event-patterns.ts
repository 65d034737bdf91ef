/**
 * The `events` of a subscription: change types as the change feed's `types` filter takes them
 * (`resource.action`, `resource.*`, `*`; checked by the changes service). Matched in SQL when
 * the change log is fanned out into deliveries.
 */
import { isChangeTypePattern, notAChangeType } from '../changes/changes.service.js';

/** The errors of these patterns (empty when every one is a change type). */
export const patternErrors = (patterns: readonly string[]): string[] =>
  patterns.flatMap((pattern, index) => (isChangeTypePattern(pattern) ? [] : [`events[${index}]: ${notAChangeType(pattern)}`]));

/** The patterns without duplicates, in the order sent. */
export const normalizedPatterns = (patterns: readonly string[]): string[] => [...new Set(patterns)];

/** SQL matching a change entry aliased `e` against the subscription aliased `s`. */
export const PATTERN_MATCH_SQL = `('*' = ANY (s.events) OR (e.resource || '.*') = ANY (s.events) OR (e.resource || '.' || e.action) = ANY (s.events))`;
