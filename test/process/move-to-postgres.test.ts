/**
 * `smr move-to-postgres`, run as an operator runs it (a process), from an embedded data directory
 * filled through the API by the real server into a new PostgreSQL database: the service started
 * on the copy answers every GET read before the move alike (bodies and ETags), saved cursors of
 * the change feed and of a polled list continue after the move with exactly the write made
 * after it, an Idempotency-Key replays, and the webhook subscription's secret is the same.
 * Refused, with the target left as it was: a data directory held by the running server, a
 * target that is not empty, a target that cannot be reached, a missing target (status 2).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';
import { localPostgresUrl, onPostgres, scratchDatabase } from '../helpers/database.js';
import { CLI_ENTRY, databaseEnv, issueKey, runNode, startServer, type RunningServer } from '../helpers/processes.js';

const ADMIN_TOKEN = 'move-to-postgres-admin-token-1234';
/** The test reads more than the default 60 requests a minute allow one key. */
const SERVER_ENV = { ADMIN_TOKEN, RATE_LIMIT_PER_MINUTE: '100000' };
const skip = onPostgres && 'moves an embedded database: runs in the embedded pass (its target is the PostgreSQL server of 127.0.0.1:5432 in every pass)';

interface Reading {
  status: number;
  etag: string | null;
  body: string;
}

/** The service of `url` as one API key calls it. */
function client(url: string, key: string) {
  const request = async (method: string, path: string, body?: object, extra: Record<string, string> = {}) => {
    const headers = { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra };
    const response = await fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const write = async (method: string, path: string, body?: object): Promise<any> => {
    const response = await request(method, path, body);
    assert.ok(response.status < 300, `${method} ${path}: ${response.status} ${response.text}`);
    return response.text === '' ? null : JSON.parse(response.text).data;
  };
  const read = async (path: string): Promise<Reading> => {
    const response = await request('GET', path);
    assert.equal(response.status, 200, `GET ${path}: ${response.text}`);
    return { status: response.status, etag: response.headers.get('etag'), body: response.text };
  };
  return { request, write, read };
}

type Client = ReturnType<typeof client>;

/** One record of every kind, with updates and deletions so the records have history. */
async function fill(api: Client) {
  const equipmentType = await api.write('POST', '/v2/equipment-types', { name: 'crane' });
  const department = await api.write('POST', '/v2/departments', { name: 'dept', externalId: 'dept' });
  const location = await api.write('POST', '/v2/locations', { name: 'site', externalId: 'site' });
  const asset = await api.write('POST', '/v2/assets', { name: 'crane 1', externalId: 'crane', type: 'equipment', equipmentTypeId: equipmentType.id, parentId: location.id });
  const user = await api.write('POST', '/v2/users', { email: 'user@example.com', fullName: 'A User', externalId: 'user', departmentId: department.id, locationId: location.id });
  await api.write('POST', '/v2/users', { email: 'user@example.com', fullName: 'A User, renamed', externalId: 'user' });
  const status = await api.write('POST', '/v2/action-item-statuses', { name: 'waiting', group: 'on_hold', externalId: 'waiting' });
  await api.write('POST', '/v2/modules/action_item/fields', { key: 'score', label: 'Score', type: 'number' });
  const [event, doomedEvent] = (await api.write('POST', '/v2/events/bulk', {
    events: [{ externalId: 'event', title: 'An event', locationExternalId: 'site', reportedByExternalId: 'user' }, { externalId: 'event-2', title: 'Gone' }],
  })).results;
  const item = await api.write('POST', '/v2/action-items', {
    title: 'An item', externalId: 'item', eventExternalId: 'event', assignedToUserId: user.id, statusExternalId: 'waiting', locationExternalId: 'crane', fields: { score: 1.1 },
  });
  await api.write('PATCH', `/v2/action-items/${item.id}`, { title: 'An item, retitled', fields: { score: 0.1 } });
  const doomedItem = await api.write('POST', '/v2/action-items', { title: 'Deleted soon' });
  await api.write('DELETE', `/v2/action-items/${doomedItem.id}`);
  await api.write('DELETE', `/v2/events/${doomedEvent.id}`);
  const workflow = await api.write('POST', '/v2/workflows', { name: 'flow', flowType: 'assessment', definition: { v: 1, nested: { list: [1, 'two', null] } } });
  const run = await api.write('POST', `/v2/workflows/${workflow.id}/runs`, { flowRunType: 'live', eventId: event.id });
  const node = await api.write('POST', `/v2/workflows/${workflow.id}/runs/${run.id}/node-results`, { nodeKey: 'n', nodeType: 't' });
  await api.write('POST', '/v2/metric-definitions', { slug: 'metric', name: 'A metric' });
  await api.write('PUT', `/v2/events/${event.id}/metrics/metric`, { value: 0.30000000000000004, flowRunId: run.id, flowRunNodeId: node.id });
  const webhook = await api.write('POST', '/v2/webhooks', { url: 'https://93.184.216.34/hooks', events: ['*'], enabled: false });
  // A delivery (a test event: the subscription is disabled, nothing is sent) moves the deliveries' identity sequence.
  await api.write('POST', `/v2/webhooks/${webhook.id}/test`, {});
  return { asset, user, location, event, doomedEvent, item, doomedItem, status, workflow, run, webhook };
}

type Filled = Awaited<ReturnType<typeof fill>>;

/** Every GET compared across the move: each record, each list, each history, every page of the change feed. */
async function readEverything(api: Client, ids: Filled): Promise<Map<string, Reading>> {
  const paths = [
    `/v2/action-items/${ids.item.id}`, `/v2/users/${ids.user.id}`, `/v2/assets/${ids.asset.id}`, `/v2/locations/${ids.location.id}`,
    `/v2/events/${ids.event.id}`, `/v2/workflows/${ids.workflow.id}`, `/v2/workflows/${ids.workflow.id}/runs/${ids.run.id}`,
    `/v2/events/${ids.event.id}/metrics/metric`, `/v2/webhooks/${ids.webhook.id}`,
    '/v2/action-items?includeDeleted=true', '/v2/users', '/v2/assets', '/v2/locations', '/v2/events?includeDeleted=true', '/v2/workflows',
    `/v2/workflows/${ids.workflow.id}/runs`, '/v2/metric-definitions', '/v2/metrics', '/v2/events/metrics/bulk', '/v2/action-item-statuses',
    '/v2/equipment-types', '/v2/modules/action_item/fields', '/v2/webhooks', `/v2/webhooks/${ids.webhook.id}/deliveries`,
    `/v2/action-items/${ids.item.id}/history`, `/v2/action-items/${ids.doomedItem.id}/history`, `/v2/users/${ids.user.id}/history`,
    `/v2/assets/${ids.asset.id}/history`, `/v2/locations/${ids.location.id}/history`, `/v2/events/${ids.doomedEvent.id}/history`,
  ];
  const readings = new Map<string, Reading>();
  for (const path of paths) readings.set(path, await api.read(path));
  // The feed page by page, each page's cursor from the one before.
  let path = '/v2/changes?limit=4';
  for (let page = 0; path; page++) {
    const reading = await api.read(path);
    readings.set(`changes page ${page}`, reading);
    const { meta } = JSON.parse(reading.body);
    path = meta.hasNext ? `/v2/changes?limit=4&cursor=${encodeURIComponent(meta.nextCursor)}` : '';
  }
  return readings;
}

/** A position to poll from: the last page's cursor of a first sync. */
async function savedCursor(api: Client, path: string): Promise<string> {
  const { meta } = JSON.parse((await api.read(path)).body);
  return meta.nextCursor;
}

const move = (dataDir: string, to: string, ...more: string[]) => runNode(CLI_ENTRY, ['move-to-postgres', '--data-dir', dataDir, '--to', to, ...more], {}, { timeoutMs: 60_000 });

/** Every sequence of `public` with its position, as `SELECT last_value, is_called` reads it. */
async function sequenceStates(db: Kysely<any>): Promise<Record<string, string>> {
  const { rows: sequences } = await sql<{ name: string }>`SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = 'public'::regnamespace`.execute(db);
  const states: Record<string, string> = {};
  for (const { name } of sequences) {
    const { rows: [state] } = await sql<{ value: string }>`SELECT last_value || ' ' || is_called AS value FROM ${sql.id('public', name)}`.execute(db);
    states[name] = state!.value;
  }
  return states;
}

/** What the target's public schema holds, per table: its rows' checksum (nothing when empty). */
async function targetState(url: string): Promise<Record<string, string>> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query("SET TIME ZONE 'UTC'");
    const { rows: tables } = await db.query<{ name: string }>("SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE nspname = 'public' AND relkind = 'r' ORDER BY 1");
    const state: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows: [sum] } = await db.query(`SELECT count(*) || ' ' || md5(coalesce(string_agg(t::text, ',' ORDER BY t::text COLLATE "C"), '')) AS sum FROM public."${name}" t`);
      state[name] = sum.sum;
    }
    return state;
  } finally {
    await db.end();
  }
}

async function stop(server: RunningServer): Promise<void> {
  server.child.kill('SIGTERM');
  assert.equal(await server.exited, 0, server.output());
}

test('smr move-to-postgres: the service on the PostgreSQL copy answers as the embedded one did, cursors continue, keys replay; refusals leave the target as it was', { skip, timeout: 120_000 }, async () => {
  const { env, cleanup } = databaseEnv();
  const dataDir = env.DATA_DIR!;
  const target = await scratchDatabase('smr_move', await localPostgresUrl());
  const servers: RunningServer[] = [];
  try {
    const embedded = await startServer({ ...env, ...SERVER_ENV });
    servers.push(embedded);
    const { key } = await issueKey(embedded.url, ADMIN_TOKEN);
    const before = client(embedded.url, key);
    const ids = await fill(before);
    const webhookSecret = ids.webhook.secret as string;
    assert.match(webhookSecret, /^whsec_/);
    const idempotencyKey = randomUUID();
    const keyed = await before.request('POST', '/v2/action-items', { title: 'Sent once' }, { 'idempotency-key': idempotencyKey });
    assert.equal(keyed.status, 201, keyed.text);
    const readings = await readEverything(before, ids);
    const changesCursor = await savedCursor(before, '/v2/changes?limit=1000');
    const listCursor = await savedCursor(before, '/v2/action-items?updatedAfter=2000-01-01T00:00:00Z&limit=100');

    // Refused while the server holds the directory: one line, status 1, nothing written to the target.
    const held = await move(dataDir, target.url);
    assert.equal(held.code, 1, held.stdout + held.stderr);
    assert.match(held.stderr, new RegExp(`^The embedded database in ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by process ${embedded.child.pid} \\(server, started [^)]+\\)\\. Stop that process first`));
    assert.equal(held.stderr.split('\n').length, 2, held.stderr);
    assert.deepEqual(await targetState(target.url), {});
    await stop(embedded);
    servers.pop();

    // Refused before anything: a missing target (usage, 2), a target that cannot be reached (1).
    const noTarget = await runNode(CLI_ENTRY, ['move-to-postgres', '--data-dir', dataDir], {}, { timeoutMs: 30_000 });
    assert.equal(noTarget.code, 2, noTarget.stderr);
    assert.match(noTarget.stderr, /^error: the PostgreSQL database to move to: --to <url> or DATABASE_URL is missing\n/);
    const unreachable = await move(dataDir, 'postgres://postgres@127.0.0.1:1/nowhere');
    assert.equal(unreachable.code, 1, unreachable.stderr);
    assert.match(unreachable.stderr, /^Failed: Cannot reach the PostgreSQL database nowhere at 127\.0\.0\.1:1: connect ECONNREFUSED 127\.0\.0\.1:1\n$/);

    const moved = await move(dataDir, target.url, '--json');
    assert.equal(moved.code, 0, moved.stdout + moved.stderr);
    const report = JSON.parse(moved.stdout);
    assert.equal(report.committed, true);
    assert.equal(report.migration, Object.keys(migrations).at(-1), 'migrated to the latest migration');
    assert.equal(report.sequences, 1);
    const tables = Object.keys(await targetState(target.url));
    assert.deepEqual(report.tables.map((t: { table: string }) => t.table), tables, 'every table of the catalog compared');
    for (const table of report.tables) assert.equal(table.equal, true, JSON.stringify(table));
    const changeEntries = report.tables.find((t: { table: string }) => t.table === 'change_entries');
    assert.ok(changeEntries.source.rows > 20, JSON.stringify(changeEntries));
    // Progress: a line per table with its row count, on stderr.
    for (const table of report.tables) assert.ok(moved.stderr.includes(`  ${table.table}: ${table.source.rows} row${table.source.rows === 1 ? '' : 's'}\n`), table.table);

    // Every sequence at the source's position (the change log's and the deliveries' positions go on from there).
    const source = await openDatabase({ databaseUrl: null, dataDir, lockHolder: 'test' });
    const targetDb = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url, max: 1 }) }) });
    try {
      const states = await sequenceStates(source.db);
      assert.deepEqual(Object.keys(states), ['webhook_deliveries_ordinal_seq']);
      assert.notEqual(states.webhook_deliveries_ordinal_seq, '1 false', 'the source has used its sequence');
      assert.deepEqual(await sequenceStates(targetDb), states);
    } finally {
      await source.close();
      await targetDb.destroy();
    }

    const postgres = await startServer({ DATABASE_URL: target.url, ...SERVER_ENV });
    servers.push(postgres);
    const after = client(postgres.url, key);
    for (const [path, reading] of readings) {
      const answer = path.startsWith('changes page')
        ? await after.read(`/v2/changes?limit=4${path === 'changes page 0' ? '' : `&cursor=${encodeURIComponent(JSON.parse(readings.get(`changes page ${Number(path.split(' ')[2]) - 1}`)!.body).meta.nextCursor)}`}`)
        : await after.read(path);
      assert.deepEqual(answer, reading, path);
    }

    const replay = await after.request('POST', '/v2/action-items', { title: 'Sent once' }, { 'idempotency-key': idempotencyKey });
    assert.equal(replay.status, 201);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.equal(replay.text, keyed.text);

    const secretClient = new pg.Client({ connectionString: target.url });
    await secretClient.connect();
    const { rows: [subscription] } = await secretClient.query('SELECT secret FROM webhook_subscriptions WHERE id = $1', [ids.webhook.id]);
    await secretClient.end();
    assert.equal(subscription.secret, webhookSecret);

    // The saved positions continue with exactly the write made after the move.
    const retitled = await after.write('PATCH', `/v2/action-items/${ids.item.id}`, { title: 'Written on PostgreSQL' });
    const changes = JSON.parse((await after.read(`/v2/changes?limit=1000&cursor=${encodeURIComponent(changesCursor)}`)).body);
    assert.deepEqual(changes.data.map((entry: any) => [entry.type, entry.recordId, entry.record.title]), [['action_item.updated', ids.item.id, 'Written on PostgreSQL']]);
    const polled = JSON.parse((await after.read(`/v2/action-items?limit=100&cursor=${encodeURIComponent(listCursor)}`)).body);
    assert.deepEqual(polled.data, [retitled]);
    await stop(postgres);
    servers.pop();

    // Refused: a target that is not empty, left as it was.
    const filled = await targetState(target.url);
    const again = await move(dataDir, target.url);
    assert.equal(again.code, 1, again.stdout + again.stderr);
    assert.match(again.stderr, /\nFailed: The target database is not empty: its public schema holds action_item_counts, action_item_statuses, action_items, api_keys, assets, …\. Move into a new, empty database \(CREATE DATABASE …\); nothing was written\.\n$/);
    assert.equal(again.stdout, '');
    assert.deepEqual(await targetState(target.url), filled);
  } finally {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await target.drop();
    cleanup();
  }
});

test('smr move-to-postgres refuses a directory that holds no embedded database (it would otherwise create one), before reaching the target', { skip }, async () => {
  const empty = mkdtempSync(join(tmpdir(), 'smr-move-empty-'));
  try {
    const refused = await move(empty, 'postgres://postgres@127.0.0.1:1/nowhere');
    assert.equal(refused.code, 1, refused.stdout + refused.stderr);
    assert.match(refused.stderr, new RegExp(`There is no embedded database in ${empty.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(no PG_VERSION\\): nothing to move\\.\\n$`));
    assert.deepEqual(readdirSync(empty), [], 'nothing created in the directory');
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
