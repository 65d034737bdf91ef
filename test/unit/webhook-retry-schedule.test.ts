/** The retry schedule of webhook deliveries (DECISIONS 13): the k-th failure waits the k-th interval, ±10 %; after the last, failed. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterFailure } from '../../src/modules/webhooks/retry-schedule.js';

const now = new Date('2026-11-25T12:00:00.000Z');
const schedule = [5, 300, 1800];

test('the k-th failed attempt waits the k-th interval, give or take a tenth', () => {
  assert.deepEqual(afterFailure(schedule, 1, now, () => 0.5), { status: 'pending', at: new Date('2026-11-25T12:00:05.000Z') });
  assert.deepEqual(afterFailure(schedule, 2, now, () => 0), { status: 'pending', at: new Date(now.getTime() + 270_000) });
  assert.deepEqual(afterFailure(schedule, 3, now, () => 1), { status: 'pending', at: new Date(now.getTime() + 1_980_000) });
});

test('after the last interval\'s attempt the delivery has failed', () => {
  assert.deepEqual(afterFailure(schedule, 4, now), { status: 'failed', at: null });
  assert.deepEqual(afterFailure(schedule, 9, now), { status: 'failed', at: null });
  assert.deepEqual(afterFailure([], 1, now), { status: 'failed', at: null });
});
