/**
 * Running the real entry points (server, CLI) as child processes against the test database
 * kind: TEST_DATABASE_URL when set, else a temporary embedded data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_DATABASE_URL } from './database.js';
import { unpackedDataDir } from './embedded-start.js';

export const SERVER_ENTRY = fileURLToPath(new URL('../../src/server.js', import.meta.url));
export const CLI_ENTRY = fileURLToPath(new URL('../../src/cli.js', import.meta.url));

/** Environment selecting the database: PostgreSQL, or a temporary PGlite directory holding a migrated cluster without organizations. */
export function databaseEnv(): { env: Record<string, string>; cleanup: () => void } {
  if (TEST_DATABASE_URL) return { env: { DATABASE_URL: TEST_DATABASE_URL }, cleanup: () => {} };
  const { dir, remove } = unpackedDataDir();
  return { env: { DATA_DIR: dir }, cleanup: remove };
}

function baseEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _a, DATA_DIR: _b, TEST_DATABASE_URL: _c, REDIS_URL: _d, ADMIN_TOKEN: _e, PORT: _f, ...rest } = process.env;
  // Stopped servers exit at once unless a test asks for a drain window. No delivery workers unless
  // a test asks (on a database of its own): a worker acts on every org of its database, and would
  // move the webhook state of other test files' orgs while they compare it (as testConfig does in process).
  return { ...rest, LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_SECONDS: '0', WEBHOOK_DELIVERY: 'false', ...env };
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Kills the child (SIGKILL) after this long; its code is then null. */
  timeoutMs?: number;
}

export function runNode(entry: string, args: string[], env: Record<string, string>, options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], { env: baseEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = options.timeoutMs === undefined ? null : setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** How a server start ended: listening, or exited before it listened (with its status and output). */
export type ServerLaunch = { listening: RunningServer; exited?: undefined } | { exited: RunResult; listening?: undefined };

/** Starts the server on a free port; resolves once it printed its URL, or once it exited without. */
export function launchServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerLaunch> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_ENTRY], { env: baseEnv({ PORT: '0', ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let stdout = '';
    let stderr = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, timeoutMs);
    const onOutput = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match && output.includes('OpenAPI document')) {
        clearTimeout(timer);
        resolve({ listening: { child, url: match[1]!, output: () => output, exited } });
      }
    };
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
      onOutput();
    });
    child.stderr!.on('data', (chunk) => {
      stderr += chunk;
      output += chunk;
      onOutput();
    });
    // After 'listening' this settles nothing: a promise resolves once.
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ exited: { code, stdout, stderr } });
    });
  });
}

/** Starts the server on a free port and resolves once it printed its URL. */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<RunningServer> {
  const launch = await launchServer(env, timeoutMs);
  if (launch.exited) throw new Error(`server exited with ${launch.exited.code} before listening:\n${launch.exited.stdout}${launch.exited.stderr}`);
  return launch.listening;
}

/** Creates an organization through /admin and issues it an all-scopes key. */
export async function issueKey(url: string, adminToken: string): Promise<{ key: string; orgId: string }> {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const org = (await (await fetch(`${url}/admin/organizations`, { method: 'POST', headers, body: JSON.stringify({ name: 'Process test' }) })).json()) as { data: { id: string } };
  const key = (await (await fetch(`${url}/admin/organizations/${org.data.id}/api-keys`, {
    method: 'POST', headers, body: JSON.stringify({ name: 'k', scopes: ['read', 'write', 'admin'] }),
  })).json()) as { data: { key: string } };
  return { key: key.data.key, orgId: org.data.id };
}
