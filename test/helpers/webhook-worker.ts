/**
 * Test apps whose webhook delivery worker runs, and deliveries queued for it directly.
 */
import { sql } from 'kysely';
import type { Config } from '../../src/config.js';
import { testDatabase } from './database.js';

/** Settings of a test app that delivers: consumers on 127.0.0.1 allowed, logs at TEST_LOG_LEVEL (silent by default); `overrides` on top. */
export const deliveringConfig = (overrides: Partial<Config> = {}): Partial<Config> => ({
  webhookDelivery: true,
  webhookAllowPrivateTargets: true,
  logLevel: (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent',
  ...overrides,
});

/** `count` test events queued for the subscription (as POST …/test queues one), due in `inMs`. */
export async function queueTestEvents(orgId: string, subscriptionId: string, count: number, inMs = 0): Promise<void> {
  const { db } = await testDatabase();
  await sql`
    INSERT INTO webhook_deliveries (organization_id, subscription_id, event_id, type, payload, next_attempt_at)
    SELECT ${orgId}, ${subscriptionId}, gen_random_uuid()::text, 'webhook.test', '{}', clock_timestamp() + make_interval(secs => ${inMs / 1000})
      FROM generate_series(1, ${count})`.execute(db);
}
