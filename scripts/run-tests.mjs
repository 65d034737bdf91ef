#!/usr/bin/env node
/**
 * The test command (`npm test` runs it after the build): Node's test runner over the built test
 * files, dist/test/<area>/<name>.test.js (not the helper modules beside them), three files at
 * a time, on the Node.js that runs this script. Arguments, when given, keep only the files under
 * those paths of dist/test (`process`, `webhooks/delivery.test.js`); one that starts with `!`
 * leaves out the files under its path (`!guarantees/hostile-input.test.js`). A path that names no
 * test file exits with status 2 before any test runs. The slowest files start first
 * (LONGEST). Exits with the run's status.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = 'dist/test';
const args = process.argv.slice(2);
const kept = args.filter((arg) => !arg.startsWith('!'));
const left = args.filter((arg) => arg.startsWith('!')).map((arg) => arg.slice(1));
const under = (file, path) => file.startsWith(join(root, path));
const all = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((area) => readdirSync(join(root, area.name)).filter((name) => name.endsWith('.test.js')).map((name) => join(root, area.name, name)))
  .sort();
// A path that names no file is a mistake (a renamed area, a typo), not a pass with less in it.
const unknown = [...kept, ...left].filter((path) => !all.some((file) => under(file, path)));
if (unknown.length > 0) {
  console.error(`no test file under ${unknown.join(', ')} in ${root}`);
  process.exit(2);
}
/**
 * The files whose tests take longest start first, longest first: seconds of their tests in CI on
 * 2026-11-27, on the embedded database and on PostgreSQL (TEST_DATABASE_URL set), 0 where that
 * pass skips them. The others follow in name order. Three files run at a time, and in name order
 * `process/cli.test.js` (91 s on the embedded database) started among the last and ran on alone:
 * the embedded pass took 400 s for 839 s of tests. Every name here must be a test file, so a
 * renamed one is noticed rather than quietly started late.
 */
const LONGEST = [
  ['process/cli.test.js', 91, 23],
  ['guarantees/hostile-input.test.js', 79, 35],
  ['guarantees/polling-no-skip.test.js', 0, 48],
  ['conditional/conditional-requests.test.js', 37, 21],
  ['changes/change-log.test.js', 30, 10],
  ['api/reference-page.test.js', 28, 0],
  ['process/embedded-lock.test.js', 27, 0],
  ['client/export.test.js', 27, 15],
  ['guarantees/webhook-delivery-faults.test.js', 0, 24],
  ['guarantees/rolling-restart.test.js', 23, 9],
  ['process/server.test.js', 22, 5],
  ['idempotency/idempotency.test.js', 21, 11],
  ['webhooks/delivery.test.js', 20, 14],
  ['guarantees/write-gate.test.js', 17, 20],
  ['process/production-start.test.js', 0, 19],
  ['guarantees/change-feed-no-skip.test.js', 0, 18],
].map(([name, embedded, postgres]) => ({ file: join(root, name), seconds: process.env.TEST_DATABASE_URL ? postgres : embedded }));
const missing = LONGEST.filter(({ file }) => !all.includes(file)).map(({ file }) => file);
if (missing.length > 0) {
  console.error(`scripts/run-tests.mjs starts ${missing.join(', ')} first, but there is no such test file`);
  process.exit(2);
}
const secondsOf = (file) => LONGEST.find((entry) => entry.file === file)?.seconds ?? 0;
const files = all
  .filter((file) => (kept.length === 0 || kept.some((path) => under(file, path))) && !left.some((path) => under(file, path)))
  .sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b));
if (files.length === 0) {
  console.error(`every test file under ${kept.join(', ') || root} is left out`);
  process.exit(2);
}
// Three files at a time on this project's 2-core machines: on PostgreSQL two kept the processors
// idle a third of the time (the files wait on the server, on child processes and on timers).
const CONCURRENCY = 3;
// TAP on every Node.js line (26 would print its spec reporter), so each pass ends with the same `# pass N` summary.
const child = spawn(process.execPath, ['--enable-source-maps', '--test', '--test-reporter=tap', `--test-concurrency=${CONCURRENCY}`, ...files], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (status, signal) => process.exit(status ?? (signal ? 1 : 0)));
