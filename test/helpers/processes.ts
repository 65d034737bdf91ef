/**
 * Running the real entry points (server, CLI) as child processes against the test database
 * kind: TEST_DATABASE_URL when set, else a temporary embedded data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_DATABASE_URL } from './database.js';

export const SERVER_ENTRY = fileURLToPath(new URL('../../src/server.js', import.meta.url));
export const CLI_ENTRY = fileURLToPath(new URL('../../src/cli.js', import.meta.url));

/** Environment selecting the database: PostgreSQL, or a fresh temporary PGlite directory. */
export function databaseEnv(): { env: Record<string, string>; cleanup: () => void } {
  if (TEST_DATABASE_URL) return { env: { DATABASE_URL: TEST_DATABASE_URL }, cleanup: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'smr-test-'));
  return { env: { DATA_DIR: dir }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function baseEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _a, DATA_DIR: _b, TEST_DATABASE_URL: _c, REDIS_URL: _d, ADMIN_TOKEN: _e, PORT: _f, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: 'warn', ...env };
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runNode(entry: string, args: string[], env: Record<string, string>): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], { env: baseEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the server on a free port and resolves once it printed its URL. */
export function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_ENTRY], { env: baseEnv({ PORT: '0', ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match && output.includes('OpenAPI document')) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}
