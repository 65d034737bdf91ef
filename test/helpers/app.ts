/**
 * buildTestApp: the real app on the test database, with a test configuration. Each test gets
 * its own organizations (fixtures.ts), so nothing is truncated between tests.
 */
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { closeAfterFile, PREPARED_STATEMENTS, testDatabase } from './database.js';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export function testConfig(overrides: Partial<Config> = {}): Readonly<Config> {
  return Object.freeze({
    ...loadConfig({}),
    adminToken: TEST_ADMIN_TOKEN,
    rateLimitPerMinute: 1_000_000,
    // Delivery workers run only in the apps of the webhook tests, which turn them on.
    webhookDelivery: false,
    // The delivery log is pruned by the test of its pruning only: another file's pass would take that test's rows.
    webhookLogRetentionDays: 0,
    // As the test database's own connections: a pool the app opens itself (the workers') goes through the same pooler.
    databasePreparedStatements: PREPARED_STATEMENTS,
    logLevel: 'silent' as const,
    ...overrides,
  });
}

export interface TestAppOptions {
  config?: Partial<Config>;
  logStream?: DestinationStream;
  rateLimitNameSpace?: string;
  apiKeyCacheTtlMs?: number;
  /** Routes or hooks a test adds before the app is ready. */
  extend?: (app: FastifyInstance) => void;
}

/** Builds a ready app on the shared test database; closed after the test file. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(options.config),
    database: await testDatabase(),
    logStream: options.logStream,
    rateLimitNameSpace: options.rateLimitNameSpace,
    apiKeyCacheTtlMs: options.apiKeyCacheTtlMs,
  });
  options.extend?.(app);
  await app.ready();
  closeAfterFile(() => app.close());
  return app;
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
