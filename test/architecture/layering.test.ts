/**
 * The layering rules of docs/architecture.md, read off the sources: no import cycles; imports
 * run only down the floors (lib, config < db < http < plugins < modules < workers < app, cli <
 * server); a module reaches another module only through its service or
 * schemas (never its repository, mapper, write pipeline or routes); every SQL table is named
 * only by the module that owns it; api-keys and organizations do not import each other; modules
 * and workers open no transaction themselves (src/db/ does: the write gate, plain transactions).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '../../..'));
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const FILES = sourceFiles(SRC).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

/** Relative imports of a file, resolved to repository paths (`.js` specifiers name `.ts` sources). */
function importsOf(file: { path: string; text: string }, options: { typesToo: boolean }): string[] {
  const imports: string[] = [];
  for (const match of file.text.matchAll(/^(import|export)( type)?[^;]*? from '(\.[^']+)';/gm)) {
    if (match[2] && !options.typesToo) continue;
    imports.push(normalize(join(dirname(file.path), match[3]!)).replace(/\.js$/, '.ts'));
  }
  return imports;
}

const moduleOf = (path: string): string | null => /^src\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;

/** The module owning each table (the one that may name it in SQL). */
const TABLE_OWNERS: Record<string, string> = {
  organizations: 'organizations', api_keys: 'api-keys', teams: 'org-structure', departments: 'org-structure',
  equipment_types: 'equipment-types', assets: 'assets', users: 'users', user_departments: 'users', user_locations: 'users',
  user_teams: 'users', events: 'events', custom_field_definitions: 'custom-fields', action_items: 'action-items',
  action_item_counts: 'action-items', action_item_statuses: 'action-item-statuses', workflows: 'workflows',
  workflow_versions: 'workflows', workflow_runs: 'workflows', workflow_node_results: 'workflows',
  metric_definitions: 'metrics', event_metrics: 'metrics',
  webhook_subscriptions: 'webhooks', webhook_dispatch: 'webhooks', webhook_deliveries: 'webhooks', webhook_attempts: 'webhooks',
};

/** Tables a file names: in Kysely calls, raw SQL (FROM, JOIN, INTO, UPDATE) and lookup fragments. */
function tablesNamed(text: string): Set<string> {
  const tables = Object.keys(TABLE_OWNERS).join('|');
  const patterns = [
    new RegExp(`(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|table)\\(['"](${tables})\\b`, 'g'),
    new RegExp(`\\b(?:FROM|JOIN|INTO|UPDATE)\\s+(${tables})\\b`, 'g'),
    new RegExp(`lookupSql\\(['"](${tables})['"]`, 'g'),
  ];
  return new Set(patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!)));
}

test('no import cycles among the sources', () => {
  const graph = new Map(FILES.map((file) => [file.path, importsOf(file, { typesToo: false })]));
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (path: string, trail: string[]): void => {
    state.set(path, 'open');
    for (const next of graph.get(path) ?? []) {
      if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) walk(next, [...trail, next]);
    }
    state.set(path, 'done');
  };
  for (const path of graph.keys()) if (!state.has(path)) walk(path, [path]);
  assert.deepEqual(cycles, []);
});

/**
 * The floors of the sources, lowest first (docs/architecture.md): a file imports only from its
 * own floor or the floors below it, types included.
 */
const FLOORS: ReadonlyArray<readonly [floor: string, paths: readonly string[]]> = [
  ['lib, config', ['src/lib/', 'src/config.ts', 'src/types/']],
  ['db', ['src/db/']],
  ['http', ['src/http/']],
  ['plugins', ['src/plugins/']],
  ['modules', ['src/modules/']],
  ['workers', ['src/workers/']],
  ['app, cli', ['src/app.ts', 'src/cli.ts', 'src/cli/', 'src/runtime.ts']],
  ['server', ['src/server.ts']],
];

/** The floor of a source path (its index in FLOORS); a path on no floor is an error, so a new folder must be placed. */
function floorOf(path: string): number {
  const floor = FLOORS.findIndex(([, paths]) => paths.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix)));
  if (floor < 0) throw new Error(`${path} is on no floor of the layering test: add it to FLOORS`);
  return floor;
}

/** The imports of these files that run to a higher floor, as `file → target (floor → floor)`. */
function upwardImports(files: ReadonlyArray<{ path: string; text: string }>): string[] {
  return files.flatMap((file) => importsOf(file, { typesToo: true })
    .filter((target) => floorOf(target) > floorOf(file.path))
    .map((target) => `${file.path} → ${target} (${FLOORS[floorOf(file.path)]![0]} → ${FLOORS[floorOf(target)]![0]})`));
}

test('imports only run down the floors: lib, config < db < http < plugins < modules < workers < app, cli < server', () => {
  assert.deepEqual(upwardImports(FILES), []);
});

test('the floor check sees an upward import, types included (negative control)', () => {
  const files = [
    { path: 'src/db/gate.ts', text: "import { AppError } from '../http/errors.js';\nimport type { Principal } from '../http/request-context.js';" },
    { path: 'src/http/bulk.ts', text: "import { writerOf } from '../plugins/write-actor.js';" },
    { path: 'src/plugins/auth.ts', text: "import { findKey } from '../modules/api-keys/api-keys.service.js';" },
    { path: 'src/modules/webhooks/sender.ts', text: "import { packageVersion } from '../../cli/version.js';" },
    { path: 'src/modules/users/users.routes.ts', text: "import { orgIdOf } from '../../http/request-context.js';\nimport { sqlState } from '../../db/sql.js';" },
  ];
  assert.deepEqual(upwardImports(files), [
    'src/db/gate.ts → src/http/errors.ts (db → http)',
    'src/db/gate.ts → src/http/request-context.ts (db → http)',
    'src/http/bulk.ts → src/plugins/write-actor.ts (http → plugins)',
    'src/plugins/auth.ts → src/modules/api-keys/api-keys.service.ts (plugins → modules)',
    'src/modules/webhooks/sender.ts → src/cli/version.ts (modules → app, cli)',
  ]);
  assert.throws(() => floorOf('src/jobs/queue.ts'), /on no floor/);
});

test('a generated file imports nothing from the file that reads it', () => {
  const captured = FILES.find((file) => file.path === 'src/plugins/openapi/captured-examples.ts')!;
  const readers = FILES.filter((file) => importsOf(file, { typesToo: true }).includes(captured.path)).map((file) => file.path);
  assert.deepEqual(readers, ['src/plugins/openapi/examples.ts']);
  assert.deepEqual(importsOf(captured, { typesToo: true }).filter((target) => readers.includes(target)), []);
});

test('a module reaches another only through its service or schemas', () => {
  const private_ = /\.(repository|mapper|write|routes)\.ts$/;
  const crossings = FILES.flatMap((file) => {
    const from = moduleOf(file.path);
    if (from === null) return [];
    return importsOf(file, { typesToo: true })
      .filter((target) => moduleOf(target) !== null && moduleOf(target) !== from && private_.test(target))
      .map((target) => `${file.path} → ${target}`);
  });
  assert.deepEqual(crossings, []);
});

test('every table is named in SQL only by the module that owns it', () => {
  const trespasses = FILES.flatMap((file) => {
    const owner = moduleOf(file.path);
    if (owner === null) return [];
    return [...tablesNamed(file.text)].filter((table) => TABLE_OWNERS[table] !== owner).map((table) => `${file.path} names ${table} (owned by ${TABLE_OWNERS[table]})`);
  });
  assert.deepEqual(trespasses, []);
});

test('api-keys and organizations do not import each other', () => {
  const between = FILES.filter((file) => ['api-keys', 'organizations'].includes(moduleOf(file.path) ?? ''))
    .flatMap((file) => importsOf(file, { typesToo: true }).filter((target) => {
      const to = moduleOf(target);
      return to !== null && to !== moduleOf(file.path) && ['api-keys', 'organizations'].includes(to);
    }).map((target) => `${file.path} → ${target}`));
  assert.deepEqual(between, []);
});

test('the table check sees what it is meant to see (negative control)', () => {
  assert.deepEqual([...tablesNamed("db.selectFrom('users as u').innerJoin('teams as t', …)")].sort(), ['teams', 'users']);
  assert.deepEqual([...tablesNamed('SELECT x FROM events e JOIN assets a ON … INSERT INTO action_items')].sort(), ['action_items', 'assets', 'events']);
  assert.deepEqual([...tablesNamed("lookupSql('users', 'full_name', …)")], ['users']);
});

/**
 * Where files under src/modules/ or src/workers/ open a Kysely transaction themselves
 * (`.transaction()`, `.startTransaction()`), as `path:line`: they go through src/db/ instead
 * (`withOrgWrite` and `withNewOrgWrite` for org writes, `withPlainTransaction` and
 * `withPlannedTransaction` for the rest).
 */
function transactionsOpened(files: ReadonlyArray<{ path: string; text: string }>): string[] {
  return files.filter((file) => /^src\/(modules|workers)\//.test(file.path))
    .flatMap((file) => [...file.text.matchAll(/\.\s*(?:transaction|startTransaction)\s*\(/g)]
      .map((match) => `${file.path}:${file.text.slice(0, match.index).split('\n').length}`));
}

test('modules and workers open no transaction themselves: src/db/ does', () => {
  assert.deepEqual(transactionsOpened(FILES), []);
});

test('the transaction check sees a transaction opened in a module or a worker (negative control)', () => {
  const files = [
    { path: 'src/modules/webhooks/webhooks.service.ts', text: "import { sql } from 'kysely';\nreturn db.transaction().execute(async (trx) => {" },
    { path: 'src/workers/org-retention.ts', text: 'const trx = await db\n  .startTransaction()\n  .execute();' },
    { path: 'src/modules/assets/assets.write.ts', text: 'await db.transaction().setIsolationLevel(\'serializable\').execute(work);' },
    { path: 'src/db/plain-transaction.ts', text: 'return db.transaction().execute(work);' },
    { path: 'src/modules/webhooks/sender.ts', text: 'if (db.isTransaction) return; // no transaction open' },
  ];
  assert.deepEqual(transactionsOpened(files), [
    'src/modules/webhooks/webhooks.service.ts:2',
    'src/workers/org-retention.ts:2',
    'src/modules/assets/assets.write.ts:1',
  ]);
});
