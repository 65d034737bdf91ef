/**
 * The `events` of a subscription: change types as the change feed's `types` filter takes them
 * (`resource.action`, `resource.*`, `*`). Checked when saved; matched in SQL when the change log
 * is fanned out into deliveries.
 */
import { CHANGE_RESOURCES } from '../../db/change-log-types.js';
import { quote } from '../../http/quote.js';

const ACTIONS = ['created', 'updated', 'deleted', '*'];

/** The errors of these patterns (empty when every one is a change type); duplicates are dropped by `normalizedPatterns`. */
export function patternErrors(patterns: readonly string[]): string[] {
  const errors: string[] = [];
  patterns.forEach((pattern, index) => {
    if (pattern === '*') return;
    const [resource = '', action = '', ...rest] = pattern.split('.');
    if (rest.length === 0 && (CHANGE_RESOURCES as readonly string[]).includes(resource) && ACTIONS.includes(action)) return;
    errors.push(`events[${index}]: ${quote(pattern)} is not a change type (resource.action, resource.* or *; resources: ${CHANGE_RESOURCES.join(', ')})`);
  });
  return errors;
}

/** The patterns without duplicates, in the order sent. */
export const normalizedPatterns = (patterns: readonly string[]): string[] => [...new Set(patterns)];

/** SQL matching a change entry aliased `e` against the subscription aliased `s`. */
export const PATTERN_MATCH_SQL = `('*' = ANY (s.events) OR (e.resource || '.*') = ANY (s.events) OR (e.resource || '.' || e.action) = ANY (s.events))`;
