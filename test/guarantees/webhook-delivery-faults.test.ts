/**
 * Webhook delivery under faults (DECISIONS 13), against PostgreSQL with real server processes and
 * a real HTTP consumer:
 *
 * - SIGKILL in the middle of delivering 1,000 changes to a consumer that fails 30 % of requests:
 *   once a fresh process runs on the same database, every change reaches the consumer (at least
 *   once), and the killed instance's claimed deliveries are attempted again only after their
 *   lease has run out.
 * - Two instances on one database: no delivery is attempted by both at once (no two requests for
 *   one webhook-id are in flight together), both instances do deliver, and the delivery log agrees
 *   with what the consumer saw, request by request.
 *
 * Each test runs on a database of its own, created for it: the workers claim due deliveries of
 * every org of their database, so servers of other test files on the shared test database (run in
 * parallel, with other WEBHOOK_* settings, refusing private targets) would otherwise attempt these
 * tests' deliveries too.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { test, type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { scratchDatabase, TEST_DATABASE_URL } from '../helpers/database.js';
import { startServer, issueKey, type RunningServer } from '../helpers/processes.js';
import { startConsumer, type WebhookConsumer } from '../helpers/webhook-consumer.js';

const skip = !TEST_DATABASE_URL && 'PostgreSQL only';
const ADMIN_TOKEN = 'webhook-faults-admin-token-123456789';
const TIMEOUT_MS = 1000;
/** The workers' lease (webhook-worker.ts): an attempt and its recording end inside it. */
const LEASE_MS = 2 * TIMEOUT_MS + 5000;
/** Twelve retries: with 30 % failures, all 13 attempts of one of 1,000 deliveries fail with odds of about 1 in 6,000. */
const RETRY_SCHEDULE = '0.2,0.5,1,1,1,1,1,1,1,1,1,1';

const serverEnv = (databaseUrl: string): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  ADMIN_TOKEN,
  WEBHOOK_DELIVERY: 'true',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_RETRY_SCHEDULE: RETRY_SCHEDULE,
  WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
  RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
});

/** SIGTERM, and SIGKILL if it has not exited 10 s later. */
async function stopServer(server: RunningServer | null): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const exited = await Promise.race([server.exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!exited) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

/**
 * What a test runs on: a database of its own with a client on it, a consumer, and `start` for
 * servers on that database; all stopped, closed and dropped after the test.
 */
async function rig(t: TestContext): Promise<{ db: pg.Client; consumer: WebhookConsumer; start: () => Promise<RunningServer> }> {
  const database = await scratchDatabase('smr_webhook_faults');
  const db = new pg.Client({ connectionString: database.url });
  const consumer = await startConsumer();
  const servers: RunningServer[] = [];
  t.after(async () => {
    for (const server of servers) await stopServer(server);
    await consumer.close();
    await db.end().catch(() => {});
    await database.drop();
  });
  await db.connect();
  const start = async () => {
    const server = await startServer(serverEnv(database.url));
    servers.push(server);
    return server;
  };
  return { db, consumer, start };
}

interface Org {
  key: string;
  orgId: string;
  subscriptionId: string;
  secret: string;
}

/** An org, its key, and one subscription of `consumer` to every change. */
async function subscribedOrg(url: string, consumer: WebhookConsumer): Promise<Org> {
  const { key, orgId } = await issueKey(url, ADMIN_TOKEN);
  const response = await fetch(`${url}/v2/webhooks`, {
    method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: consumer.url, events: ['*'] }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  const { data } = (await response.json()) as { data: { id: string; secret: string } };
  return { key, orgId, subscriptionId: data.id, secret: data.secret };
}

/** Writes `batches` bulks of 100 action items, all at once, each through `urls[i % urls.length]`. */
async function writeActionItems(urls: string[], key: string, batches: number, tag: string): Promise<void> {
  const statuses = await Promise.all(Array.from({ length: batches }, async (_, batch) => {
    const response = await fetch(`${urls[batch % urls.length]}/v2/action-items/bulk`, {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ actionItems: Array.from({ length: 100 }, (_, i) => ({ title: `${tag} ${batch}/${i}`, externalId: `${tag}-${batch}-${i}` })) }),
    });
    await response.arrayBuffer();
    return response.status;
  }));
  assert.deepEqual(statuses.filter((status) => status !== 200), [], 'every bulk was written');
}

/** Every change id of the org's feed, from the start, paging with meta.nextCursor. */
async function changeIds(url: string, key: string): Promise<string[]> {
  const ids: string[] = [];
  let query = 'limit=1000';
  for (let page = 0; page < 100; page++) {
    const response = await fetch(`${url}/v2/changes?${query}`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(response.status, 200);
    const body = (await response.json()) as { data: Array<{ id: string }>; meta: { hasNext: boolean; nextCursor: string | null } };
    ids.push(...body.data.map((entry) => entry.id));
    if (!body.meta.hasNext) return ids;
    query = `limit=1000&cursor=${encodeURIComponent(body.meta.nextCursor!)}`;
  }
  throw new Error('the change feed did not end within 100 pages');
}

/** The subscription's deliveries, once none is pending any more (or after `timeoutMs`, as they are then). */
interface DeliveryRow {
  id: string;
  event_id: string;
  status: string;
  attempt_count: number;
  lease_until: Date | null;
  statuses: Array<number | null>;
}
async function settledDeliveries(db: pg.Client, org: Org, timeoutMs = 15_000): Promise<DeliveryRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<DeliveryRow>(`
      SELECT d.id, d.event_id, d.status, d.attempt_count, d.lease_until,
             coalesce((SELECT array_agg(a.response_status ORDER BY a.attempt) FROM webhook_attempts a
                        WHERE a.organization_id = d.organization_id AND a.delivery_id = d.id), '{}') AS statuses
        FROM webhook_deliveries d WHERE d.organization_id = $1 AND d.subscription_id = $2`, [org.orgId, org.subscriptionId]);
    if (rows.every((row) => row.status !== 'pending') || Date.now() > deadline) return rows;
    await sleep(100);
  }
}

/** Whether any two of the intervals overlap (touching ends do not). */
function overlapping(intervals: ReadonlyArray<readonly [number, number]>): Array<[readonly [number, number], readonly [number, number]]> {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const found: Array<[readonly [number, number], readonly [number, number]]> = [];
  let reach: readonly [number, number] | null = null;
  for (const interval of sorted) {
    if (reach && interval[0] < reach[1]) found.push([reach, interval]);
    if (!reach || interval[1] > reach[1]) reach = interval;
  }
  return found;
}

/**
 * The process (of `pids`) whose TCP socket has local port `port` and remote port `peerPort` on
 * 127.0.0.1, read from /proc (Linux): the consumer cannot tell the instances apart otherwise.
 */
function socketOwner(port: number, peerPort: number, pids: readonly number[]): number | null {
  const owners = new Map<string, number>();
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) owners.set(match[1]!, pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10) continue;
    const local = Number.parseInt(fields[1]!.split(':')[1]!, 16);
    const remote = Number.parseInt(fields[2]!.split(':')[1]!, 16);
    if (local === port && remote === peerPort && owners.has(fields[9]!)) return owners.get(fields[9]!)!;
  }
  return null;
}

interface Received {
  id: string;
  status: number;
  at: number;
}

test('SIGKILL while 1,000 changes are being delivered to a consumer that fails 30 % of requests at random: after restart every change reaches the consumer, none lost', { skip }, async (t) => {
  const { db, consumer, start } = await rig(t);
  const started = performance.now();
  const first = await start();
  const org = await subscribedOrg(first.url, consumer);
  const before = new Set(await changeIds(first.url, org.key));

  // The consumer: answers after 5-25 ms, 500 three times in ten, and kills the first server from
  // inside a request once armed: that request (and the others in flight) is cut off mid-attempt.
  const received: Received[] = [];
  const acked = new Set<string>();
  let armedAt: number | null = null;
  let killedAt: number | null = null;
  let killIndex = -1;
  const killedInstance = first;
  consumer.answerWith((request) => {
    const id = String(request.headers['webhook-id']);
    const status = Math.random() < 0.3 ? 500 : 200;
    received.push({ id, status, at: request.receivedAt });
    if (status === 200) acked.add(id);
    if (armedAt !== null && killedAt === null && received.length >= armedAt) {
      killedInstance.child.kill('SIGKILL');
      killedAt = Date.now();
      killIndex = received.length - 1;
    }
    return (response) => {
      setTimeout(() => response.writeHead(status).end(status === 200 ? 'ok' : 'try again'), 5 + Math.random() * 20);
    };
  });

  const writeStart = performance.now();
  await writeActionItems([first.url], org.key, 10, 'faults');
  const writeMs = performance.now() - writeStart;
  const all = (await changeIds(first.url, org.key)).filter((id) => !before.has(id));
  assert.equal(all.length, 1000, 'the 1,000 writes are 1,000 changes');
  const expected = new Set(all);

  // Kill at the ~200th request, or at the next one if the writes took longer than that.
  armedAt = Math.max(200, received.length + 1);
  const receivedWhenArmed = received.length;
  await consumer.waitFor(() => killedAt !== null, 30_000);
  await killedInstance.exited;
  const ackedAtKill = new Set(acked);
  // Statements of the killed process still running in PostgreSQL end (commit) within moments.
  await sleep(500);
  const { rows: orphans } = await db.query<{ event_id: string; lease_until: Date }>(`
    SELECT event_id, lease_until FROM webhook_deliveries
     WHERE organization_id = $1 AND status = 'pending' AND lease_until > clock_timestamp()`, [org.orgId]);
  const receivedAfterGrace = received.length;
  await sleep(1000);
  // Negative controls: the kill left changes undelivered, and nothing else delivers them meanwhile.
  const missingAtKill = all.filter((id) => !ackedAtKill.has(id));
  assert.ok(missingAtKill.length > 0, 'the kill came before every change was delivered: the restart has work to do');
  assert.equal(received.length, receivedAfterGrace, 'with the instance dead, the consumer receives nothing');
  assert.ok(orphans.length > 0, 'the killed instance held leases on deliveries it was attempting');

  const restartAt = Date.now();
  const afterRestart = (r: Received) => r.at >= restartAt;
  await start();
  const restartedAt = Date.now();
  await consumer.waitFor(() => acked.size >= expected.size && all.every((id) => acked.has(id)), 90_000).catch((error: unknown) => {
    throw new Error(`${(error as Error).message}; ${all.filter((id) => !acked.has(id)).length} of ${all.length} changes never answered 2xx`);
  });
  const completedAt = Date.now();
  const deliveries = await settledDeliveries(db, org);

  // Every change reached the consumer, nothing else did.
  assert.deepEqual(new Set(acked), expected, 'the consumer acknowledged exactly the changes of the feed');
  assert.deepEqual(received.filter((r) => !expected.has(r.id)), [], 'no request for anything but those changes');
  // One delivery per change (the dispatch position survived the kill: no change fanned out twice), each succeeded.
  assert.equal(deliveries.length, all.length, 'one delivery per change');
  assert.deepEqual(new Set(deliveries.map((d) => d.event_id)), expected);
  assert.deepEqual(deliveries.filter((d) => d.status !== 'succeeded').map((d) => `${d.event_id}: ${d.status}`), [], 'every delivery is recorded as succeeded');

  // The killed instance's leases were respected: nothing it had claimed was attempted again before its lease ended.
  const leaseOf = new Map(orphans.map((o) => [o.event_id, o.lease_until.getTime()]));
  const early = received.filter((r) => afterRestart(r) && leaseOf.has(r.id) && r.at < leaseOf.get(r.id)! - 50);
  assert.deepEqual(early.map((r) => `${r.id} at ${new Date(r.at).toISOString()}`), [], 'no delivery is attempted again while the killed instance\'s lease runs');
  const orphansRedelivered = orphans.filter((o) => received.some((r) => afterRestart(r) && r.id === o.event_id));
  assert.equal(orphansRedelivered.length, orphans.length, 'every delivery the killed instance held is attempted again after its lease');

  // Signatures and bodies: every request is signed with the subscription's secret and carries its change.
  const verifier = new Webhook(org.secret);
  let verified = 0;
  for (const request of consumer.received) {
    const body = verifier.verify(request.body, request.headers as Record<string, string>) as { id: string; type: string };
    assert.equal(body.id, request.headers['webhook-id'], 'the body is the change the webhook-id names');
    assert.equal(body.type, 'action_item.created');
    verified++;
  }
  assert.equal(verified, received.length);
  const forged = consumer.received[0]!;
  assert.throws(() => verifier.verify(forged.body.replace('action_item', 'action_itex'), forged.headers as Record<string, string>), 'a changed body fails verification');

  // Duplicates (at least once): requests for a change after the consumer had answered it 2xx.
  const firstAck = new Map<string, number>();
  let duplicates = 0;
  const duplicated = new Set<string>();
  received.forEach((r, index) => {
    if (firstAck.has(r.id)) {
      duplicates++;
      duplicated.add(r.id);
    } else if (r.status === 200) firstAck.set(r.id, index);
  });
  const orphanIds = new Set(orphans.map((o) => o.event_id));
  const duplicatesOutsideLeases = [...duplicated].filter((id) => !orphanIds.has(id));
  const attemptsMade = deliveries.reduce((sum, d) => sum + d.attempt_count, 0);
  const attemptsRecorded = deliveries.reduce((sum, d) => sum + d.statuses.length, 0);
  const failed = received.filter((r) => r.status !== 200).length;
  t.diagnostic(`webhook SIGKILL: 1,000 changes written in ${Math.round(writeMs)} ms; kill armed at request ${receivedWhenArmed}, fired at request ${killIndex + 1} `
    + `(${ackedAtKill.size} of 1,000 acknowledged, ${orphans.length} deliveries leased by the killed instance, ${receivedAfterGrace - killIndex - 1} of its requests arrived after the signal)`);
  t.diagnostic(`webhook SIGKILL: restart ${restartedAt - restartAt} ms; all 1,000 acknowledged ${((completedAt - restartedAt) / 1000).toFixed(1)} s after it `
    + `(${((completedAt - (killedAt ?? 0)) / 1000).toFixed(1)} s after the kill; lease ${LEASE_MS} ms); test ${((performance.now() - started) / 1000).toFixed(1)} s`);
  t.diagnostic(`webhook SIGKILL: ${received.length} requests, ${failed} answered 500, ${verified} signatures verified; ${duplicates} duplicate request(s) after a 2xx `
    + `for ${duplicated.size} change(s), ${duplicatesOutsideLeases.length} of them outside the killed instance's leases`);
  t.diagnostic(`webhook SIGKILL: attempts claimed ${attemptsMade}, recorded ${attemptsRecorded}, received by the consumer ${received.length}`);
});

test('two instances on one database never attempt one delivery at the same time', { skip }, async (t) => {
  // The overlap detector itself, on synthetic intervals: it sees an overlap, and only an overlap.
  assert.equal(overlapping([[0, 10], [5, 15]]).length, 1, 'overlapping intervals are detected');
  assert.equal(overlapping([[30, 40], [0, 100], [50, 60]]).length, 2, 'intervals inside a long one are detected');
  assert.equal(overlapping([[0, 10], [10, 20], [25, 30]]).length, 0, 'touching or separate intervals are not');

  const { db, consumer, start } = await rig(t);
  const started = performance.now();
  const [one, two] = await Promise.all([start(), start()]);
  const pids = [one.child.pid!, two.child.pid!];
  const consumerPort = Number(new URL(consumer.url).port);
  const attribution = existsSync('/proc/net/tcp');
  const org = await subscribedOrg(two.url, consumer);
  const before = new Set(await changeIds(one.url, org.key));

  // The consumer holds each request 50-100 ms (so attempts at once would overlap), answers 500
  // one time in four (so retries, possibly by the other instance, follow), and notes per request
  // when it was in flight and which instance's connection carried it.
  interface Flight { id: string; status: number; start: number; end: number; pid: number | null }
  const flights: Flight[] = [];
  const acked = new Set<string>();
  const ownerOfSocket = new WeakMap<Socket, number | null>();
  consumer.answerWith((request) => {
    const flight: Flight = { id: String(request.headers['webhook-id']), status: Math.random() < 0.25 ? 500 : 200, start: performance.now(), end: Number.NaN, pid: null };
    flights.push(flight);
    if (flight.status === 200) acked.add(flight.id);
    return (response) => {
      const socket = response.socket;
      if (attribution && socket && socket.remotePort !== undefined) {
        if (!ownerOfSocket.has(socket)) ownerOfSocket.set(socket, socketOwner(socket.remotePort, consumerPort, pids));
        flight.pid = ownerOfSocket.get(socket) ?? null;
      }
      response.on('finish', () => {
        flight.end = performance.now();
      });
      setTimeout(() => response.writeHead(flight.status).end(), 50 + Math.random() * 50);
    };
  });

  await writeActionItems([one.url, two.url], org.key, 3, 'pair');
  const all = (await changeIds(two.url, org.key)).filter((id) => !before.has(id));
  assert.equal(all.length, 300);
  const expected = new Set(all);
  await consumer.waitFor(() => all.every((id) => acked.has(id)), 60_000);
  const deliveries = await settledDeliveries(db, org);
  for (let i = 0; i < 50 && !flights.every((f) => Number.isFinite(f.end)); i++) await sleep(100);
  const deliveredAt = performance.now();

  assert.deepEqual(new Set(acked), expected, 'every change was delivered');
  assert.ok(flights.every((f) => Number.isFinite(f.end)), 'every request was answered');

  // No two requests for one webhook-id were in flight at once.
  const byId = new Map<string, Flight[]>();
  for (const flight of flights) byId.set(flight.id, [...(byId.get(flight.id) ?? []), flight]);
  const overlaps = [...byId].flatMap(([id, list]) => overlapping(list.map((f) => [f.start, f.end] as const)).map((pair) => ({ id, pair })));
  assert.deepEqual(overlaps, [], 'no delivery was attempted twice at the same time');
  // Control on the real data: across webhook-ids requests did overlap (the instances worked in parallel), and the detector saw it.
  const concurrent = overlapping(flights.map((f) => [f.start, f.end] as const)).length;
  assert.ok(concurrent > 0, 'requests for different changes were in flight together');

  // Both instances delivered: each connection's owner, read from /proc when the consumer saw it.
  const perInstance = pids.map((pid) => flights.filter((f) => f.pid === pid).length);
  const unattributed = flights.filter((f) => f.pid === null).length;
  const crossInstance = [...byId.values()].filter((list) => new Set(list.map((f) => f.pid).filter((pid) => pid !== null)).size > 1).length;
  if (attribution) {
    assert.ok(perInstance.every((n) => n > 0), `both instances delivered: ${perInstance.join(' and ')} requests (${unattributed} unattributed)`);
  } else {
    t.diagnostic('no /proc/net/tcp: which instance sent each request is not known here');
  }

  // The delivery log agrees with the consumer, request by request: each delivery was claimed once
  // per request the consumer saw for it (attempt_count), each of those claims recorded its outcome
  // (no lease was taken over while its attempt ran: a recording under a lost lease is dropped), and
  // the recorded statuses are the consumer's answers in order. Two instances attempting one delivery
  // at once would show here too, even without overlapping in time.
  assert.equal(deliveries.length, all.length, 'one delivery per change');
  const mismatches = deliveries.flatMap((d) => {
    const seen = (byId.get(d.event_id) ?? []).map((f) => f.status);
    const ok = d.status === 'succeeded' && d.lease_until === null && d.attempt_count === seen.length && JSON.stringify(d.statuses) === JSON.stringify(seen);
    return ok ? [] : [`${d.event_id}: ${d.status}, claimed ${d.attempt_count}, recorded ${JSON.stringify(d.statuses)}, consumer answered ${JSON.stringify(seen)}`];
  });
  assert.deepEqual(mismatches, [], 'each delivery\'s attempts are exactly the requests the consumer answered');

  const retried = [...byId.values()].filter((list) => list.length > 1).length;
  t.diagnostic(`webhook two instances: 300 changes, ${flights.length} requests (${flights.filter((f) => f.status !== 200).length} answered 500, ${retried} changes retried) `
    + `delivered in ${((deliveredAt - started) / 1000).toFixed(1)} s; per instance ${perInstance.join(' / ')} requests (${unattributed} unattributed), `
    + `${crossInstance} changes attempted by both; 0 overlaps per webhook-id, ${concurrent} across webhook-ids`);
});
