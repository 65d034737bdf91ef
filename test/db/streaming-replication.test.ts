/**
 * The replicated pair of test/helpers/streaming-replication.ts on real PostgreSQL servers it
 * starts itself: what the primary commits reaches the standby once waitForReplay resolves, and
 * not while replay is paused; the standby refuses writes; a stopped standby catches up through
 * its slot when started again; stop() and a crashed test process leave no server and no file.
 * Independent of the pass's database, so it runs in the embedded pass only.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { onPostgres } from '../helpers/database.js';
import { processRunning, processStatus, queryOnce as query, startReplicatedPair, streamingReplicationAvailable, type ReplicatedPair } from '../helpers/streaming-replication.js';

const skip = (onPostgres && 'starts PostgreSQL servers of its own: runs in the embedded pass') || streamingReplicationAvailable() || false;
let pair: ReplicatedPair;

const notes = async (url: string) => (await query<{ body: string }>(url, 'SELECT body FROM notes ORDER BY id')).map((row) => row.body);
const write = (body: string) => query(pair.primaryUrl, 'INSERT INTO notes (body) VALUES ($1)', [body]);
const lsn = async (url: string, expression: string) => (await query<{ lsn: string }>(url, `SELECT (${expression})::text AS lsn`))[0]!.lsn;
const lsnBelow = async (lower: string, upper: string) =>
  (await query<{ below: boolean }>(pair.primaryUrl, 'SELECT $1::pg_lsn < $2::pg_lsn AS below', [lower, upper]))[0]!.below;

/** The process `pid` and its descendants now running (from /proc). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    const status = /^\d+$/.test(name) ? processStatus(Number(name)) : null;
    if (status) parents.set(Number(name), status.parent);
  }
  const tree = parents.has(pid) ? [pid] : [];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

before(async () => {
  if (skip) return;
  const started = Date.now();
  pair = await startReplicatedPair({ database: 'replicated' });
  console.log(`# replicated pair started in ${Date.now() - started} ms`);
  await query(pair.primaryUrl, 'CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
});
after(() => pair?.stop());

test('the pair: two servers on their own ports, the database created on the primary, the standby in recovery', { skip }, async () => {
  const primary = new URL(pair.primaryUrl);
  const standby = new URL(pair.standbyUrl);
  assert.equal(primary.pathname, '/replicated');
  assert.equal(standby.pathname, '/replicated');
  assert.notEqual(primary.port, standby.port);
  assert.deepEqual(await query(pair.primaryUrl, 'SELECT current_database() AS name, pg_is_in_recovery() AS recovering'), [{ name: 'replicated', recovering: false }]);
  assert.deepEqual(await query(pair.standbyUrl, 'SELECT current_database() AS name, pg_is_in_recovery() AS recovering'), [{ name: 'replicated', recovering: true }]);
  assert.deepEqual(await query(pair.primaryUrl, "SELECT slot_name, active FROM pg_replication_slots"), [{ slot_name: 'standby', active: true }]);
});

test('a row committed on the primary is on the standby once waitForReplay resolves; the lag is then at most what the primary logged on its own since', { skip }, async () => {
  await write('first');
  const target = await lsn(pair.primaryUrl, 'pg_current_wal_lsn()');
  assert.equal(await pair.waitForReplay(), target);
  assert.deepEqual(await notes(pair.standbyUrl), ['first']);
  // 0 unless the primary logged something of its own since (a standby snapshot, some 50 bytes).
  const lag = await pair.lagBytes();
  assert.ok(lag >= 0 && lag < 1024, `${lag} bytes`);
});

test('with replay paused, a row committed on the primary is not on the standby, whose replay LSN stays below, until resumeReplay', { skip }, async () => {
  await pair.waitForReplay();
  await pair.pauseReplay();
  assert.deepEqual(await query(pair.standbyUrl, 'SELECT pg_get_wal_replay_pause_state() AS state'), [{ state: 'paused' }]);
  await write('while paused');
  const written = await lsn(pair.primaryUrl, 'pg_current_wal_lsn()');
  // The WAL reaches the standby (received), it is not applied (replayed).
  await sleep(300);
  assert.deepEqual(await notes(pair.standbyUrl), ['first']);
  const replayed = await lsn(pair.standbyUrl, 'pg_last_wal_replay_lsn()');
  assert.equal(await lsnBelow(replayed, written), true, `replayed ${replayed}, written ${written}`);
  assert.ok((await pair.lagBytes()) > 0);
  // waitForReplay does wait: not done while paused.
  const waiting = pair.waitForReplay(written);
  assert.equal(await Promise.race([waiting.then(() => 'replayed'), sleep(500).then(() => 'still waiting')]), 'still waiting');

  await pair.resumeReplay();
  assert.equal(await waiting, written);
  assert.deepEqual(await notes(pair.standbyUrl), ['first', 'while paused']);
  assert.deepEqual(await query(pair.standbyUrl, 'SELECT pg_get_wal_replay_pause_state() AS state'), [{ state: 'not paused' }]);
});

test('the standby refuses writes: a read-only transaction (SQLSTATE 25006)', { skip }, async () => {
  await assert.rejects(query(pair.standbyUrl, "INSERT INTO notes (body) VALUES ('on the standby')"), {
    code: '25006', message: 'cannot execute INSERT in a read-only transaction',
  });
  await assert.rejects(query(pair.standbyUrl, 'CREATE TABLE elsewhere (id int)'), { code: '25006' });
  await pair.waitForReplay();
  assert.deepEqual(await notes(pair.primaryUrl), ['first', 'while paused']);
});

test('stopStandby refuses connections to it; startStandby brings it back in recovery, and it catches up with what the primary committed meanwhile', { skip }, async () => {
  await pair.stopStandby();
  await assert.rejects(query(pair.standbyUrl, 'SELECT 1'), { code: 'ECONNREFUSED' });
  await write('while stopped 1');
  await write('while stopped 2');
  // The slot keeps the WAL the standby has not received.
  assert.deepEqual(await query(pair.primaryUrl, 'SELECT active, restart_lsn IS NOT NULL AS keeps FROM pg_replication_slots'), [{ active: false, keeps: true }]);

  await pair.startStandby();
  assert.deepEqual(await query(pair.standbyUrl, 'SELECT pg_is_in_recovery() AS recovering'), [{ recovering: true }]);
  await pair.waitForReplay();
  assert.deepEqual(await notes(pair.standbyUrl), ['first', 'while paused', 'while stopped 1', 'while stopped 2']);
});

test('stop() leaves no process of either server and no file; a second stop() is harmless', { skip }, async () => {
  const { primary, standby } = pair.postmasterPids();
  assert.ok(primary !== null && standby !== null);
  const processes = [...processTree(primary), ...processTree(standby)];
  // A postmaster and its background processes (checkpointer, walsender, walreceiver, startup…).
  assert.ok(processes.length >= 8, `${processes.length} processes`);
  assert.ok(existsSync(pair.dir));

  await pair.stop();
  assert.deepEqual(processes.filter(processRunning), []);
  assert.equal(existsSync(pair.dir), false);
  await assert.rejects(query(pair.primaryUrl, 'SELECT 1'), { code: 'ECONNREFUSED' });
  await pair.stop();
});

/** Runs a Node.js process that starts a pair, prints its directory and postmasters, then ends by `ending` (JavaScript). */
function pairInChild(ending: string): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
  const helper = new URL('../helpers/streaming-replication.js', import.meta.url).href;
  const script = `
    const { startReplicatedPair } = await import(${JSON.stringify(helper)});
    const pair = await startReplicatedPair();
    console.log(JSON.stringify({ dir: pair.dir, ...pair.postmasterPids() }));
    ${ending}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('\n') && ending.includes('await new Promise')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

test('a test process that crashes or is stopped by SIGTERM without stop() leaves no server of its pair and no file', { skip }, async () => {
  const [crashed, terminated] = await Promise.all([
    pairInChild("throw new Error('crash');"),
    pairInChild('await new Promise(() => setInterval(() => {}, 1000));'),
  ]);
  assert.equal(crashed.code, 1, crashed.stderr);
  assert.match(crashed.stderr, /Error: crash/);
  assert.equal(terminated.signal, 'SIGTERM', terminated.stderr);
  for (const { stdout } of [crashed, terminated]) {
    const { dir, primary, standby } = JSON.parse(stdout) as { dir: string; primary: number; standby: number };
    assert.ok(primary > 0 && standby > 0, stdout);
    assert.equal(processRunning(primary), false);
    assert.equal(processRunning(standby), false);
    assert.equal(existsSync(dir), false);
  }
});
