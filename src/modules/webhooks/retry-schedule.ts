/**
 * What becomes of a delivery after a failed attempt (DECISIONS 13, WEBHOOK_RETRY_SCHEDULE): the
 * k-th failed attempt waits the k-th interval of the schedule, give or take a tenth (jitter, so
 * that the deliveries of one outage do not all come back at one instant); after the last
 * interval's attempt fails, the delivery has failed.
 */
export interface NextAttempt {
  status: 'pending' | 'failed';
  /** When the next attempt is due (pending only). */
  at: Date | null;
}

export function afterFailure(schedule: readonly number[], attemptsMade: number, now: Date, random: () => number = Math.random): NextAttempt {
  const seconds = schedule[attemptsMade - 1];
  if (seconds === undefined) return { status: 'failed', at: null };
  const jittered = seconds * (0.9 + 0.2 * random());
  return { status: 'pending', at: new Date(now.getTime() + jittered * 1000) };
}
