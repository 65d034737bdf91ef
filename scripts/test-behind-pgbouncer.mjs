#!/usr/bin/env node
/**
 * Runs the built test suite (scripts/run-tests.mjs, after `npm run build`) against PostgreSQL through a
 * private PgBouncer in transaction mode, started here on a free port in front of the database
 * TEST_DATABASE_URL names, with DATABASE_PREPARED_STATEMENTS=false, as an instance behind a
 * transaction pooler runs. Arguments choose the test files as run-tests.mjs's do (CI passes the
 * areas whose behaviour a pooler can change); none, the whole suite. Exits with the test run's
 * status. Needs Debian's pgbouncer.
 */
import { spawn } from 'node:child_process';
import { startPgBouncer } from '../dist/test/helpers/pgbouncer.js';

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
if (!serverUrl) {
  console.error('TEST_DATABASE_URL must name the PostgreSQL database to test against (postgres://…)');
  process.exit(2);
}

const pooler = await startPgBouncer({ serverUrl, poolSize: 60 });
console.log(`# behind PgBouncer in transaction mode at ${pooler.url}`);
const child = spawn(process.execPath, ['scripts/run-tests.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
  // TEST_DIRECT_DATABASE_URL: the server itself, for what must not go through the pooler (the exporter's mirror holds a session lock).
  env: { ...process.env, TEST_DATABASE_URL: pooler.url, TEST_DIRECT_DATABASE_URL: serverUrl, DATABASE_PREPARED_STATEMENTS: 'false' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
await pooler.stop();
process.exit(code);
