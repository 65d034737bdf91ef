import assert from 'node:assert/strict';
import { test } from 'node:test';
import { baseUrl, ConfigError, loadConfig } from '../../src/config.js';

test('defaults with an empty environment', () => {
  assert.deepEqual({ ...loadConfig({}) }, {
    port: 3000,
    host: '127.0.0.1',
    databaseUrl: null,
    dataDir: './data',
    databasePoolSize: 10,
    databasePreparedStatements: true,
    databaseReplicaUrls: [],
    replicaMaxLagMs: 1000,
    replicaFloors: 'instance',
    redisUrl: null,
    redisTimeoutMs: 200,
    adminToken: null,
    metricsPort: null,
    metricsToken: null,
    rateLimitPerMinute: 60,
    rateLimitWindowSeconds: 60,
    bodyLimitBytes: 10 * 1024 * 1024,
    logLevel: 'info',
    trustProxy: false,
    responseCompression: true,
    publicUrl: null,
    shutdownDrainSeconds: 5,
    shutdownTimeoutSeconds: 30,
    changeRetentionDays: 0,
    idempotencyTtlHours: 24,
    webhookDelivery: true,
    webhookLogRetentionDays: 30,
    webhookConcurrency: 8,
    webhookTimeoutMs: 10_000,
    webhookRetrySchedule: [5, 300, 1800, 7200, 18000, 36000, 36000],
    webhookAllowPrivateTargets: false,
  });
});

test('every variable is read', () => {
  const config = loadConfig({
    PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@db:5432/x', DATA_DIR: '/var/smr',
    DATABASE_POOL_SIZE: '30', DATABASE_PREPARED_STATEMENTS: 'false', REDIS_URL: 'redis://cache:6379', REDIS_TIMEOUT_MS: '50', ADMIN_TOKEN: 'a'.repeat(32),
    RATE_LIMIT_PER_MINUTE: '600', RATE_LIMIT_WINDOW_SECONDS: '10', BODY_LIMIT_BYTES: '2048',
    LOG_LEVEL: 'WARN', TRUST_PROXY: 'true', PUBLIC_URL: 'https://api.example.com/',
    SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_TIMEOUT_SECONDS: '90', METRICS_PORT: '9464', METRICS_TOKEN: 'm'.repeat(20),
    WEBHOOK_DELIVERY: 'false', WEBHOOK_CONCURRENCY: '32', WEBHOOK_TIMEOUT_MS: '2500', WEBHOOK_RETRY_SCHEDULE: '0.2, 1,60', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_LOG_RETENTION_DAYS: '0', RESPONSE_COMPRESSION: 'false',
    DATABASE_REPLICA_URLS: 'postgres://u@replica-1:5432/x, postgresql://u@replica-2/x', REPLICA_MAX_LAG_MS: '250', REPLICA_FLOORS: 'Instance',
  });
  assert.equal(config.replicaFloors, 'instance');
  assert.equal(loadConfig({ REDIS_URL: 'redis://cache:6379' }).replicaFloors, 'redis', 'shared through Redis by default when there is one');
  assert.deepEqual(config.databaseReplicaUrls, ['postgres://u@replica-1:5432/x', 'postgresql://u@replica-2/x']);
  assert.equal(config.replicaMaxLagMs, 250);
  assert.equal(config.responseCompression, false);
  assert.equal(config.webhookDelivery, false);
  assert.equal(config.webhookConcurrency, 32);
  assert.equal(config.webhookTimeoutMs, 2500);
  assert.deepEqual(config.webhookRetrySchedule, [0.2, 1, 60]);
  assert.equal(config.webhookAllowPrivateTargets, true);
  assert.equal(config.webhookLogRetentionDays, 0);
  assert.equal(config.metricsPort, 9464);
  assert.equal(config.metricsToken, 'm'.repeat(20));
  assert.equal(config.port, 8080);
  assert.equal(config.host, '0.0.0.0');
  assert.equal(config.databaseUrl, 'postgres://u@db:5432/x');
  assert.equal(config.dataDir, '/var/smr');
  assert.equal(config.databasePoolSize, 30);
  assert.equal(config.databasePreparedStatements, false);
  assert.equal(config.redisUrl, 'redis://cache:6379');
  assert.equal(config.redisTimeoutMs, 50);
  assert.equal(config.adminToken, 'a'.repeat(32));
  assert.equal(config.rateLimitPerMinute, 600);
  assert.equal(config.rateLimitWindowSeconds, 10);
  assert.equal(config.bodyLimitBytes, 2048);
  assert.equal(config.logLevel, 'warn');
  assert.equal(config.trustProxy, true);
  assert.equal(config.shutdownDrainSeconds, 0);
  assert.equal(config.shutdownTimeoutSeconds, 90);
  assert.equal(baseUrl(config), 'https://api.example.com');
  assert.ok(Object.isFrozen(config));
});

const bad: Array<[Record<string, string>, RegExp]> = [
  [{ PORT: 'abc' }, /^PORT must be a whole number from 0 to 65535, got "abc"$/],
  [{ PORT: '70000' }, /^PORT /],
  [{ PORT: '-1' }, /^PORT /],
  [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must use postgres: or postgresql:/],
  [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL must be a URL/],
  [{ REDIS_URL: 'http://x' }, /^REDIS_URL must use redis: or rediss:/],
  [{ REDIS_TIMEOUT_MS: '9' }, /^REDIS_TIMEOUT_MS must be a whole number from 10 to 10000, got "9"$/],
  [{ REDIS_TIMEOUT_MS: '10001' }, /^REDIS_TIMEOUT_MS /],
  [{ ADMIN_TOKEN: 'short' }, /^ADMIN_TOKEN must be at least 16 characters long$/],
  [{ RATE_LIMIT_PER_MINUTE: '1.5' }, /^RATE_LIMIT_PER_MINUTE /],
  [{ RATE_LIMIT_WINDOW_SECONDS: '0' }, /^RATE_LIMIT_WINDOW_SECONDS /],
  [{ BODY_LIMIT_BYTES: '10' }, /^BODY_LIMIT_BYTES /],
  [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
  [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY must be true or false/],
  [{ HOST: 'a b' }, /^HOST /],
  [{ DATABASE_POOL_SIZE: '0' }, /^DATABASE_POOL_SIZE /],
  [{ DATABASE_REPLICA_URLS: 'postgres://r/x' }, /^DATABASE_REPLICA_URLS needs DATABASE_URL: replicas are standbys of a PostgreSQL primary, not of the embedded database$/],
  [{ DATABASE_URL: 'postgres://p/x', DATABASE_REPLICA_URLS: 'postgres://r/x,,postgres://s/x' }, /^DATABASE_REPLICA_URLS must be comma-separated PostgreSQL URLs, got an empty entry$/],
  [{ DATABASE_URL: 'postgres://p/x', DATABASE_REPLICA_URLS: 'postgres://r/x, postgres://r/x' }, /^DATABASE_REPLICA_URLS names the same replica twice$/],
  [{ DATABASE_URL: 'postgres://p/x', DATABASE_REPLICA_URLS: 'postgres://r/x,mysql://s/x' }, /^DATABASE_REPLICA_URLS\[2\] must use postgres: or postgresql:, got "mysql:"$/],
  [{ REPLICA_FLOORS: 'redis' }, /^REPLICA_FLOORS=redis needs REDIS_URL$/],
  [{ REPLICA_FLOORS: 'cluster' }, /^REPLICA_FLOORS must be one of redis, instance, got "cluster"$/],
  [{ REPLICA_MAX_LAG_MS: '5' }, /^REPLICA_MAX_LAG_MS must be a whole number from 10 to 3600000, got "5"$/],
  [{ DATABASE_PREPARED_STATEMENTS: 'sometimes' }, /^DATABASE_PREPARED_STATEMENTS must be true or false, got "sometimes"$/],
  [{ METRICS_PORT: '0' }, /^METRICS_PORT must be a whole number from 1 to 65535, got "0"$/],
  [{ METRICS_PORT: 'metrics' }, /^METRICS_PORT /],
  [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN must be at least 16 characters long$/],
  [{ WEBHOOK_CONCURRENCY: '0' }, /^WEBHOOK_CONCURRENCY must be a whole number from 1 to 1000, got "0"$/],
  [{ WEBHOOK_TIMEOUT_MS: '50' }, /^WEBHOOK_TIMEOUT_MS /],
  [{ WEBHOOK_RETRY_SCHEDULE: '5,,10' }, /^WEBHOOK_RETRY_SCHEDULE must be up to 30 comma-separated numbers of seconds above 0 and at most 604800, got "5,,10"$/],
  [{ WEBHOOK_RETRY_SCHEDULE: '0' }, /^WEBHOOK_RETRY_SCHEDULE /],
  [{ WEBHOOK_RETRY_SCHEDULE: '-1' }, /^WEBHOOK_RETRY_SCHEDULE /],
  [{ WEBHOOK_RETRY_SCHEDULE: '1e3' }, /^WEBHOOK_RETRY_SCHEDULE /],
  [{ WEBHOOK_RETRY_SCHEDULE: Array(31).fill('1').join(',') }, /^WEBHOOK_RETRY_SCHEDULE /],
  [{ WEBHOOK_DELIVERY: 'perhaps' }, /^WEBHOOK_DELIVERY must be true or false/],
  [{ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'perhaps' }, /^WEBHOOK_ALLOW_PRIVATE_TARGETS must be true or false/],
];
for (const [env, message] of bad) {
  test(`refuses ${JSON.stringify(env)} with one line naming the variable`, () => {
    assert.throws(() => loadConfig(env), (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, message);
      assert.ok(!error.message.includes('\n'));
      return true;
    });
  });
}

test('RATE_LIMIT_PER_MINUTE=0 turns limiting off', () => {
  assert.equal(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute, 0);
});

test('baseUrl shows localhost for a wildcard host', () => {
  assert.equal(baseUrl({ publicUrl: null, host: '0.0.0.0', port: 3000 }), 'http://localhost:3000');
  assert.equal(baseUrl({ publicUrl: null, host: '::1', port: 3000 }), 'http://[::1]:3000');
});
