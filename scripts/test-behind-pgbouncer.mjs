#!/usr/bin/env node
/**
 * Runs the built test suite (dist/test, from `npm run build`) against PostgreSQL through a
 * private PgBouncer in transaction mode, started here on a free port in front of the database
 * TEST_DATABASE_URL names, with DATABASE_PREPARED_STATEMENTS=false, as an instance behind a
 * transaction pooler runs. Exits with the test run's status. Needs Debian's pgbouncer.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startPgBouncer } from '../dist/test/helpers/pgbouncer.js';

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
if (!serverUrl) {
  console.error('TEST_DATABASE_URL must name the PostgreSQL database to test against (postgres://…)');
  process.exit(2);
}

const pooler = await startPgBouncer({ serverUrl, poolSize: 60 });
console.log(`# behind PgBouncer in transaction mode at ${pooler.url}`);
// The test files, as `npm test` names them (dist/test/*/*.test.js).
const testFiles = readdirSync('dist/test', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) => readdirSync(join('dist/test', dir.name)).filter((name) => name.endsWith('.test.js')).map((name) => join('dist/test', dir.name, name)));
const child = spawn(process.execPath, ['--enable-source-maps', '--test', '--test-concurrency=2', ...testFiles], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: pooler.url, DATABASE_PREPARED_STATEMENTS: 'false' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
await pooler.stop();
process.exit(code);
