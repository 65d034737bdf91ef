/**
 * The batching of attempt outcomes (group commit, src/modules/webhooks/attempt-recorder.ts): an
 * outcome added while nothing is being recorded goes alone and at once; those added while a
 * batch is being recorded wait for it and go together, in the order they came, one org at a
 * time; an org's part that cannot be recorded is reported, the other orgs' are recorded, and
 * every waiter resolves; a lost deadlock is tried again; a listener that throws stops nothing;
 * drain waits for everything added.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AttemptRecorder } from '../../src/modules/webhooks/attempt-recorder.js';
import type { FinishedAttempt } from '../../src/modules/webhooks/deliveries.record.repository.js';

const attempt = (id: string, orgId = 'org'): FinishedAttempt => ({
  delivery: { organization_id: orgId, id, lease_token: `lease-${id}`, tid: '(0,1)' },
  outcome: {
    attemptedAt: '2026-11-27T00:00:00.000Z', durationMs: 1, responseStatus: 200, error: null, responseBody: '',
    status: 'succeeded', nextAttemptAt: null, succeeded: true, gone: false,
  },
});

/** A recorder whose batches finish when the test says so. */
function recorderUnderControl(fail: (batch: number) => unknown = () => null) {
  const batches: string[][] = [];
  const finish: Array<() => void> = [];
  const failures: Array<{ error: unknown; ids: string[] }> = [];
  let recordedCalls = 0;
  const recorder = new AttemptRecorder({
    record: async (_orgId, attempts) => {
      batches.push(attempts.map((a) => a.delivery.id));
      await new Promise<void>((resolve) => finish.push(resolve));
      const error = fail(batches.length);
      if (error) throw error;
      return attempts.length;
    },
    failed: (error, attempts) => failures.push({ error, ids: attempts.map((a) => a.delivery.id) }),
    recorded: () => { recordedCalls++; },
  });
  return { recorder, batches, finish, failures, recordedCalls: () => recordedCalls };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

test('the first outcome goes alone at once; those that end meanwhile go together as the next batch, in order', async () => {
  const { recorder, batches, finish, recordedCalls } = recorderUnderControl();
  const first = recorder.add(attempt('a'));
  assert.deepEqual(batches, [['a']]);
  const rest = ['b', 'c', 'd'].map((id) => recorder.add(attempt(id)));
  await turn();
  assert.deepEqual(batches, [['a']], 'nothing else goes while a batch is being recorded');
  assert.equal(recorder.size, 4);
  finish.shift()!();
  await first;
  await turn();
  assert.deepEqual(batches, [['a'], ['b', 'c', 'd']]);
  finish.shift()!();
  await Promise.all(rest);
  await recorder.drain();
  assert.equal(recorder.size, 0);
  assert.equal(recordedCalls(), 2);
  // Idle again: the next outcome goes at once, alone.
  const later = recorder.add(attempt('e'));
  assert.deepEqual(batches.at(-1), ['e']);
  finish.shift()!();
  await later;
});

test('a batch that cannot be recorded is reported with its deliveries; its waiters resolve and the next batch goes', async () => {
  const broken = new Error('database away');
  const { recorder, batches, finish, failures } = recorderUnderControl((batch) => (batch === 1 ? broken : null));
  const first = recorder.add(attempt('a'));
  const second = recorder.add(attempt('b'));
  finish.shift()!();
  await first;
  assert.deepEqual(failures, [{ error: broken, ids: ['a'] }]);
  await turn();
  assert.deepEqual(batches, [['a'], ['b']]);
  finish.shift()!();
  await second;
  assert.equal(failures.length, 1);
});

test('a batch that lost a deadlock is recorded again, up to three tries', async () => {
  const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
  const { recorder, batches, finish, failures } = recorderUnderControl((batch) => (batch <= 2 ? deadlock : null));
  const waiting = recorder.add(attempt('a'));
  for (let i = 0; i < 3; i++) {
    while (finish.length === 0) await turn();
    finish.shift()!();
  }
  await waiting;
  assert.deepEqual(batches, [['a'], ['a'], ['a']]);
  assert.deepEqual(failures, []);

  const always = recorderUnderControl(() => deadlock);
  const given = always.recorder.add(attempt('b'));
  for (let i = 0; i < 3; i++) {
    while (always.finish.length === 0) await turn();
    always.finish.shift()!();
  }
  await given;
  assert.equal(always.batches.length, 3);
  assert.deepEqual(always.failures.map((f) => f.ids), [['b']]);
});

test('drain waits for every outcome added, including those added while draining', async () => {
  const { recorder, finish } = recorderUnderControl();
  let recorded = 0;
  void recorder.add(attempt('a')).then(() => recorded++);
  const drained = recorder.drain();
  void recorder.add(attempt('b')).then(() => recorded++);
  let done = false;
  void drained.then(() => { done = true; });
  finish.shift()!();
  await turn();
  assert.equal(done, false);
  finish.shift()!();
  await drained;
  assert.equal(recorded, 2);
});

test('one org\'s part of a batch failing leaves the other orgs\' recorded; only its own attempts are reported', async () => {
  const broken = new Error('org b refused');
  const recordedOrgs: string[] = [];
  const failures: Array<{ error: unknown; ids: string[] }> = [];
  let release: () => void = () => {};
  const first = new Promise<void>((resolve) => { release = resolve; });
  const recorder = new AttemptRecorder({
    record: async (orgId, attempts) => {
      if (orgId === 'a' && recordedOrgs.length === 0) await first;
      if (orgId === 'b') throw broken;
      recordedOrgs.push(`${orgId}:${attempts.map((a) => a.delivery.id).join(',')}`);
      return attempts.length;
    },
    failed: (error, attempts) => failures.push({ error, ids: attempts.map((a) => a.delivery.id) }),
    recorded: () => { throw new Error('a listener that throws'); },
  });
  const waiting = [recorder.add(attempt('1', 'a')), recorder.add(attempt('2', 'b')), recorder.add(attempt('3', 'c')), recorder.add(attempt('4', 'a'))];
  release();
  await Promise.all(waiting);
  await recorder.drain();
  assert.deepEqual(recordedOrgs, ['a:1', 'c:3', 'a:4']);
  assert.deepEqual(failures, [{ error: broken, ids: ['2'] }]);
});
