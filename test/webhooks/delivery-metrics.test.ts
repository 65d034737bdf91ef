/**
 * Webhook metrics (DECISIONS 17): attempts by what became of their delivery, their duration, the
 * delivery lag (how long a delivery had been due, since its change was written, when its attempt
 * started), the deliveries an instance holds, and what is pending in the database. Real consumers
 * on 127.0.0.1 and the app's own worker; the file has a database of its own, since the pending
 * counts and the worker span every org.
 */
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { bearer, buildTestApp } from '../helpers/app.js';
import { isolateDatabase, testDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';
import { scrapeMetrics, scrapeMetricsText, valueOf, type MetricFamily } from '../helpers/metrics-scrape.js';
import { eventually, startConsumer, type WebhookConsumer } from '../helpers/webhook-consumer.js';

isolateDatabase();

const TOKEN = 'metrics-token-0123456789';
const SILENT = (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent';

const consumers: WebhookConsumer[] = [];
test.after(async () => {
  for (const started of consumers) await started.close();
});
async function consumer(): Promise<WebhookConsumer> {
  const started = await startConsumer();
  consumers.push(started);
  return started;
}

async function call(app: FastifyInstance, org: TestOrg, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: bearer(org.keys.all), ...(payload ? { payload } : {}) });
  assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.statusCode === 204 ? null : response.json();
}

const pendingOf = (families: MetricFamily[]) => Object.fromEntries(['due', 'scheduled', 'paused']
  .map((state) => [state, valueOf(families, 'smr_webhook_deliveries_pending', { state })]));
const outcomesOf = (families: MetricFamily[]) => Object.fromEntries(['succeeded', 'retrying', 'failed']
  .map((outcome) => [outcome, valueOf(families, 'smr_webhook_deliveries_total', { outcome }) ?? 0]));
const heldOf = (families: MetricFamily[]) => Object.fromEntries(['in_flight', 'queued']
  .map((state) => [state, valueOf(families, 'smr_webhook_deliveries_held', { state })]));
/** The count of an unlabelled histogram, and how many of its observations exceed `le`. */
function histogram(text: string, name: string, le: string): { count: number; above: number } {
  const read = (pattern: string) => Number(new RegExp(`^${pattern} (\\S+)$`, 'm').exec(text)?.[1]);
  const count = read(`${name}_count`);
  return { count, above: count - read(`${name}_bucket\\{le="${le.replace('+', '\\+')}"\\}`) };
}

test('an instance without delivery workers shows what is pending in the database: due, paused, the oldest due one\'s wait; it holds nothing', async () => {
  const app = await buildTestApp({ config: { metricsToken: TOKEN, webhookAllowPrivateTargets: true, logLevel: SILENT } });
  const org = await createTestOrg();
  const before = await scrapeMetrics(app, TOKEN);
  assert.deepEqual(pendingOf(before), { due: 0, scheduled: 0, paused: 0 });
  assert.equal(valueOf(before, 'smr_webhook_oldest_due_seconds'), 0);
  assert.equal(before.find((f) => f.name === 'smr_webhook_deliveries_held'), undefined, 'no worker here, nothing held');

  const since = new Date().toISOString();
  for (const title of ['One', 'Two']) await call(app, org, 'POST', '/v2/action-items', { title });
  const testing = (await call(app, org, 'POST', '/v2/webhooks', { url: 'http://127.0.0.1:9/never', events: ['*'] })).data;
  await call(app, org, 'POST', `/v2/webhooks/${testing.id}/test`);
  const paused = (await call(app, org, 'POST', '/v2/webhooks', { url: 'http://127.0.0.1:9/never', events: ['action_item.*'] })).data;
  await call(app, org, 'PATCH', `/v2/webhooks/${paused.id}`, { enabled: false });
  await call(app, org, 'POST', `/v2/webhooks/${paused.id}/replay`, { since });
  await sleep(300);

  const after = await scrapeMetrics(app, TOKEN);
  assert.deepEqual(pendingOf(after), { due: 1, scheduled: 0, paused: 2 }, 'the test event is due; the replay of a disabled subscription waits');
  const oldest = valueOf(after, 'smr_webhook_oldest_due_seconds')!;
  assert.ok(oldest >= 0.3 && oldest < 60, `the test event has waited since it was queued: ${oldest}`);

  for (const subscription of [testing, paused]) await call(app, org, 'DELETE', `/v2/webhooks/${subscription.id}`);
  assert.deepEqual(pendingOf(await scrapeMetrics(app, TOKEN)), { due: 0, scheduled: 0, paused: 0 });
});

test('attempts are counted by outcome and timed; the lag counts from the write; in-flight and pending deliveries are exposed', async () => {
  const app = await buildTestApp({
    config: {
      metricsToken: TOKEN, webhookDelivery: true, webhookAllowPrivateTargets: true, webhookRetrySchedule: [0.1, 60],
      webhookTimeoutMs: 20_000, webhookConcurrency: 4, logLevel: SILENT,
    },
  });
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const [ok, failing, gone, slow] = [await consumer(), await consumer(), await consumer(), await consumer()];
  failing.answerWith(() => ({ status: 500 }));
  gone.answerWith(() => ({ status: 410 }));
  let held: ServerResponse | null = null;
  slow.answerWith((_request, index) => (index === 0 ? (response) => { held = response; } : { status: 200 }));
  const subscriptions: Record<string, string> = {};
  for (const [name, target] of Object.entries({ ok, failing, gone, slow })) {
    subscriptions[name] = (await call(app, org, 'POST', '/v2/webhooks', { url: target.url, events: ['action_item.*'] })).data.id;
  }
  const attemptsOf = async (name: string) => Number((await sql<{ n: string }>`
    SELECT count(*) AS n FROM webhook_attempts a JOIN webhook_deliveries d ON d.organization_id = a.organization_id AND d.id = a.delivery_id
     WHERE a.organization_id = ${org.id} AND d.subscription_id = ${subscriptions[name]}`.execute(db)).rows[0]!.n);

  const item = (await call(app, org, 'POST', '/v2/action-items', { title: 'Watched' })).data.id;
  await slow.waitFor((received) => received.length === 1);
  await eventually(async () => [await attemptsOf('ok'), await attemptsOf('failing'), await attemptsOf('gone')], (n) => n.join() === '1,2,1', 'the other attempts recorded');
  const during = await scrapeMetrics(app, TOKEN);
  assert.deepEqual(outcomesOf(during), { succeeded: 1, retrying: 2, failed: 1 }, '200; 500 twice (the next in 60 s); 410');
  assert.deepEqual(heldOf(during), { in_flight: 1, queued: 0 }, 'the slow consumer\'s attempt');
  assert.deepEqual(pendingOf(during), { due: 1, scheduled: 1, paused: 0 }, 'the slow attempt is still pending; the failing one waits for its retry');

  // The change's next delivery to the slow consumer waits behind the one it holds (one record, in order).
  await call(app, org, 'PATCH', `/v2/action-items/${item}`, { title: 'Watched again' });
  await ok.waitFor((received) => received.length === 2);
  await sleep(3000);
  held!.writeHead(200).end();
  await slow.waitFor((received) => received.length === 2);
  await eventually(() => attemptsOf('slow'), (n) => n === 2, 'the slow attempts recorded');

  const text = await scrapeMetricsText(app, TOKEN);
  const after = await scrapeMetrics(app, TOKEN);
  assert.deepEqual(outcomesOf(after), { succeeded: 4, retrying: 2, failed: 1 });
  assert.deepEqual(heldOf(after), { in_flight: 0, queued: 0 });
  assert.deepEqual(pendingOf(after), { due: 1, scheduled: 1, paused: 0 }, 'the failing subscription\'s update waits behind its retry');
  const oldest = valueOf(after, 'smr_webhook_oldest_due_seconds')!;
  assert.ok(oldest >= 3, `that update has been due since it was written: ${oldest}`);
  const duration = histogram(text, 'smr_webhook_attempt_duration_seconds', '1');
  assert.deepEqual(duration, { count: 7, above: 1 }, 'seven attempts; the held one took over a second');
  const lag = histogram(text, 'smr_webhook_delivery_lag_seconds', '2.5');
  assert.deepEqual(lag, { count: 7, above: 1 }, 'the update waited over 2.5 s behind the held attempt, counted from its write');

  const [waiting] = (await sql<{ due: string; written: string }>`
    SELECT d.next_attempt_at::text AS due, e.occurred_at::text AS written FROM webhook_deliveries d
      JOIN change_entries e ON e.organization_id = d.organization_id AND e.seq = d.change_seq
     WHERE d.organization_id = ${org.id} AND d.subscription_id = ${subscriptions.failing} AND e.action = 'updated'`.execute(db)).rows;
  assert.equal(waiting!.due, waiting!.written, 'a fanned-out delivery is due since its change was written');
});
