#!/usr/bin/env node
/**
 * The test command (`npm test` runs it after the build): Node's test runner over the built test
 * files, dist/test/<area>/<name>.test.js (not the helper modules beside them), two files at a
 * time, on the Node.js that runs this script. Exits with the run's status.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = 'dist/test';
const files = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((area) => readdirSync(join(root, area.name)).filter((name) => name.endsWith('.test.js')).map((name) => join(root, area.name, name)))
  .sort();
// TAP on every Node.js line (26 would print its spec reporter), so each pass ends with the same `# pass N` summary.
const child = spawn(process.execPath, ['--enable-source-maps', '--test', '--test-reporter=tap', '--test-concurrency=2', ...files], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (status, signal) => process.exit(status ?? (signal ? 1 : 0)));
