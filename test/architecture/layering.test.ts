/**
 * The layering rules of docs/architecture.md, read off the sources: no import cycles; src/db
 * depends on no layer above it; a module reaches another module only through its service or
 * schemas (never its repository, mapper, write pipeline or routes); every SQL table is named
 * only by the module that owns it; api-keys and organizations do not import each other.
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
  metric_definitions: 'metrics', event_metrics: 'metrics', idempotency_keys: 'idempotency',
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

test('src/db depends on no layer above it (http, plugins, modules)', () => {
  const upward = FILES.filter((file) => file.path.startsWith('src/db/'))
    .flatMap((file) => importsOf(file, { typesToo: true }).filter((target) => /^src\/(http|plugins|modules)\//.test(target)).map((target) => `${file.path} → ${target}`));
  assert.deepEqual(upward, []);
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
