/**
 * A real PostgreSQL streaming-replication pair for the tests of reads from a standby: a primary
 * (`initdb`, `pg_ctl start`) and a hot standby copied from it with `pg_basebackup -R` through a
 * replication slot, each on a free port of its own on 127.0.0.1, in a temporary directory, run by
 * the machine's PostgreSQL binaries (as the `postgres` user when the test runs as root, since
 * PostgreSQL refuses to run as root). A throwaway pair: trust authentication, no fsync.
 * stop() stops both servers and removes every file; a test process that exits or is stopped by a
 * signal without it stops them too (pg_ctl stop -m immediate from an 'exit' handler).
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from './ports.js';

const DEBIAN_BIN_DIR = '/usr/lib/postgresql/15/bin';
const PROGRAMS = ['initdb', 'pg_ctl', 'pg_basebackup'] as const;
const WAIT_TIMEOUT_MS = 20_000;
const SLOT = 'standby';

/** Settings of both servers: see docs/decisions/test-databases.md, "A replicated pair". */
const SETTINGS: Record<string, string> = {
  listen_addresses: "'127.0.0.1'",
  unix_socket_directories: "''",
  max_connections: '30',
  shared_buffers: "'16MB'",
  wal_level: 'replica',
  max_wal_senders: '4',
  max_replication_slots: '4',
  hot_standby: 'on',
  fsync: 'off',
  full_page_writes: 'off',
  // Commits wait for the WAL write (a write() without fsync here), so pg_current_wal_lsn() is past
  // every committed transaction: the LSN a reader waits for is one the walsender can send.
  synchronous_commit: 'on',
  wal_writer_delay: "'10ms'",
  wal_receiver_status_interval: "'1s'",
  logging_collector: 'off',
};

export interface ReplicatedPair {
  /** postgres://postgres@127.0.0.1:<primary port>/<database> */
  primaryUrl: string;
  /** postgres://postgres@127.0.0.1:<standby port>/<database> (the same database, replicated). */
  standbyUrl: string;
  /** The two data directories' parent: removed by stop(). */
  dir: string;
  /** Pauses the standby's replay and resolves once pg_get_wal_replay_pause_state() says 'paused'. */
  pauseReplay(): Promise<void>;
  /** Resumes the standby's replay and resolves once it is no longer paused. */
  resumeReplay(): Promise<void>;
  /** Resolves once the standby has replayed up to `lsn`, by default the primary's pg_current_wal_lsn() now; the LSN waited for. */
  waitForReplay(lsn?: string): Promise<string>;
  /** The primary's pg_current_wal_lsn() less the standby's pg_last_wal_replay_lsn(), in bytes. */
  lagBytes(): Promise<number>;
  /** Stops the standby (pg_ctl stop -m fast); connections to it then fail. */
  stopStandby(): Promise<void>;
  /** Starts the standby again and resolves once it accepts connections in recovery. */
  startStandby(): Promise<void>;
  /** The postmasters' process ids (from postmaster.pid), null for a server not running. */
  postmasterPids(): { primary: number | null; standby: number | null };
  /** Stops both servers and removes the directory; harmless when already stopped. */
  stop(): Promise<void>;
}

export interface ReplicatedPairOptions {
  /** The database created on the primary before the standby is copied (default `test`). */
  database?: string;
  /** Settings of both servers over the defaults below (the benchmark's: more connections, a larger cache). */
  settings?: Record<string, string>;
}

/** The directory of initdb, pg_ctl and pg_basebackup, or null: Debian's PostgreSQL 15, else `pg_config --bindir`. */
export function postgresBinDir(): string | null {
  const complete = (dir: string) => PROGRAMS.every((program) => existsSync(join(dir, program)));
  if (complete(DEBIAN_BIN_DIR)) return DEBIAN_BIN_DIR;
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = found.status === 0 ? found.stdout.trim() : '';
  return dir && complete(dir) ? dir : null;
}

const asRoot = () => process.getuid?.() === 0;

/** The uid and gid of the `postgres` system user, or null when there is none. */
function postgresUser(): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Null when a replicated pair can start here, else why not (for a test's `skip`). */
export function streamingReplicationAvailable(): string | null {
  if (postgresBinDir() === null) {
    return `PostgreSQL's initdb, pg_ctl and pg_basebackup are in neither ${DEBIAN_BIN_DIR} nor \`pg_config --bindir\` (Debian: apt-get install postgresql-15)`;
  }
  if (asRoot() && postgresUser() === null) return 'running as root and there is no `postgres` system user to run PostgreSQL as';
  if (asRoot() && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return 'running as root and runuser is not installed';
  return null;
}

/** The environment of the PostgreSQL programs: the caller's, without PG* variables that would redirect them. */
function programEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PG')));
}

function command(bin: string, program: string, args: string[]): [string, string[]] {
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
}

/** Runs a PostgreSQL program to its end; rejects with its output when it fails. */
function run(bin: string, cwd: string, program: string, args: string[]): Promise<void> {
  const [file, argv] = command(bin, program, args);
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { cwd, env: programEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/** The rows of one statement on a connection of its own (closed after it). */
export async function queryOnce<Row = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Resolves once `probe` answers true (an error counts as false), checked every 20 ms; rejects after WAIT_TIMEOUT_MS. */
async function until(what: string, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  let last: unknown = null;
  while (Date.now() < deadline) {
    try {
      if (await probe()) return;
    } catch (error) {
      last = error;
    }
    await sleep(20);
  }
  throw new Error(`${what} did not happen within ${WAIT_TIMEOUT_MS} ms${last ? `: ${(last as Error).message}` : ''}`);
}

/** A process's state letter and parent from /proc/<pid>/stat, or null when there is no such process. */
export function processStatus(pid: number): { state: string; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid …: the comm may hold spaces and parentheses.
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state!, parent: Number(parent) };
  } catch {
    return null;
  }
}

/** Whether the process runs: it exists and is not a zombie (a postmaster, once pg_ctl left it, waits to be reaped by init). */
export function processRunning(pid: number): boolean {
  const status = processStatus(pid);
  return status !== null && status.state !== 'Z';
}

function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && processRunning(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Stops a server at once (pg_ctl stop -m immediate -w) and waits until its postmaster has exited:
 * pg_ctl returns once postmaster.pid is gone, a moment before the process itself. Synchronous,
 * for an 'exit' handler.
 */
function stopServerNow(bin: string, cwd: string, dataDir: string): void {
  const pid = postmasterPid(dataDir);
  if (pid === null) return;
  const [file, argv] = command(bin, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
  const stopped = spawnSync(file, argv, { cwd, env: programEnv(), encoding: 'utf8' });
  if (stopped.status !== 0) throw new Error(`pg_ctl stop -D ${dataDir} exited with ${stopped.status}:\n${stopped.stdout}${stopped.stderr}`);
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  while (processRunning(pid) && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
}

/** Pairs not yet stopped: stopped at once (synchronously) when the process exits or is signalled. */
interface PairFiles {
  bin: string;
  dir: string;
  dataDirs: string[];
}
const running = new Set<PairFiles>();

/** Stops what still runs of a pair at once (pg_ctl stop -m immediate, synchronously) and removes its directory. */
function removePair(pair: PairFiles): void {
  try {
    for (const dataDir of pair.dataDirs) stopServerNow(pair.bin, pair.dir, dataDir);
  } finally {
    rmSync(pair.dir, { recursive: true, force: true });
    running.delete(pair);
  }
}

function stopAtOnce(): void {
  for (const pair of running) removePair(pair);
}

let exitHooked = false;
function stopAtExit(): void {
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', stopAtOnce);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stopAtOnce();
      // Then the signal's own effect, unless someone else handles it.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

export async function startReplicatedPair(options: ReplicatedPairOptions = {}): Promise<ReplicatedPair> {
  const unavailable = streamingReplicationAvailable();
  if (unavailable) throw new Error(unavailable);
  const bin = postgresBinDir()!;
  const database = options.database ?? 'test';
  const dir = mkdtempSync(join(tmpdir(), 'smr-replicated-pair-'));
  if (asRoot()) {
    const owner = postgresUser()!;
    chownSync(dir, owner.uid, owner.gid);
  }
  const primaryDir = join(dir, 'primary');
  const standbyDir = join(dir, 'standby');
  const entry: PairFiles = { bin, dir, dataDirs: [standbyDir, primaryDir] };
  running.add(entry);
  stopAtExit();
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const url = (port: number, name = database) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  const primaryUrl = url(primaryPort);
  const standbyUrl = url(standbyPort);
  const runProgram = (program: string, args: string[]) => run(bin, dir, program, args);
  const startServer = (dataDir: string) => runProgram('pg_ctl', ['start', '-D', dataDir, '-l', `${dataDir}.log`, '-w', '-t', String(WAIT_TIMEOUT_MS / 1000)]);
  const stopServer = async (dataDir: string) => {
    const pid = postmasterPid(dataDir);
    if (pid === null) return;
    await runProgram('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    // pg_ctl returns once postmaster.pid is gone, a moment before the process itself.
    await until(`the exit of postmaster ${pid}`, async () => !processRunning(pid));
  };
  const standbyInRecovery = () => until('the standby accepting connections in recovery', async () => {
    const [row] = await queryOnce<{ recovering: boolean }>(standbyUrl, 'SELECT pg_is_in_recovery() AS recovering');
    return row!.recovering;
  });
  const stop = async () => {
    try {
      await stopServer(standbyDir);
      await stopServer(primaryDir);
    } finally {
      removePair(entry);
    }
  };

  try {
    await runProgram('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    appendSettings(primaryDir, { ...SETTINGS, ...options.settings, port: String(primaryPort) });
    await startServer(primaryDir);
    await queryOnce(url(primaryPort, 'postgres'), `CREATE DATABASE "${database.replaceAll('"', '""')}"`);
    // -C -S: a replication slot keeps on the primary every WAL segment the standby has not received, however long it is stopped.
    await runProgram('pg_basebackup', ['-d', `host=127.0.0.1 port=${primaryPort} user=postgres`, '-D', standbyDir, '-R', '-C', '-S', SLOT, '-X', 'stream', '--checkpoint=fast', '--no-sync']);
    appendSettings(standbyDir, { port: String(standbyPort) });
    await startServer(standbyDir);
    await standbyInRecovery();
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }

  const replayPauseState = async () => (await queryOnce<{ state: string }>(standbyUrl, 'SELECT pg_get_wal_replay_pause_state() AS state'))[0]!.state;
  const primaryLsn = async () => (await queryOnce<{ lsn: string }>(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn'))[0]!.lsn;

  return {
    primaryUrl,
    standbyUrl,
    dir,
    async pauseReplay() {
      await queryOnce(standbyUrl, 'SELECT pg_wal_replay_pause()');
      await until('replay paused', async () => (await replayPauseState()) === 'paused');
    },
    async resumeReplay() {
      await queryOnce(standbyUrl, 'SELECT pg_wal_replay_resume()');
      await until('replay resumed', async () => (await replayPauseState()) === 'not paused');
    },
    async waitForReplay(lsn?: string) {
      const target = lsn ?? (await primaryLsn());
      await until(`the standby's replay to ${target}`, async () => {
        const [row] = await queryOnce<{ done: boolean }>(standbyUrl, 'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [target]);
        return row!.done;
      });
      return target;
    },
    async lagBytes() {
      const [replayed] = await queryOnce<{ lsn: string }>(standbyUrl, 'SELECT pg_last_wal_replay_lsn()::text AS lsn');
      const [row] = await queryOnce<{ lag: string }>(primaryUrl, 'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::text AS lag', [replayed!.lsn]);
      return Number(row!.lag);
    },
    stopStandby: () => stopServer(standbyDir),
    async startStandby() {
      await startServer(standbyDir);
      await standbyInRecovery();
    },
    postmasterPids: () => ({ primary: postmasterPid(primaryDir), standby: postmasterPid(standbyDir) }),
    stop,
  };
}

function appendSettings(dataDir: string, settings: Record<string, string>): void {
  appendFileSync(join(dataDir, 'postgresql.conf'), `\n${Object.entries(settings).map(([name, value]) => `${name} = ${value}`).join('\n')}\n`);
}
