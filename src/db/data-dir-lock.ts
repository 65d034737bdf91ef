/**
 * One process per embedded data directory. PGlite is a whole PostgreSQL inside the process that
 * opened it, with its own caches: two processes on one directory each see only their own writes,
 * and the one that stops last overwrites the other's. The first process to create `smr.lock` in the
 * directory (O_EXCL) holds it until it closes the database or exits; any other process reads who
 * holds it and refuses with DataDirLockedError, before opening PGlite.
 *
 * The lock file sits inside the data directory: PGlite initialises a fresh directory that already
 * holds it (it tells a new directory by the absence of PG_VERSION; the first-run test of
 * test/process/server.test.ts starts on such a directory). A lock whose holder is gone (its
 * pid no longer exists, or now belongs to a process started at another time) is stale: it is
 * taken over under a second O_EXCL file, `smr.lock.takeover`, so that of several processes
 * starting together exactly one removes it, and only if it is still the very file judged stale.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOCK_FILE = 'smr.lock';
export const TAKEOVER_FILE = 'smr.lock.takeover';

/** The lock file's content (JSON). */
export interface LockRecord {
  pid: number;
  hostname: string;
  /** Field 22 of /proc/<pid>/stat (clock ticks after boot), so a reused pid is recognised; null without /proc. */
  processStartTime: number | null;
  /** What holds the directory: "server", or "cli <command words>". */
  holder: string;
  /** When the holder took the lock (ISO 8601). */
  startedAt: string;
  nonce: string;
}

/** A second process refused on a data directory that is in use; the message is the one line to print. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly path: string;
  readonly record: LockRecord;
  /** Removes the lock file if it still holds this lock (its nonce); does nothing the second time. */
  release(): void;
}

/** A lock file created moments ago may not hold its content yet (created, not yet written). */
const UNWRITTEN_GRACE_MS = 2_000;
const POLL_MS = 50;
/** How long a takeover file of another process is waited for before it is taken as left behind. */
const TAKEOVER_WAIT_MS = 2_000;
/** Rounds of create → read → take over before giving up (each round means the lock changed hands). */
const MAX_ATTEMPTS = 10;

/** A lock file as read once: its bytes and identity, so a takeover removes exactly the file it judged. */
interface LockFileSnapshot {
  bytes: Buffer;
  ino: bigint;
  mtimeNs: bigint;
  ageMs: number;
  /** Null when the content is not a lock record (not yet written, or garbled by a crash). */
  record: LockRecord | null;
}

interface LockPaths {
  dataDir: string;
  lock: string;
  takeover: string;
}

/** Field 22 of /proc/<pid>/stat, or null where /proc does not tell (no /proc, no such process). */
export function processStartTime(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Field 2 (the command name, in parentheses) may hold spaces: fields 3 onwards follow the last ')'.
  const value = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3]);
  return Number.isSafeInteger(value) ? value : null;
}

/** Takes the data directory's lock for this process (creating the directory), or throws DataDirLockedError. */
export async function acquireDataDirLock(dataDir: string, holder: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const paths: LockPaths = { dataDir, lock: join(dataDir, LOCK_FILE), takeover: join(dataDir, TAKEOVER_FILE) };
  const record: LockRecord = {
    pid: process.pid,
    hostname: hostname(),
    processStartTime: processStartTime(process.pid),
    holder,
    startedAt: new Date().toISOString(),
    nonce: randomUUID(),
  };
  const content = `${JSON.stringify(record)}\n`;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (createExclusive(paths.lock, content)) return holdLock(paths.lock, record);
    const current = await readWrittenLock(paths.lock);
    if (current === null) continue; // released meanwhile
    if (current.record !== null) refuseIfHeld(paths, current.record);
    await takeOver(paths, current);
  }
  throw new DataDirLockedError(
    `The embedded database in ${dataDir} cannot be locked: its lock file changed hands ${MAX_ATTEMPTS} times while this process tried to take it. Start again.`,
  );
}

/** Creates `path` with `content` unless it exists (O_EXCL); false when it exists. */
function createExclusive(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } catch (error) {
    closeSync(fd);
    unlinkIfPresent(path);
    throw error;
  }
  closeSync(fd);
  return true;
}

function holdLock(path: string, record: LockRecord): DataDirLock {
  let held = true;
  const release = (): void => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    if (readLockFile(path)?.record?.nonce === record.nonce) unlinkIfPresent(path);
  };
  // Every normal end of the process (process.exit, the event loop running dry, an uncaught error)
  // releases the lock even when the database was not closed.
  process.on('exit', release);
  return { path, record, release };
}

/** The lock file once its holder has written it, or once it is too old to be still unwritten; null when absent. */
async function readWrittenLock(path: string): Promise<LockFileSnapshot | null> {
  for (;;) {
    const snapshot = readLockFile(path);
    if (snapshot === null || snapshot.record !== null || snapshot.ageMs >= UNWRITTEN_GRACE_MS) return snapshot;
    await sleep(POLL_MS);
  }
}

function readLockFile(path: string): LockFileSnapshot | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const stat = fstatSync(fd, { bigint: true });
    const bytes = readFileSync(fd);
    return { bytes, ino: stat.ino, mtimeNs: stat.mtimeNs, ageMs: Date.now() - Number(stat.mtimeMs), record: parseLockRecord(bytes) };
  } finally {
    closeSync(fd);
  }
}

const ONE_LINE = /^[^\u0000-\u001f]*$/;

function parseLockRecord(bytes: Buffer): LockRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { pid, hostname: host, processStartTime: startTime, holder, startedAt, nonce } = value as Record<string, unknown>;
  const text = (field: unknown): field is string => typeof field === 'string' && ONE_LINE.test(field);
  // A pid of 0 or below would make process.kill address a process group: such a file is garbled.
  if (!Number.isSafeInteger(pid) || (pid as number) <= 0) return null;
  if (startTime !== null && !Number.isSafeInteger(startTime)) return null;
  if (!text(host) || !text(holder) || !text(startedAt) || !text(nonce)) return null;
  return { pid: pid as number, hostname: host, processStartTime: startTime as number | null, holder, startedAt, nonce };
}

/** Throws DataDirLockedError unless the record's holder is known to be gone. */
function refuseIfHeld(paths: LockPaths, record: LockRecord): void {
  const holder = `process ${record.pid}`;
  const what = `${record.holder}, started ${record.startedAt}`;
  if (record.hostname !== hostname()) {
    throw new DataDirLockedError(
      `The embedded database in ${paths.dataDir} is locked by ${holder} on host ${record.hostname} (${what}), which cannot be checked from host ${hostname()}. Stop that process first; if it no longer runs, delete ${paths.lock}.`,
    );
  }
  if (!isRunning(record)) return;
  const advice = record.holder === 'server' ? 'Stop that process first, or use its /admin API' : 'Let that process finish first';
  throw new DataDirLockedError(
    `The embedded database in ${paths.dataDir} is in use by ${holder} (${what}). ${advice}; several processes at once need PostgreSQL (DATABASE_URL).`,
  );
}

/** Whether the holder (a process of this host) still runs: its pid exists and, where /proc tells, started when it did. */
function isRunning(record: LockRecord): boolean {
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const startTime = processStartTime(record.pid);
  return record.processStartTime === null || startTime === null || startTime === record.processStartTime;
}

/**
 * Removes the stale lock file under the takeover file. Another process's takeover file is waited
 * for, never removed: it may be in the middle of its own takeover, and removing its file would
 * let two processes remove locks at once (one of them a fresh lock).
 */
async function takeOver(paths: LockPaths, stale: LockFileSnapshot): Promise<void> {
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  while (!createExclusive(paths.takeover, `${process.pid}\n`)) {
    if (Date.now() >= deadline) {
      throw new DataDirLockedError(
        `The embedded database in ${paths.dataDir} cannot be locked: ${paths.takeover} was left by a process that died while taking over a stale lock. If no other process is starting on this directory, delete that file and start again.`,
      );
    }
    await sleep(POLL_MS);
  }
  try {
    // The same bytes are not enough for an unwritten (empty) file: a new holder's file may be
    // empty too for a moment. The inode and modification time tell the two files apart.
    const current = readLockFile(paths.lock);
    if (current !== null && current.ino === stale.ino && current.mtimeNs === stale.mtimeNs && current.bytes.equals(stale.bytes)) {
      unlinkIfPresent(paths.lock);
    }
  } finally {
    unlinkIfPresent(paths.takeover);
  }
}

function unlinkIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
