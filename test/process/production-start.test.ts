// The production path (README "Running in production"): build once, install only the runtime
// dependencies next to the build, and `npm start` serves without building; a stale build without
// the compiler is refused with a clear line.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { onPostgres, TEST_DATABASE_URL } from '../helpers/database.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A directory holding what a release ships: the manifest, the lock file, the start script and the
 * build (with the reference page's bundle), and the client workspace's manifest and build (`smr listen` uses it), which the lock
 * file names (npm ci needs every workspace it lists).
 */
function release(): string {
  const dir = mkdtempSync(join(tmpdir(), 'smr-release-'));
  for (const path of ['package.json', 'package-lock.json', 'packages/client/package.json', 'packages/client/dist', 'packages/export/package.json', 'scripts', 'dist/src', 'dist/reference-page', 'dist/.built']) {
    cpSync(join(ROOT, path), join(dir, path), { recursive: true });
  }
  // The build is newer than what it was built from, as right after `npm run build`.
  const anHourAgo = new Date(Date.now() - 3_600_000);
  for (const path of ['package.json', 'scripts']) utimesSync(join(dir, path), anHourAgo, anHourAgo);
  return dir;
}

const groupAlive = (pgid: number): boolean => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to npm and the server it started (npm does not wait for its script); resolves once both are gone. */
async function stopGroup(pgid: number, npmExited: Promise<number | null>): Promise<boolean> {
  process.kill(-pgid, 'SIGTERM');
  await npmExited;
  for (let waited = 0; waited < 15_000 && groupAlive(pgid); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  return !groupAlive(pgid);
}

function startWithNpm(dir: string): Promise<{ url: string; output: () => string; stdout: () => string; stop: () => Promise<boolean> }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['start'], {
      cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', DATABASE_URL: TEST_DATABASE_URL!, LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_SECONDS: '0' },
    });
    let output = '';
    let stdout = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const timer = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      reject(new Error(`npm start did not listen in time:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, output: () => output, stdout: () => stdout, stop: () => stopGroup(child.pid!, exited) });
      }
    };
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before listening:\n${output}`));
    });
  });
}

test('npm ci --omit=dev next to a build, then npm start: serves without building, and a stale build is refused', {
  timeout: 240_000, skip: onPostgres ? false : 'the same on any database: runs in the PostgreSQL pass, where a server starts in a second',
}, async () => {
  const dir = release();
  try {
    const install = spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, encoding: 'utf8' });
    assert.equal(install.status, 0, install.stderr);
    assert.equal(existsSync(join(dir, 'node_modules', 'typescript')), false, 'no dev dependencies');

    const server = await startWithNpm(dir);
    const health = await fetch(`${server.url}/healthz`);
    assert.equal(health.status, 200);
    const page = await (await fetch(`${server.url}/docs`)).text();
    const bundle = await fetch(new URL(/<script src="([^"]+)"/.exec(page)![1]!.replace(/&amp;/g, '&'), server.url));
    assert.equal(bundle.status, 200, 'the reference page works without the dev dependencies');
    assert.doesNotMatch(server.output(), /Building dist/);
    assert.equal(await server.stop(), true, 'the server stops on SIGTERM');
    await assert.rejects(fetch(`${server.url}/healthz`), 'nothing listens any more');
    // What npm itself prints on stdout besides the JSON logs, as the README says: its script lines.
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
    assert.deepEqual(server.stdout().split('\n').filter((line) => line.trim() !== '' && !line.startsWith('{')), [
      `> safety-records-api@${version} prestart`, '> node scripts/build-if-stale.mjs',
      `> safety-records-api@${version} start`, '> node --enable-source-maps dist/src/server.js',
    ]);
    assert.match(readFileSync(join(ROOT, 'README.md'), 'utf8'), /`> safety-records-api@[\d.]+ prestart`,\s+`> node scripts\/build-if-stale\.mjs`, and the same two for `start`\. `npm start --silent` leaves\s+them out/);

    // A build older than its manifest, and no compiler to rebuild it: one clear line, exit 1.
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'package.json'), later, later);
    const stale = spawnSync('npm', ['start', '--silent'], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0' } });
    assert.notEqual(stale.status, 0);
    assert.equal(stale.stdout, '', 'npm start --silent prints nothing of npm\'s own');
    assert.match(stale.stderr, /dist\/ is older than its sources \(src\/, tsconfig.json, package.json\) and TypeScript is not installed: run "npm run build"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
