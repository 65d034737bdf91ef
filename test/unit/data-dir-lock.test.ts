/**
 * The data directory lock on real files in temporary directories: taking and releasing it,
 * refusals while it is held, stale locks (dead or reused pid, garbled content) taken over,
 * and a takeover file left behind.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, processStartTime, TAKEOVER_FILE, type LockRecord } from '../../src/db/data-dir-lock.js';

const root = mkdtempSync(join(tmpdir(), 'smr-lock-test-'));
after(() => rmSync(root, { recursive: true, force: true }));

let dirs = 0;
/** A new, empty data directory. */
function dataDir(): string {
  const dir = join(root, `data-${++dirs}`);
  mkdirSync(dir);
  return dir;
}
const ownStartTime = processStartTime(process.pid);

/** A lock record of another holder; `changes` say what differs. */
function otherHolder(changes: Partial<LockRecord>): LockRecord {
  return {
    pid: process.pid,
    hostname: hostname(),
    processStartTime: ownStartTime,
    holder: 'server',
    startedAt: '2026-11-23T10:00:00.000Z',
    nonce: 'nonce-of-another-holder',
    ...changes,
  };
}

function writeLock(dir: string, content: LockRecord | string): string {
  const path = join(dir, LOCK_FILE);
  writeFileSync(path, typeof content === 'string' ? content : `${JSON.stringify(content)}\n`, { flag: 'wx' });
  return path;
}

const readLock = (dir: string): LockRecord => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));

/** Asserts that `promise` rejects with a DataDirLockedError carrying exactly `message`. */
async function assertRefused(promise: Promise<unknown>, message: string): Promise<void> {
  await assert.rejects(promise, (error) => {
    assert.ok(error instanceof DataDirLockedError, String(error));
    assert.equal(error.message, message);
    return true;
  });
}

test('acquire creates the directory and a lock file naming this process; release removes it', async () => {
  const dir = join(dataDir(), 'nested');
  const lock = await acquireDataDirLock(dir, 'cli org create');
  assert.equal(lock.path, join(dir, LOCK_FILE));
  assert.deepEqual(readLock(dir), {
    pid: process.pid,
    hostname: hostname(),
    processStartTime: ownStartTime,
    holder: 'cli org create',
    startedAt: lock.record.startedAt,
    nonce: lock.record.nonce,
  });
  assert.match(lock.record.startedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.match(lock.record.nonce, /^[0-9a-f-]{36}$/);
  lock.release();
  assert.deepEqual(readdirSync(dir), []);
  lock.release();
  const again = await acquireDataDirLock(dir, 'server');
  assert.notEqual(again.record.nonce, lock.record.nonce);
  again.release();
});

test('a second acquire while the lock is held is refused, naming the holder and what to do', async () => {
  const dir = dataDir();
  const held = await acquireDataDirLock(dir, 'server');
  await assertRefused(
    acquireDataDirLock(dir, 'cli org list'),
    `The embedded database in ${dir} is in use by process ${process.pid} (server, started ${held.record.startedAt}). Stop that process first, or use its /admin API; several processes at once need PostgreSQL (DATABASE_URL).`,
  );
  assert.equal(readLock(dir).nonce, held.record.nonce, 'the refused process left the lock alone');
  held.release();

  const cli = await acquireDataDirLock(dir, 'cli seed-demo');
  await assertRefused(
    acquireDataDirLock(dir, 'server'),
    `The embedded database in ${dir} is in use by process ${process.pid} (cli seed-demo, started ${cli.record.startedAt}). Let that process finish first; several processes at once need PostgreSQL (DATABASE_URL).`,
  );
  cli.release();
});

test('a lock whose process has exited is stale and taken over', async () => {
  const dir = dataDir();
  const exited = spawnSync(process.execPath, ['-e', '']);
  assert.equal(exited.status, 0);
  writeLock(dir, otherHolder({ pid: exited.pid!, processStartTime: null }));
  const lock = await acquireDataDirLock(dir, 'server');
  assert.equal(readLock(dir).nonce, lock.record.nonce);
  assert.deepEqual(readdirSync(dir), [LOCK_FILE], 'no takeover file is left');
  lock.release();
});

test('a lock naming a live pid with another start time (a reused pid) is stale and taken over', { skip: ownStartTime === null && 'needs /proc' }, async () => {
  const dir = dataDir();
  writeLock(dir, otherHolder({ processStartTime: ownStartTime! - 1 }));
  const lock = await acquireDataDirLock(dir, 'server');
  assert.equal(readLock(dir).nonce, lock.record.nonce);
  lock.release();
});

test('a lock from another host is refused: it cannot be checked from here', async () => {
  const dir = dataDir();
  const path = writeLock(dir, otherHolder({ hostname: 'elsewhere.example', pid: 4242 }));
  await assertRefused(
    acquireDataDirLock(dir, 'server'),
    `The embedded database in ${dir} is locked by process 4242 on host elsewhere.example (server, started 2026-11-23T10:00:00.000Z), which cannot be checked from host ${hostname()}. Stop that process first; if it no longer runs, delete ${path}.`,
  );
  assert.equal(readLock(dir).nonce, 'nonce-of-another-holder');
});

test('a lock file not yet written is waited for, then judged by what it names', async () => {
  const dir = dataDir();
  const path = writeLock(dir, '');
  const writing = setTimeout(() => writeFileSync(path, `${JSON.stringify(otherHolder({}))}\n`), 300);
  try {
    await assertRefused(
      acquireDataDirLock(dir, 'server'),
      `The embedded database in ${dir} is in use by process ${process.pid} (server, started 2026-11-23T10:00:00.000Z). Stop that process first, or use its /admin API; several processes at once need PostgreSQL (DATABASE_URL).`,
    );
  } finally {
    clearTimeout(writing);
  }
});

test('a garbled lock file older than two seconds is stale and taken over', async () => {
  const dir = dataDir();
  const path = writeLock(dir, '{"pid": 12');
  const tenSecondsAgo = new Date(Date.now() - 10_000);
  utimesSync(path, tenSecondsAgo, tenSecondsAgo);
  const lock = await acquireDataDirLock(dir, 'server');
  assert.equal(readLock(dir).nonce, lock.record.nonce);
  lock.release();
});

test('a takeover file left behind is waited for, then refused; neither file is removed', async () => {
  const dir = dataDir();
  const exited = spawnSync(process.execPath, ['-e', '']);
  writeLock(dir, otherHolder({ pid: exited.pid!, processStartTime: null }));
  const takeover = join(dir, TAKEOVER_FILE);
  writeFileSync(takeover, '4242\n');
  const started = Date.now();
  await assertRefused(
    acquireDataDirLock(dir, 'server'),
    `The embedded database in ${dir} cannot be locked: ${takeover} was left by a process that died while taking over a stale lock. If no other process is starting on this directory, delete that file and start again.`,
  );
  assert.ok(Date.now() - started >= 1_900, 'it waited about two seconds for the takeover to finish');
  assert.equal(readFileSync(takeover, 'utf8'), '4242\n');
  assert.equal(readLock(dir).pid, exited.pid);
});

test('release leaves a lock that another holder now owns', async () => {
  const dir = dataDir();
  const lock = await acquireDataDirLock(dir, 'server');
  rmSync(lock.path);
  writeLock(dir, otherHolder({}));
  lock.release();
  assert.equal(readLock(dir).nonce, 'nonce-of-another-holder');
});

test('a lock is released when the process exits without closing it', () => {
  const dir = dataDir();
  const lockModule = new URL('../../src/db/data-dir-lock.js', import.meta.url).href;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', `
    const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
    await acquireDataDirLock(${JSON.stringify(dir)}, 'server');
    process.exit(3);
  `]);
  assert.equal(child.status, 3, String(child.stderr));
  assert.deepEqual(readdirSync(dir), []);
});
