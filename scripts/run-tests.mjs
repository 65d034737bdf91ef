#!/usr/bin/env node
/**
 * The test command (`npm test` runs it after the build): Node's test runner over the built test
 * files, dist/test/<area>/<name>.test.js (not the helper modules beside them), three files at
 * a time, on the Node.js that runs this script. Arguments, when given, keep only the files under
 * those paths of dist/test (`process`, `webhooks/delivery.test.js`); one that starts with `!`
 * leaves out the files under its path (`!guarantees/hostile-input.test.js`). A path that names no
 * test file exits with status 2 before any test runs. TEST_FILE_TIMES=<file> also writes each
 * file's time there, longest first. Exits with the run's status.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = 'dist/test';
const args = process.argv.slice(2);
const kept = args.filter((arg) => !arg.startsWith('!'));
const left = args.filter((arg) => arg.startsWith('!')).map((arg) => arg.slice(1));
// A path is a test file or a folder of them: `webhooks/delivery` names neither, rather than every file whose name starts so.
const under = (file, path) => file === join(root, path) || file.startsWith(`${join(root, path)}/`);
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
const files = all.filter((file) => (kept.length === 0 || kept.some((path) => under(file, path))) && !left.some((path) => under(file, path)));
if (files.length === 0) {
  console.error(`every test file under ${kept.join(', ') || root} is left out`);
  process.exit(2);
}
// Three files at a time on this project's 2-core machines: on PostgreSQL two kept the processors
// idle a third of the time (the files wait on the server, on child processes and on timers).
const CONCURRENCY = 3;
// TAP on every Node.js line (26 would print its spec reporter), so each pass ends with the same `# pass N` summary.
// TEST_FILE_TIMES=<file>: also each file's time, longest first, written there (scripts/file-times-reporter.mjs).
const fileTimes = process.env.TEST_FILE_TIMES?.trim();
const reporters = fileTimes
  ? ['--test-reporter=tap', '--test-reporter-destination=stdout', '--test-reporter=./scripts/file-times-reporter.mjs', `--test-reporter-destination=${fileTimes}`]
  : ['--test-reporter=tap'];
const child = spawn(process.execPath, ['--enable-source-maps', '--test', ...reporters, `--test-concurrency=${CONCURRENCY}`, ...files], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (status, signal) => process.exit(status ?? (signal ? 1 : 0)));
