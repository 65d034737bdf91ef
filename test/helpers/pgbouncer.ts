/**
 * A private PgBouncer (Debian's `pgbouncer`, on the PATH or in /usr/sbin) in transaction mode,
 * on a free port, in front of a PostgreSQL server: every transaction of a client may run on a
 * different server connection, as behind a production pooler. Started by the tests that need
 * it and by the suite's run behind a pooler (scripts/test-behind-pgbouncer.mjs). PgBouncer
 * refuses to run as root, so as root it is started as the `postgres` user.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.js';

const START_TIMEOUT_MS = 10_000;

export interface PgBouncer {
  port: number;
  /** `serverUrl` with PgBouncer's address in place of the server's (same user, password and database). */
  url: string;
  /** Stops PgBouncer (closing every client connection) and removes its files. */
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** The PostgreSQL server's URL; its user and database are what clients connect as. */
  serverUrl: string;
  /** Connections PgBouncer keeps to the server per user and database (default 20). */
  poolSize?: number;
  /** TimeZone of PgBouncer's server connections (default: the server's own). */
  serverTimeZone?: string;
}

/** The pgbouncer executable, or null when it is not installed. */
export function pgbouncerPath(): string | null {
  for (const candidate of ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v pgbouncer'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  const executable = pgbouncerPath();
  if (!executable) throw new Error('pgbouncer is not installed (Debian: apt-get install pgbouncer)');
  const server = new URL(options.serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'smr-pgbouncer-'));
  chmodSync(dir, 0o777);
  const users = [decodeURIComponent(server.username) || 'postgres', 'postgres', 'root'];
  writeFileSync(join(dir, 'users.txt'), [...new Set(users)].map((user) => `"${user}" ""`).join('\n') + '\n');
  const serverOptions = [`host=${server.hostname}`, `port=${server.port || 5432}`, ...(options.serverTimeZone ? [`timezone=${options.serverTimeZone}`] : [])];
  writeFileSync(join(dir, 'pgbouncer.ini'), [
    '[databases]',
    `* = ${serverOptions.join(' ')}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${join(dir, 'users.txt')}`,
    'pool_mode = transaction',
    `default_pool_size = ${options.poolSize ?? 20}`,
    'max_client_conn = 2000',
    `logfile = ${join(dir, 'pgbouncer.log')}`,
    'ignore_startup_parameters = extra_float_digits',
    '',
  ].join('\n'));
  const asRoot = process.getuid?.() === 0;
  const child = spawn(executable, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, () => child.exitCode !== null);
  } catch (error) {
    const log = existsSync(join(dir, 'pgbouncer.log')) ? readFileSync(join(dir, 'pgbouncer.log'), 'utf8') : '';
    await stop();
    throw new Error(`pgbouncer did not start: ${(error as Error).message}\n${output}${log}`);
  }
  const url = new URL(options.serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { port, url: url.toString(), stop };
}

async function waitForPort(port: number, gone: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone()) throw new Error('it exited');
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listened on port ${port} within ${START_TIMEOUT_MS} ms`);
}
