/**
 * CI's PostgreSQL pass leaves out the test areas that open no database (the `'!…'` paths of its
 * run-tests.mjs line in .ci/run): the embedded pass ran them, and on PostgreSQL they would check
 * nothing new. Read off the sources: no file under those paths, nor a test helper it reaches,
 * imports what opens a database (the test database's helpers, openDatabase, the app, the
 * runtime, the drivers). A file that needs a database belongs in another area.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '../../..'));

/** What opens a database: importing one of these is opening one, for this check. */
const OPENS_A_DATABASE = new Set([
  'test/helpers/database.ts', 'test/helpers/app.ts', 'test/helpers/processes.ts', 'test/helpers/embedded-start.ts',
  'src/db/database.ts', 'src/app.ts', 'src/runtime.ts', 'pg', '@electric-sql/pglite',
]);

/** The paths (of dist/test) the PostgreSQL pass leaves out, from .ci/run. */
function leftOutOnPostgres(): string[] {
  const lines = readFileSync(join(ROOT, '.ci/run'), 'utf8').split('\n');
  const line = lines.filter((text) => /^TEST_DATABASE_URL=.*\sscripts\/run-tests\.mjs\b/.test(text));
  assert.equal(line.length, 1, 'one run-tests.mjs line on PostgreSQL in .ci/run');
  return [...line[0]!.matchAll(/'!([^']+)'/g)].map((match) => match[1]!);
}

function testFiles(path: string): string[] {
  const source = join(ROOT, 'test', path.replace(/\.js$/, '.ts'));
  if (!statSync(source).isDirectory()) return [relative(ROOT, source)];
  return readdirSync(source).filter((name) => name.endsWith('.test.ts')).map((name) => relative(ROOT, join(source, name)));
}

/** Imports of a file (types left out): repository paths for relative ones, package names for the rest. */
function importsOf(path: string): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  return [...text.matchAll(/^(?:import|export)(?! type)[^;]*? from '([^']+)';|\bimport\('([^']+)'\)/gm)].map((match) => {
    const specifier = (match[1] ?? match[2])!;
    return specifier.startsWith('.') ? normalize(join(dirname(path), specifier)).replace(/\.js$/, '.ts') : specifier;
  });
}

/** The imports by which `path` opens a database, following test helpers (not the sources, whose modules import more than they open). */
function databaseImports(path: string, seen = new Set<string>()): string[] {
  seen.add(path);
  return importsOf(path).flatMap((imported) => {
    if (OPENS_A_DATABASE.has(imported)) return [`${path} imports ${imported}`];
    if (!imported.startsWith('test/helpers/') || seen.has(imported) || !existsSync(join(ROOT, imported))) return [];
    return databaseImports(imported, seen);
  });
}

test('the areas the PostgreSQL pass leaves out open no database', () => {
  const paths = leftOutOnPostgres();
  assert.ok(paths.length > 0, 'the PostgreSQL pass leaves some areas out');
  for (const path of paths) {
    const files = testFiles(path);
    assert.ok(files.length > 0, path);
    for (const file of files) assert.deepEqual(databaseImports(file), [], file);
  }
});

test('negative control: files that open a database are found, directly and through a helper', () => {
  assert.deepEqual(databaseImports('test/db/statement-tenancy.test.ts'), ['test/db/statement-tenancy.test.ts imports test/helpers/database.ts']);
  assert.deepEqual(databaseImports('test/api/compiled-schemas.test.ts'), ['test/api/compiled-schemas.test.ts imports test/helpers/app.ts']);
  assert.ok(databaseImports('test/api/auth.test.ts').some((found) => found.startsWith('test/helpers/auth-suite.ts imports test/helpers/')),
    databaseImports('test/api/auth.test.ts').join('; '));
});
