/**
 * Notifications to the other instances (DECISIONS 13, wake-ups): one `pg_notify` statement at a
 * time, at most one every NOTIFY_INTERVAL_MS, the orgs that committed meanwhile coalesced into
 * the next. An org's commits every 2 ms for 400 ms reach a listening instance as at most one
 * notification per interval. PostgreSQL only (PGlite has no other instances).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { InstanceNotifications, NOTIFY_INTERVAL_MS } from '../../src/modules/webhooks/instance-notifications.js';
import { localPostgresUrl, TEST_DATABASE_URL, testDatabase } from '../helpers/database.js';
import { eventually } from '../helpers/webhook-consumer.js';

const skip = !TEST_DATABASE_URL && 'PostgreSQL only';
const COMMITS = 200;
const COMMIT_EVERY_MS = 2;

test('an org\'s commits reach the other instances as at most one notification per interval', { skip }, async () => {
  const { db } = await testDatabase();
  // LISTEN needs a session of its own: straight to the server, also in the pass behind a transaction pooler.
  const listenUrl = await localPostgresUrl();
  const warnings: unknown[] = [];
  const log = { warn: (entry: unknown) => warnings.push(entry) } as unknown as FastifyBaseLogger;
  const received: string[] = [];
  const sender = new InstanceNotifications({ db, databaseUrl: listenUrl, log, notified: () => {} });
  const listener = new InstanceNotifications({ db, databaseUrl: listenUrl, log, notified: (orgId) => received.push(orgId) });
  sender.start();
  listener.start();
  try {
    // Both listening: a notification of the sender reaches the listener.
    const warmUp = randomUUID();
    await eventually(async () => {
      sender.notify(warmUp);
      await sleep(20);
      return received.includes(warmUp);
    }, (arrived) => arrived, 'a notification from one instance to the other');
    const orgId = randomUUID();
    const started = performance.now();
    for (let i = 0; i < COMMITS; i += 1) {
      sender.notify(orgId);
      await sleep(COMMIT_EVERY_MS);
    }
    const elapsed = performance.now() - started;
    await sleep(NOTIFY_INTERVAL_MS * 5);
    const notifications = received.filter((id) => id === orgId).length;
    assert.ok(notifications >= 1, 'no notification arrived');
    // One per interval over the commits, the first at once, and the one after the last commit.
    const most = Math.ceil(elapsed / NOTIFY_INTERVAL_MS) + 2;
    assert.ok(notifications <= most, `${notifications} notifications for ${COMMITS} commits in ${Math.round(elapsed)} ms (at most ${most})`);
    assert.deepEqual(warnings, []);
  } finally {
    await sender.close();
    await listener.close();
  }
});
