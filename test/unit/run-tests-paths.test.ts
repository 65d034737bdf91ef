/**
 * scripts/run-tests.mjs refuses a path that names no test file before any test runs (exit 2): a
 * renamed or misspelled area in CI's list of what runs behind PgBouncer would otherwise drop out
 * of that pass unnoticed. Run from the built tree (dist/test), as `npm test` runs it.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

const runTests = (...paths: string[]) => spawnSync(process.execPath, ['scripts/run-tests.mjs', ...paths], { encoding: 'utf8' });

test('a path that names no test file, kept or left out, exits 2 before any test runs', () => {
  for (const paths of [['gaurantees'], ['unit/slug.test.js', '!unit/no-such.test.js'], ['webhooks/delivery']]) {
    const run = runTests(...paths);
    assert.equal(run.status, 2, paths.join(' '));
    assert.match(run.stderr, /^no test file under /, paths.join(' '));
    assert.equal(run.stdout, '', `${paths.join(' ')}: no test ran`);
  }
});

test('paths that leave every file out exit 2 before any test runs', () => {
  const run = runTests('unit/slug.test.js', '!unit/slug.test.js');
  assert.equal(run.status, 2);
  assert.match(run.stderr, /^every test file under unit\/slug.test.js is left out/);
  assert.equal(run.stdout, '');
});
