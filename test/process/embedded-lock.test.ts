/**
 * One process per embedded data directory, with the real server and CLI: a second process on a
 * directory in use refuses with one line and status 1; a killed holder's lock is taken over,
 * by exactly one of several servers starting together.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { onPostgres } from '../helpers/database.js';
import { CLI_ENTRY, databaseEnv, launchServer, runNode, SERVER_ENTRY, startServer, type RunningServer } from '../helpers/processes.js';

const ADMIN_TOKEN = 'embedded-lock-admin-token-123456';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
const skip = onPostgres && 'embedded database only (TEST_DATABASE_URL is set)';
/** A refused process is killed after this long, so a start that does not refuse fails the test instead of hanging it. */
const REFUSAL_TIMEOUT_MS = 15_000;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole stderr of a process refused on `dataDir` while the server with `pid` holds it. */
function refusedFor(dataDir: string, pid: number): RegExp {
  return new RegExp(
    `^The embedded database in ${escapeRegExp(dataDir)} is in use by process ${pid} \\(server, started \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z\\)\\. ` +
      'Stop that process first, or use its /admin API; several processes at once need PostgreSQL \\(DATABASE_URL\\)\\.\\n$',
  );
}

async function organizationIds(url: string): Promise<string[]> {
  const response = await fetch(`${url}/admin/organizations`, { headers: admin });
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: Array<{ id: string }> }).data.map((organization) => organization.id);
}

/** Kills every server still running and waits for it to be gone. */
async function killAll(servers: RunningServer[]): Promise<void> {
  await Promise.all(servers.map((server) => {
    server.child.kill('SIGKILL');
    return server.exited;
  }));
}

test('a second server or CLI on a data directory in use refuses with one line; a killed holder\'s lock is taken over', { skip }, async () => {
  const { env, cleanup } = databaseEnv();
  const dataDir = env.DATA_DIR!;
  const lockFile = join(dataDir, 'smr.lock');
  const servers: RunningServer[] = [];
  try {
    const a = await startServer({ ...env, ADMIN_TOKEN });
    servers.push(a);
    const created = await fetch(`${a.url}/admin/organizations`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'Written by A' }) });
    assert.equal(created.status, 201);
    const orgId = ((await created.json()) as { data: { id: string } }).data.id;

    const secondServer = await runNode(SERVER_ENTRY, [], { ...env, PORT: '0' }, { timeoutMs: REFUSAL_TIMEOUT_MS });
    assert.equal(secondServer.code, 1, secondServer.stdout + secondServer.stderr);
    assert.match(secondServer.stderr, refusedFor(dataDir, a.child.pid!));
    assert.equal(secondServer.stdout, '');

    const cli = await runNode(CLI_ENTRY, ['org', 'list'], env, { timeoutMs: REFUSAL_TIMEOUT_MS });
    assert.equal(cli.code, 1, cli.stdout + cli.stderr);
    assert.match(cli.stderr, refusedFor(dataDir, a.child.pid!));
    assert.equal(cli.stdout, '');

    assert.ok((await organizationIds(a.url)).includes(orgId), 'A keeps working');

    a.child.kill('SIGKILL');
    assert.equal(await a.exited, null);
    assert.ok(existsSync(lockFile), 'the killed server left its lock behind');

    const b = await startServer({ ...env, ADMIN_TOKEN });
    servers.push(b);
    assert.ok((await organizationIds(b.url)).includes(orgId), 'B took over the stale lock and sees what A wrote');
    b.child.kill('SIGTERM');
    assert.equal(await b.exited, 0);
    assert.equal(existsSync(lockFile), false, 'a stopped server removes its lock');
  } finally {
    await killAll(servers);
    cleanup();
  }
});

test('of four servers started at once on a stale lock, exactly one starts; the three others refuse naming it', { skip }, async () => {
  const { env, cleanup } = databaseEnv();
  const dataDir = env.DATA_DIR!;
  const servers: RunningServer[] = [];
  try {
    const killed = await startServer(env);
    servers.push(killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    assert.ok(existsSync(join(dataDir, 'smr.lock')), 'the killed server left a stale lock');

    const launches = await Promise.allSettled(Array.from({ length: 4 }, () => launchServer(env, 60_000)));
    const started = launches.flatMap((launch) => (launch.status === 'fulfilled' && launch.value.listening ? [launch.value.listening] : []));
    servers.push(...started);
    const refused = launches.flatMap((launch) => (launch.status === 'fulfilled' && launch.value.exited ? [launch.value.exited] : []));
    for (const launch of launches) if (launch.status === 'rejected') throw launch.reason;

    assert.equal(started.length, 1, `servers listening: ${started.map((server) => server.child.pid).join(', ')}`);
    const winner = started[0]!;
    assert.equal(refused.length, 3);
    for (const refusal of refused) {
      assert.equal(refusal.code, 1, refusal.stdout + refusal.stderr);
      assert.match(refusal.stderr, refusedFor(dataDir, winner.child.pid!));
    }
    assert.equal((await fetch(`${winner.url}/healthz`)).status, 200);
    winner.child.kill('SIGTERM');
    assert.equal(await winner.exited, 0);
  } finally {
    await killAll(servers);
    cleanup();
  }
});
