/**
 * What makes a webhook subscription unhealthy (DECISIONS 13): an endpoint that answers 410 Gone
 * says it is gone, and a subscription whose every attempt has failed for FAILING_DISABLES_AFTER
 * is left to its owner. Either disables it: its pending deliveries are then paused, not failed,
 * and `disabledReason` says why. Any 2xx ends a run of failures.
 *
 * Judged in two places, both from here: an attempt's answer where its outcome is made
 * (`answeredGone`, read by outcomeOf in attempt-outcome.ts), and each subscription a batch of
 * attempts touched by the record's statement (RECORD_ATTEMPTS in deliveries.record.repository.ts,
 * which splices in the SQL below), under the lock it holds on the subscription's row.
 */

/** The failures after which a subscription is disabled: every attempt failed for this long (an SQL interval). */
export const FAILING_DISABLES_AFTER = '5 days';

/** Whether an answer says the endpoint is gone: the delivery fails at once, and the subscription is disabled. */
export const answeredGone = (responseStatus: number | null): boolean => responseStatus === 410;

/**
 * SQL: since when the subscription `s` has failed in a row once the batch `t` of its attempts is
 * recorded (`t.succeeded_at`, its last success in the batch; `t.failed_from`, its first failure
 * after that success, or in the batch when it has none): null when the batch ended with a success;
 * when it has no success, `s.failing_since` as it was (the batch's first failure, if it was not
 * failing); otherwise the batch's first failure after its last success.
 */
export const FAILING_SINCE_SQL = `CASE WHEN t.failed_from IS NULL THEN NULL WHEN t.succeeded_at IS NULL THEN coalesce(s.failing_since, t.failed_from) ELSE t.failed_from END`;

/**
 * SQL: whether the subscription `l` is disabled now: an attempt of the batch was answered 410
 * Gone (`l.gone`), or it has failed in a row (`l.failing_since`, FAILING_SINCE_SQL) for
 * FAILING_DISABLES_AFTER.
 */
export const DISABLES_SQL = `l.gone OR coalesce(l.failing_since <= clock_timestamp() - interval '${FAILING_DISABLES_AFTER}', false)`;

/**
 * SQL: the `disabled_reason` of the subscription `s` after the verdict `j` (its `gone`, and
 * `disables`, DISABLES_SQL): unchanged when it is not disabled. Laid out for its place in the
 * record's statement.
 */
export const DISABLED_REASON_SQL = `CASE WHEN j.gone THEN 'the endpoint answered 410 Gone'
                                WHEN j.disables THEN 'every delivery failed for ${FAILING_DISABLES_AFTER}'
                                ELSE s.disabled_reason END`;
