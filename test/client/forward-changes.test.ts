/**
 * The forwarder (`forwardChanges`, and `smr listen` run as a process) against the real service
 * listening on 127.0.0.1, delivering to real receivers built with `createWebhookHandler`, which
 * verify every delivery: the events of writes (create, update, delete) equal, body for body and
 * webhook-id for webhook-id, what a real subscription of the service delivers for the same writes;
 * a receiver that fails is retried and nothing is skipped or reordered; a give-up keeps the
 * position before the undelivered change; stopped and started again, the CLI goes on from its
 * checkpoint file with no change lost or repeated. The file has a database of its own: its app's
 * delivery worker acts on every org's deliveries.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createClient, createWebhookHandler, ForwardError, forwardChanges, MemoryCheckpoint, type SmrClient } from '@safety-records/client';
import { buildTestApp } from '../helpers/app.js';
import { isolateDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';
import { CLI_ENTRY, runNode } from '../helpers/processes.js';
import { startConsumer } from '../helpers/webhook-consumer.js';
import { deliveringConfig } from '../helpers/webhook-worker.js';

isolateDatabase();

const app = await buildTestApp({ config: deliveringConfig({ webhookRetrySchedule: [0.1, 0.2] }) });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;

interface Event {
  id: string;
  type: string;
  data: { record: { id: string; title?: string } };
}

/** A receiver built with createWebhookHandler: the verified events, every attempt's webhook-id, and `failing(id)` to make attempts fail. */
async function receiver(failing: (webhookId: string, attempt: number) => boolean = () => false) {
  const events: Event[] = [];
  const attempts: string[] = [];
  const handler = createWebhookHandler(SECRET, (event, context) => {
    attempts.push(context.webhookId);
    if (failing(context.webhookId, attempts.filter((id) => id === context.webhookId).length)) throw new Error('the receiver is down');
    events.push(event as unknown as Event);
  }, { onError: () => {} });
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, events, attempts,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** Creates, updates and deletes an action item, and creates a user (which `action_item.*` leaves out). */
async function writes(smr: SmrClient, title: string): Promise<string> {
  const { data: item } = await smr.POST('/v2/action-items', { body: { title } });
  await smr.PATCH('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: item.id } }, body: { title: `${title}, renamed` } });
  await smr.DELETE('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: item.id } } });
  await smr.POST('/v2/users', { body: { fullName: 'Grace Hopper', email: `grace-${item.id}@example.com` } });
  return item.id;
}

const orgClient = (org: TestOrg) => createClient({ baseUrl, apiKey: org.keys.all, retry: { retries: 0 } });
const forwarding = (org: TestOrg, to: string) => ({ client: orgClient(org), to, secret: SECRET, organizationId: org.id, events: ['action_item.*'] });

test('forwarded events equal what a subscription of the service delivers for the same writes, verified by createWebhookHandler', async (t) => {
  const org = await createTestOrg();
  const smr = orgClient(org);
  const subscribed = await startConsumer();
  t.after(() => subscribed.close());
  await smr.POST('/v2/webhooks', { body: { url: `${subscribed.url}/hook`, events: ['action_item.*'] } });
  const local = await receiver();
  t.after(local.close);

  const itemId = await writes(smr, 'Forwarded');
  await subscribed.waitFor((received) => received.length === 3);
  const checkpoint = new MemoryCheckpoint();
  assert.deepEqual(await forwardChanges({ ...forwarding(org, local.url), checkpoint }), { delivered: 3 });

  const fromService = subscribed.received.map((request) => JSON.parse(request.body));
  assert.deepEqual(fromService.map((event) => event.type), ['action_item.created', 'action_item.updated', 'action_item.deleted']);
  assert.deepEqual(local.events, fromService, 'the same bodies, structurally');
  assert.deepEqual(local.attempts, subscribed.received.map((request) => request.headers['webhook-id']), 'the same webhook-ids');
  assert.equal(local.events[2]!.data.record.id, itemId);
  const feed = await smr.GET('/v2/changes', { params: { query: { types: 'action_item.*' } } });
  assert.equal(await checkpoint.load(), feed.data.at(-1)!.seq, 'the position is past the last delivered change');
  assert.deepEqual(await forwardChanges({ ...forwarding(org, local.url), checkpoint }), { delivered: 0 }, 'nothing new: nothing forwarded');
});

test('a failing receiver is retried with backoff: nothing skipped, nothing overtaken; a give-up keeps the position before the undelivered change', async (t) => {
  const org = await createTestOrg();
  const smr = orgClient(org);
  await writes(smr, 'Retried');
  const ids = (await smr.GET('/v2/changes', { params: { query: { types: 'action_item.*' } } })).data.map((entry) => entry.id);
  const flaky = await receiver((id, attempt) => id === ids[1] && attempt <= 2);
  t.after(flaky.close);
  const tried: number[] = [];
  const result = await forwardChanges({
    ...forwarding(org, flaky.url), checkpoint: new MemoryCheckpoint(), retry: { baseDelayMs: 20 },
    onAttempt: (attempt) => tried.push(attempt.retryInMs ?? 0),
  });
  assert.deepEqual(result, { delivered: 3 });
  assert.deepEqual(flaky.attempts, [ids[0], ids[1], ids[1], ids[1], ids[2]]);
  assert.deepEqual(flaky.events.map((event) => event.id), ids);
  assert.deepEqual(tried, [0, 20, 40, 0, 0], 'the waits double');

  const down = await receiver((id) => id === ids[1]);
  t.after(down.close);
  const checkpoint = new MemoryCheckpoint();
  await assert.rejects(forwardChanges({ ...forwarding(org, down.url), checkpoint, retry: { baseDelayMs: 5, maxAttempts: 3 } }), (error) => {
    assert.ok(error instanceof ForwardError);
    assert.equal(error.changeId, ids[1]);
    return true;
  });
  assert.deepEqual(down.events.map((event) => event.id), [ids[0]]);
  const feed = (await smr.GET('/v2/changes', { params: { query: { types: 'action_item.*' } } })).data;
  assert.equal(await checkpoint.load(), feed[0]!.seq, 'saved past the first change only');
  const healthy = await receiver();
  t.after(healthy.close);
  assert.deepEqual(await forwardChanges({ ...forwarding(org, healthy.url), checkpoint }), { delivered: 2 });
  assert.deepEqual(healthy.events.map((event) => event.id), ids.slice(1));
});

/** `smr listen` following until SIGINT, with the lines it printed. */
function listening(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [CLI_ENTRY, 'listen', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function until(done: () => boolean, what: string): Promise<void> {
  for (const started = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 25))) {
    if (Date.now() - started > 15_000) throw new Error(`${what}: not within 15 s`);
  }
}

test('smr listen: follows until Ctrl-C, then continues from its checkpoint file with no change lost or repeated', async (t) => {
  const org = await createTestOrg();
  const smr = orgClient(org);
  const local = await receiver();
  t.after(local.close);
  const dir = mkdtempSync(join(tmpdir(), 'smr-listen-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const cursorFile = join(dir, 'cursor');
  const env = { SMR_URL: baseUrl, SMR_API_KEY: org.keys.read, SMR_WEBHOOK_SECRET: SECRET, SMR_ORG_ID: org.id };
  const args = ['--forward-to', local.url, '--checkpoint', cursorFile, '--since', '2000-01-01T00:00:00Z', '--events', 'action_item.*,user.created'];

  await writes(smr, 'First');
  const first = listening([...args, '--poll-ms', '50'], env);
  await until(() => local.events.length === 4, 'the first writes forwarded');
  await writes(smr, 'While following');
  await until(() => local.events.length === 8, 'the writes made while following forwarded');
  first.child.kill('SIGINT');
  assert.equal(await first.exited, 0, first.output());
  assert.match(first.output(), /action_item\.created \S+ → 204/);

  await writes(smr, 'While stopped');
  const second = await runNode(CLI_ENTRY, ['listen', ...args, '--once'], env, { timeoutMs: 30_000 });
  assert.equal(second.code, 0, second.stderr);
  assert.match(second.stderr, /Delivered 4 change\(s\)/);

  const feed = (await smr.GET('/v2/changes', { params: { query: { types: 'action_item.*,user.created' } } })).data;
  assert.equal(feed.length, 12);
  assert.deepEqual(local.attempts, feed.map((entry) => entry.id), 'every change once, in commit order');
  assert.equal(readFileSync(cursorFile, 'utf8').trim(), feed.at(-1)!.seq);
});

test('smr listen: a command line without what it needs is exit 2, before anything is read', async () => {
  const noForward = await runNode(CLI_ENTRY, ['listen'], {});
  assert.equal(noForward.code, 2);
  assert.match(noForward.stderr, /--forward-to/);
  const noSecret = await runNode(CLI_ENTRY, ['listen', '--forward-to', 'http://127.0.0.1:9/hooks', '--url', baseUrl, '--key', 'smr_x', '--org', '00000000-0000-4000-8000-000000000000'], {});
  assert.equal(noSecret.code, 2);
  assert.match(noSecret.stderr, /the secret to sign with: --secret/);
  const badUrl = await runNode(CLI_ENTRY, ['listen', '--forward-to', 'ftp://x/hooks'], {});
  assert.equal(badUrl.code, 2);
});
