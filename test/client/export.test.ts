/**
 * smr-export (the client package's bin) as an operator runs it: a child process against the
 * service listening on 127.0.0.1, mirroring into a fresh PostgreSQL database or into files. A
 * full export, then changes and deletions and an incremental run, must leave the mirror equal to
 * GET of every record; so must a run killed with SIGKILL (or stopped by Ctrl-C) and run again.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { bearer, buildTestApp } from '../helpers/app.js';
import { localPostgresUrl, scratchDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';
import { startFaultyProxy } from '../helpers/faulty-proxy.js';
import { freePort } from '../helpers/ports.js';

const CLI = 'packages/export/dist/cli.js';
const app = await buildTestApp();
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const server = await localPostgresUrl();
const cleanups: Array<() => Promise<void>> = [];
after(async () => {
  for (const cleanup of cleanups) await cleanup();
});

interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Runs smr-export to its end. */
function exportRun(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stderr })));
}

async function targetDatabase(): Promise<{ url: string; client: pg.Client }> {
  const scratch = await scratchDatabase('smr_export', server);
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  cleanups.push(async () => {
    await client.end();
    await scratch.drop();
  });
  return { url: scratch.url, client };
}

const api = async (org: TestOrg, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: bearer(org.keys.all), ...(payload ? { payload } : {}) });
  assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.statusCode === 204 ? null : response.json();
};

/** An org with 240 action items, users, locations, assets and events. */
async function seededOrg(): Promise<TestOrg> {
  const org = await createTestOrg();
  await api(org, 'POST', '/v2/modules/action_item/fields', { key: 'rootCause', label: 'Root cause', type: 'string' });
  for (let batch = 0; batch < 3; batch++) {
    await api(org, 'POST', '/v2/action-items/bulk', {
      actionItems: Array.from({ length: 80 }, (_, i) => ({ title: `Item ${batch}-${i}`, externalId: `ai-${batch}-${i}`, fields: { rootCause: i % 2 ? 'equipment' : 'training' } })),
    });
  }
  for (const name of ['Ada Lovelace', 'Grace Hopper']) await api(org, 'POST', '/v2/users', { fullName: name, email: `${name.split(' ')[0]!.toLowerCase()}-${org.id}@example.com` });
  const site = (await api(org, 'POST', '/v2/locations', { name: 'Distribution centre' })).data;
  await api(org, 'POST', '/v2/assets', { name: 'Forklift 7', parentId: site.id });
  await api(org, 'POST', '/v2/events/bulk', { events: Array.from({ length: 5 }, (_, i) => ({ title: `Event ${i}`, externalId: `ev-${i}` })) });
  return org;
}

const RESOURCES = [
  { name: 'action-items', table: 'smr_action_items', list: '/v2/action-items?limit=100&includeDeleted=false' },
  { name: 'users', table: 'smr_users', list: '/v2/users' },
  { name: 'assets', table: 'smr_assets', list: '/v2/assets' },
  { name: 'locations', table: 'smr_locations', list: '/v2/locations' },
  { name: 'events', table: 'smr_events', list: '/v2/events?limit=100' },
] as const;

/** Every live record of the org, as its own GET answers it, by resource. */
async function sourceRecords(org: TestOrg, names: readonly string[] = RESOURCES.map((resource) => resource.name)): Promise<Record<string, Map<string, unknown>>> {
  const all: Record<string, Map<string, unknown>> = {};
  for (const resource of RESOURCES.filter((each) => names.includes(each.name))) {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const body = await api(org, 'GET', `${resource.list}${resource.list.includes('?') ? '&' : '?'}page=${page}`);
      ids.push(...body.data.map((record: { id: string }) => record.id));
      if (!body.meta?.pagination?.hasNext) break;
    }
    const records = new Map<string, unknown>();
    for (const id of ids) records.set(id, (await api(org, 'GET', `/v2/${resource.name}/${id}`)).data);
    all[resource.name] = records;
  }
  return all;
}

/** How many records a run's progress lines say it read of `resource`. */
function readCount(stderr: string, resource: string): number {
  const match = new RegExp(`^${resource}: (\\d+) records read`, 'm').exec(stderr);
  assert.ok(match, `${resource} read: ${stderr}`);
  return Number(match[1]);
}

async function assertMirrorEqualsSource(org: TestOrg, client: pg.Client, names: readonly string[] = RESOURCES.map((resource) => resource.name)): Promise<void> {
  const source = await sourceRecords(org, names);
  for (const resource of RESOURCES.filter((each) => names.includes(each.name))) {
    const rows = (await client.query<{ id: string; record: unknown }>(`SELECT id, record FROM ${resource.table} ORDER BY id`)).rows;
    const expected = [...source[resource.name]!.entries()].sort(([a], [b]) => a.localeCompare(b));
    assert.deepEqual(rows.map((row) => [row.id, row.record]), expected, `${resource.table} equals GET of every ${resource.name} record`);
  }
}

test('a full export into PostgreSQL, then changes, deletions and an incremental run: the mirror equals GET of every record', async () => {
  const org = await seededOrg();
  const { url, client } = await targetDatabase();
  const env = { SMR_URL: apiUrl, SMR_API_KEY: org.keys.read };
  const first = await exportRun(['postgres', url], env);
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stderr, /action-items: 240 records read in [\d.]+ s; 240 added, 0 updated, 0 removed; up to date/);
  await assertMirrorEqualsSource(org, client);
  // Columns from the API document, typed; the whole record beside them.
  const columns = (await client.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'smr_action_items' AND column_name IN ('id', 'title', 'due_date', 'fields', 'record', 'assigned_to_user_id') ORDER BY column_name`)).rows;
  assert.deepEqual(columns.map((c) => [c.column_name, c.data_type]), [
    ['assigned_to_user_id', 'uuid'], ['due_date', 'timestamp with time zone'], ['fields', 'jsonb'], ['id', 'uuid'], ['record', 'jsonb'], ['title', 'text'],
  ]);
  const [item] = (await client.query(`SELECT title, fields FROM smr_action_items WHERE record ->> 'externalId' = 'ai-0-1'`)).rows;
  assert.deepEqual(item, { title: 'Item 0-1', fields: { rootCause: 'equipment' } });

  const items = (await api(org, 'GET', '/v2/action-items?limit=10')).data as Array<{ id: string }>;
  for (const changed of items.slice(0, 4)) await api(org, 'PATCH', `/v2/action-items/${changed.id}`, { title: 'Changed' });
  for (const deleted of items.slice(4, 7)) await api(org, 'DELETE', `/v2/action-items/${deleted.id}`);
  await api(org, 'POST', '/v2/action-items', { title: 'New since the first run' });
  const event = (await api(org, 'GET', '/v2/events?limit=1')).data[0];
  await api(org, 'DELETE', `/v2/events/${event.id}`);
  const user = (await api(org, 'GET', '/v2/users')).data[0];
  await api(org, 'POST', '/v2/users', { email: user.email, fullName: 'Renamed user' });

  const second = await exportRun(['postgres', url], env);
  assert.equal(second.code, 0, second.stderr);
  assert.match(second.stderr, /action-items: 8 records read in [\d.]+ s; 1 added, 4 updated, 3 removed; up to date/, 'only what changed: 4 updates, 3 tombstones, 1 new item');
  assert.match(second.stderr, /events: 1 records read in [\d.]+ s; 0 added, 0 updated, 1 removed; up to date/);
  assert.match(second.stderr, /^users: .*0 added, 1 updated, 0 removed$/m, 'the whole list: the renamed user');
  await assertMirrorEqualsSource(org, client);

  const third = await exportRun(['postgres', url], env);
  assert.equal(third.code, 0, third.stderr);
  assert.match(third.stderr, /action-items: 0 records read in [\d.]+ s; 0 added, 0 updated, 0 removed; up to date/, 'nothing changed, nothing read');
  assert.match(third.stderr, /^users: .*0 added, 0 updated, 0 removed$/m, 'read whole again, nothing changed');
});

test('a rename of a user and a location the records show, between two runs: the incremental run brings every record showing them; the mirror equals GET', async () => {
  const org = await createTestOrg();
  const user = (await api(org, 'POST', '/v2/users', { fullName: 'Ann Shown', email: `ann-${org.id}@example.com`, externalId: 'ann' })).data;
  const site = (await api(org, 'POST', '/v2/locations', { name: 'Yard', externalId: 'yard' })).data;
  const crane = (await api(org, 'POST', '/v2/equipment-types', { name: 'Crane' })).data;
  await api(org, 'POST', '/v2/assets', { name: 'Crane 1', externalId: 'crane-1', type: 'equipment', equipmentTypeId: crane.id, externalParentId: 'yard' });
  await api(org, 'POST', '/v2/users', { fullName: 'Bo', email: `bo-${org.id}@example.com`, supervisorId: user.id, locationId: site.id });
  await api(org, 'POST', '/v2/action-items/bulk', {
    actionItems: Array.from({ length: 30 }, (_, i) => ({ title: `Item ${i}`, externalId: `ai-${i}`, ...(i % 3 === 0 ? { assignedToUserId: user.id } : {}), ...(i % 5 === 0 ? { locationExternalId: 'yard' } : {}) })),
  });
  await api(org, 'POST', '/v2/events/bulk', { events: Array.from({ length: 6 }, (_, i) => ({ title: `Event ${i}`, externalId: `ev-${i}`, ...(i % 2 === 0 ? { reportedByExternalId: 'ann' } : {}), locationExternalId: 'yard' })) });
  const { url, client } = await targetDatabase();
  const env = { SMR_URL: apiUrl, SMR_API_KEY: org.keys.read };
  const first = await exportRun(['postgres', url], env);
  assert.equal(first.code, 0, first.stderr);
  await assertMirrorEqualsSource(org, client);

  await api(org, 'POST', '/v2/users', { fullName: 'Ann Renamed', email: user.email, externalId: 'ann' });
  await api(org, 'POST', '/v2/locations', { id: site.id, name: 'North yard', externalId: 'north-yard' });

  const second = await exportRun(['postgres', url], env);
  assert.equal(second.code, 0, second.stderr);
  // Items 0, 3, …, 27 show the user (10); items 0, 5, …, 25 the location (6); 0, 15 show both: 14 items. Every event shows the location.
  assert.equal(readCount(second.stderr, 'action-items'), 14, 'the items showing the user or the location, each once');
  assert.equal(readCount(second.stderr, 'events'), 6);
  await assertMirrorEqualsSource(org, client);
  const mirrored = (await client.query<{ name: string | null }>(`SELECT record ->> 'assignedToUserName' AS name FROM smr_action_items WHERE record ->> 'assignedToUserId' = $1`, [user.id])).rows;
  assert.deepEqual([...new Set(mirrored.map((row) => row.name))], ['Ann Renamed'], 'no mirrored item keeps the old name');
  const [bo] = (await client.query(`SELECT record -> 'supervisorEmail' AS email, record -> 'locations' -> 0 ->> 'name' AS site FROM smr_users WHERE record ->> 'fullName' = 'Bo'`)).rows;
  assert.deepEqual(bo, { email: user.email, site: 'North yard' });
  const [child] = (await client.query(`SELECT record ->> 'externalParentId' AS parent FROM smr_assets WHERE record ->> 'externalId' = 'crane-1'`)).rows;
  assert.deepEqual(child, { parent: 'north-yard' });
});

test('SIGKILL in the middle of a run, then a rerun: the mirror equals the source, with no duplicate', async () => {
  const org = await seededOrg();
  const { url, client } = await targetDatabase();
  const env = { SMR_URL: apiUrl, SMR_API_KEY: org.keys.read };
  const child = spawn(process.execPath, [CLI, 'postgres', url, '--page-size', '2', '--resources', 'action-items'], { env: { PATH: process.env.PATH, ...env } });
  child.stderr.resume();
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  // Killed once some pages are committed, and long before the 120 pages are.
  for (let polls = 0; ; polls++) {
    const committed = await client.query(`SELECT 1 FROM pg_tables WHERE tablename = 'smr_export_positions'`).then(async (found) =>
      found.rowCount ? (await client.query(`SELECT count(*)::int AS n FROM smr_action_items`)).rows[0].n as number : 0).catch(() => 0);
    if (committed >= 20) break;
    assert.ok(polls < 3000, 'the export committed pages');
    await sleep(10);
  }
  child.kill('SIGKILL');
  assert.equal(await exited, 'SIGKILL');
  const partial = (await client.query(`SELECT count(*)::int AS n FROM smr_action_items`)).rows[0].n as number;
  assert.ok(partial > 0 && partial < 240, `a partial mirror: ${partial}`);

  const rerun = await exportRun(['postgres', url, '--page-size', '50'], env);
  assert.equal(rerun.code, 0, rerun.stderr);
  await assertMirrorEqualsSource(org, client);
  // Resumed where the killed run's last commit left it, not from the start.
  assert.ok(readCount(rerun.stderr, 'action-items') < 240, rerun.stderr);
});

test('Ctrl-C stops after the page being written (exit 130); the next run finishes', async () => {
  const org = await seededOrg();
  const { url, client } = await targetDatabase();
  const env = { SMR_URL: apiUrl, SMR_API_KEY: org.keys.read };
  const child = spawn(process.execPath, [CLI, 'postgres', url, '--page-size', '2'], { env: { PATH: process.env.PATH, ...env } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  while (!/action-items: reading/.test(stderr)) await sleep(5);
  child.kill('SIGINT');
  assert.equal(await exited, 130, stderr);
  assert.match(stderr, /stopped: run the same command again to resume/);
  const rerun = await exportRun(['postgres', url], env);
  assert.equal(rerun.code, 0, rerun.stderr);
  await assertMirrorEqualsSource(org, client);
  assert.ok(readCount(rerun.stderr, 'action-items') < 240, `resumed: ${rerun.stderr}`);
});

test('files: CSV parses back with a real CSV parser; NDJSON has one record per line; deletions are applied', async () => {
  const org = await seededOrg();
  const env = { SMR_URL: apiUrl, SMR_API_KEY: org.keys.read };
  const dir = mkdtempSync(join(tmpdir(), 'smr-export-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const deleted = (await api(org, 'GET', '/v2/action-items?limit=1')).data[0];
  for (const format of ['csv', 'ndjson']) {
    const run = await exportRun(['files', join(dir, format), '--format', format], env);
    assert.equal(run.code, 0, run.stderr);
  }
  await api(org, 'DELETE', `/v2/action-items/${deleted.id}`);
  for (const format of ['csv', 'ndjson']) assert.equal((await exportRun(['files', join(dir, format), '--format', format], env)).code, 0);

  const source = await sourceRecords(org);
  const items = source['action-items']!;
  const rows = parse(readFileSync(join(dir, 'csv', 'action-items.csv')), { columns: true }) as Array<Record<string, string>>;
  assert.equal(rows.length, 239);
  assert.deepEqual(new Set(rows.map((row) => row.id)), new Set(items.keys()));
  assert.equal(rows.some((row) => row.id === deleted.id), false, 'the deleted item is gone');
  const sample = rows.find((row) => row.title === 'Item 1-3')!;
  assert.equal(sample.assignedToUserId, '', 'null is an empty cell');
  assert.deepEqual(JSON.parse(sample.fields!), { rootCause: 'equipment' }, 'objects are JSON text');
  assert.deepEqual(Object.keys(rows[0]!), Object.keys(items.values().next().value as object), 'a column per record property, in its order');

  for (const resource of RESOURCES) {
    const lines = readFileSync(join(dir, 'ndjson', `${resource.name}.ndjson`), 'utf8').trimEnd().split('\n').filter((line) => line !== '');
    const records = new Map(lines.map((line) => JSON.parse(line) as { id: string }).map((record) => [record.id, record]));
    assert.equal(records.size, lines.length, 'one line per record');
    assert.deepEqual(records, source[resource.name], `${resource.name}.ndjson equals GET of every record`);
  }
});

test('clear errors, exit 1: an address where nothing listens, a refused key, an unreachable database; --help for every command', async () => {
  const org = await createTestOrg();
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  const unreachable = await exportRun(['files', tmpdir(), '--url', nowhere, '--key', org.keys.read]);
  assert.equal(unreachable.code, 1);
  assert.match(unreachable.stderr, new RegExp(`^smr-export: cannot reach the API at ${nowhere}: .*ECONNREFUSED`, 'm'));
  const refused = await exportRun(['files', tmpdir(), '--url', apiUrl, '--key', `${org.keys.read}x`]);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /^smr-export: the API key was refused: 401 unauthorized: /m);
  const noDatabase = await exportRun(['postgres', 'postgres://postgres:secret@127.0.0.1:1/mirror', '--url', apiUrl, '--key', org.keys.read]);
  assert.equal(noDatabase.code, 1);
  assert.match(noDatabase.stderr, /^smr-export: cannot use the database postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/mirror: .*ECONNREFUSED/m);
  assert.doesNotMatch(noDatabase.stderr, /secret/);

  for (const args of [['--help'], ['postgres', '--help'], ['files', '--help'], ['help', 'files']]) {
    const help = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
    assert.equal(help.status, 0, args.join(' '));
    assert.match(help.stdout, /^Usage: smr-export/);
  }
  const version = spawnSync(process.execPath, [CLI, '--version'], { encoding: 'utf8' });
  assert.equal(version.stdout.trim(), (JSON.parse(readFileSync('packages/export/package.json', 'utf8')) as { version: string }).version);
  const wrong = spawnSync(process.execPath, [CLI, 'files'], { encoding: 'utf8' });
  assert.equal(wrong.status, 2);
  assert.match(wrong.stderr, /missing required argument 'directory'/);
  const noUrl = spawnSync(process.execPath, [CLI, 'files', tmpdir()], { encoding: 'utf8', env: { PATH: process.env.PATH } });
  assert.equal(noUrl.status, 2);
  assert.match(noUrl.stderr, /the API's address is missing: --url <url> or SMR_URL/);
});

test('on a terminal the progress is a bar per resource; elsewhere plain lines', async () => {
  const org = await seededOrg();
  const dir = mkdtempSync(join(tmpdir(), 'smr-export-tty-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  // util-linux's script runs the exporter with a pseudo-terminal as its stderr.
  const command = [process.execPath, CLI, 'files', dir, '--resources', 'action-items', '--url', apiUrl, '--key', org.keys.read].map((arg) => `'${arg}'`).join(' ');
  // Asynchronously: the service answering it runs in this process.
  const child = spawn('script', ['-qec', command, '/dev/null'], { env: { PATH: process.env.PATH, TERM: 'xterm' } });
  let screen = '';
  child.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(status, 0, screen);
  assert.match(screen, /action-items +\[[=\-█░]+\] 240\/240 records/);
  const plain = await exportRun(['files', dir, '--resources', 'action-items', '--url', apiUrl, '--key', org.keys.read]);
  assert.doesNotMatch(plain.stderr, /█/);
  assert.match(plain.stderr, /^action-items: reading$/m);
});

test('a record read twice in one written batch (changed while the run read ahead) is written once, as its last reading', async () => {
  const org = await createTestOrg();
  await api(org, 'POST', '/v2/action-items/bulk', { actionItems: Array.from({ length: 10 }, (_, i) => ({ title: `Item ${i}`, externalId: `twice-${i}` })) });
  const { url, client } = await targetDatabase();
  assert.equal((await exportRun(['postgres', url, '--resources', 'action-items'], { SMR_URL: apiUrl, SMR_API_KEY: org.keys.read })).code, 0);
  // The next run reads these 10 again, 2 per page, in this order.
  const items = [];
  for (let i = 0; i < 10; i++) items.push((await api(org, 'POST', '/v2/action-items', { title: `Again ${i}`, externalId: `twice-${i}` })).data);

  // The mirror's table is locked, so the run's first write waits while it reads ahead; the proxy
  // holds its third page until the test has changed an item of the second page, which the run
  // then reads again on a sixth page: pages 2 to 6, one batch, hold that item twice.
  await client.query('BEGIN');
  await client.query('LOCK TABLE smr_action_items IN SHARE MODE');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let listRequests = 0;
  let thirdPageAsked!: () => void;
  const thirdPage = new Promise<void>((resolve) => (thirdPageAsked = resolve));
  const gate = await startFaultyProxy(apiUrl, (_index, request) => {
    if (!request.url.startsWith('/v2/action-items?') || /limit=1(&|$)/.test(request.url)) return 'forward';
    listRequests++;
    if (listRequests !== 3) return 'forward';
    thirdPageAsked();
    return { hold: held };
  });
  cleanups.push(() => gate.close());
  const run = exportRun(['postgres', url, '--resources', 'action-items', '--page-size', '2'], { SMR_URL: gate.url, SMR_API_KEY: org.keys.read });
  // A run that ends before asking for its third page fails the test instead of leaving it waiting.
  await Promise.race([thirdPage, run.then((outcome) => assert.fail(`the run ended before its third page: ${outcome.code} ${outcome.stderr}`))]);
  const changed = items[2]!;
  await api(org, 'PATCH', `/v2/action-items/${changed.id}`, { title: 'Changed while read' });
  release();
  // Every page, the changed item's second reading included, is read before the lock goes.
  while (listRequests < 6) await sleep(10);
  await sleep(200);
  await client.query('COMMIT');
  const outcome = await run;
  assert.equal(outcome.code, 0, outcome.stderr);
  assert.equal(readCount(outcome.stderr, 'action-items'), 11, 'the changed item was read twice');
  const [row] = (await client.query(`SELECT title FROM smr_action_items WHERE id = $1`, [changed.id])).rows;
  assert.deepEqual(row, { title: 'Changed while read' });
  await assertMirrorEqualsSource(org, client, ['action-items']);
});

test('one exporter per mirror at a time; a column dropped from the mirror comes back filled; a column of another type stops the run', async () => {
  const org = await seededOrg();
  const { url, client } = await targetDatabase();
  const env = { SMR_URL: apiUrl, SMR_API_KEY: org.keys.read };
  await client.query(`SELECT pg_advisory_lock(hashtext('smr-export'))`);
  const busy = await exportRun(['postgres', url], env);
  assert.equal(busy.code, 1);
  assert.match(busy.stderr, /another smr-export is writing into this database/);
  await client.query(`SELECT pg_advisory_unlock(hashtext('smr-export'))`);
  assert.equal((await exportRun(['postgres', url], env)).code, 0);

  // As if the API had added `title` since the mirror was made: the next run adds it, filled from the records.
  await client.query('ALTER TABLE smr_action_items DROP COLUMN title');
  const added = await exportRun(['postgres', url], env);
  assert.equal(added.code, 0, added.stderr);
  const titles = (await client.query(`SELECT count(*)::int AS n FROM smr_action_items WHERE title IS DISTINCT FROM record ->> 'title'`)).rows[0];
  assert.deepEqual(titles, { n: 0 });

  await client.query('ALTER TABLE smr_users ALTER COLUMN email TYPE varchar(500)');
  const mismatch = await exportRun(['postgres', url], env);
  assert.equal(mismatch.code, 1);
  assert.match(mismatch.stderr, /^smr-export: smr_users\.email is varchar but the API now describes it as text: drop the table smr_users/m);
  assert.doesNotMatch(mismatch.stderr, /\n\s+at /, 'one line, no stack');
});
