/**
 * Configuration: one pass over the environment, validated at start, frozen.
 * A bad value throws ConfigError whose message is one line naming the variable.
 */

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; null selects the embedded PGlite database. */
  databaseUrl: string | null;
  /** Directory of the embedded database (used only when databaseUrl is null). */
  dataDir: string;
  databasePoolSize: number;
  /**
   * Send the hot queries as named (prepared) statements, planned once per connection. Off behind
   * a transaction pooler (PgBouncer in transaction mode), where consecutive statements of one
   * client may run on different server connections.
   */
  databasePreparedStatements: boolean;
  /**
   * PostgreSQL streaming replicas (hot standbys of DATABASE_URL) that serve reads which are not
   * part of a write (DECISIONS 18, docs/decisions/read-replicas.md); empty: every query reads the primary.
   */
  databaseReplicaUrls: readonly string[];
  /** A replica further behind the primary than this is left out until it catches up. */
  replicaMaxLagMs: number;
  /**
   * Where API keys' read floors are kept: `redis` (shared by every instance: a write through one
   * holds back the key's reads through all; one Redis round trip per read) or `instance` (this
   * instance's memory: for one instance, or a load balancer that sends each API key to one instance).
   */
  replicaFloors: 'redis' | 'instance';
  /** Redis connection string for shared rate-limit counters; null keeps counters in memory. */
  redisUrl: string | null;
  /** How long any one Redis command may take before it counts as failed (then counting falls back to memory). */
  redisTimeoutMs: number;
  /** Operator token for /admin; null disables the operator HTTP surface. */
  adminToken: string | null;
  /** Port of a listener serving only GET /metrics (not exposed with the API); null serves none. */
  metricsPort: number | null;
  /** Bearer token GET /metrics requires (on the API port when no metricsPort is set); null: none. */
  metricsToken: string | null;
  /** Requests per window per API key (or per IP without a valid key); 0 turns limiting off. */
  rateLimitPerMinute: number;
  rateLimitWindowSeconds: number;
  bodyLimitBytes: number;
  logLevel: LogLevel;
  /** Trust X-Forwarded-For from a proxy in front of the service. */
  trustProxy: boolean;
  /** Compress response bodies the client accepts compressed (off behind a proxy that compresses). */
  responseCompression: boolean;
  /** Public base URL printed at start and used in the API document; derived from host/port when unset. */
  publicUrl: string | null;
  /** After SIGTERM: how long the instance keeps serving (and reports not ready) before it stops listening. */
  shutdownDrainSeconds: number;
  /** After the drain window: how long requests in flight may take before the process gives up and exits 1. */
  shutdownTimeoutSeconds: number;
  /** Change entries older than this many days are pruned in the background; 0 keeps them forever. */
  changeRetentionDays: number;
  /** How long an Idempotency-Key's stored response is replayed (purged in the background after). */
  idempotencyTtlHours: number;
  /** Whether this instance runs webhook delivery workers (every instance does unless told not to). */
  webhookDelivery: boolean;
  /** Finished webhook deliveries (and their attempts) queued more than this many days ago are pruned in the background; 0 keeps them forever. */
  webhookLogRetentionDays: number;
  /** Deliveries one instance attempts at once. */
  webhookConcurrency: number;
  /** How long one delivery attempt may take, connection to the last byte read. */
  webhookTimeoutMs: number;
  /** Seconds between a failed attempt and the next, one per retry; the delivery fails after the last. */
  webhookRetrySchedule: readonly number[];
  /** Allow http:// and private addresses as webhook targets (tests, on-premises). */
  webhookAllowPrivateTargets: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function present(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, protocols: readonly string[]): string | null {
  const raw = present(env, name);
  if (raw === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')}), got an unparsable value`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  const lowered = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(lowered)) return true;
  if (['0', 'false', 'no', 'off'].includes(lowered)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** One of `values` (case-insensitive); `fallback` when unset. */
function oneOf<const V extends string>(env: Env, name: string, values: readonly V[], fallback: V): V {
  const raw = present(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (!(values as readonly string[]).includes(raw)) throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  return raw as V;
}

/** Comma-separated PostgreSQL URLs, each checked as `url` checks one; unset or empty: none. */
function replicaUrls(env: Env, name: string): readonly string[] {
  const raw = present(env, name);
  if (raw === undefined) return Object.freeze([]);
  const urls = raw.split(',').map((part) => part.trim());
  if (urls.some((part) => part === '')) throw new ConfigError(`${name} must be comma-separated PostgreSQL URLs, got an empty entry`);
  if (new Set(urls).size !== urls.length) throw new ConfigError(`${name} names the same replica twice`);
  return Object.freeze(urls.map((part, index) => url({ [`${name}[${index + 1}]`]: part }, `${name}[${index + 1}]`, ['postgres:', 'postgresql:']) as string));
}

const DEFAULT_RETRY_SCHEDULE = '5,300,1800,7200,18000,36000,36000';

/** Seconds between attempts: comma-separated positive numbers (decimals allowed), at most 30. */
function retrySchedule(env: Env, name: string): readonly number[] {
  const raw = present(env, name) ?? DEFAULT_RETRY_SCHEDULE;
  const parts = raw.split(',').map((part) => part.trim());
  const seconds = parts.map(Number);
  if (parts.length > 30 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part)) || seconds.some((value) => value <= 0 || value > 604_800)) {
    throw new ConfigError(`${name} must be up to 30 comma-separated numbers of seconds above 0 and at most 604800, got "${raw}"`);
  }
  return Object.freeze(seconds);
}

export function loadConfig(env: Env = process.env): Readonly<Config> {
  const logLevel = (present(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const adminToken = present(env, 'ADMIN_TOKEN') ?? null;
  if (adminToken !== null && adminToken.length < 16) {
    throw new ConfigError('ADMIN_TOKEN must be at least 16 characters long');
  }
  const metricsToken = present(env, 'METRICS_TOKEN') ?? null;
  if (metricsToken !== null && metricsToken.length < 16) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  }
  const host = present(env, 'HOST') ?? '127.0.0.1';
  if (/\s/.test(host)) {
    throw new ConfigError(`HOST must be a host name or address, got "${host}"`);
  }
  const config: Config = {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: present(env, 'DATA_DIR') ?? './data',
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    databasePreparedStatements: boolean(env, 'DATABASE_PREPARED_STATEMENTS', true),
    databaseReplicaUrls: replicaUrls(env, 'DATABASE_REPLICA_URLS'),
    replicaMaxLagMs: integer(env, 'REPLICA_MAX_LAG_MS', 1000, 10, 3_600_000),
    replicaFloors: oneOf(env, 'REPLICA_FLOORS', ['redis', 'instance'] as const, present(env, 'REDIS_URL') === undefined ? 'instance' : 'redis'),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisTimeoutMs: integer(env, 'REDIS_TIMEOUT_MS', 200, 10, 10_000),
    adminToken,
    metricsPort: present(env, 'METRICS_PORT') === undefined ? null : integer(env, 'METRICS_PORT', 0, 1, 65535),
    metricsToken,
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 60, 0, 1_000_000_000),
    rateLimitWindowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 10 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    logLevel: logLevel as LogLevel,
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    responseCompression: boolean(env, 'RESPONSE_COMPRESSION', true),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']),
    shutdownDrainSeconds: integer(env, 'SHUTDOWN_DRAIN_SECONDS', 5, 0, 300),
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', 30, 1, 3600),
    changeRetentionDays: integer(env, 'CHANGE_RETENTION_DAYS', 0, 0, 36_500),
    idempotencyTtlHours: integer(env, 'IDEMPOTENCY_TTL_HOURS', 24, 1, 8_760),
    webhookDelivery: boolean(env, 'WEBHOOK_DELIVERY', true),
    webhookLogRetentionDays: integer(env, 'WEBHOOK_LOG_RETENTION_DAYS', 30, 0, 36_500),
    webhookConcurrency: integer(env, 'WEBHOOK_CONCURRENCY', 8, 1, 1000),
    webhookTimeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 120_000),
    webhookRetrySchedule: retrySchedule(env, 'WEBHOOK_RETRY_SCHEDULE'),
    webhookAllowPrivateTargets: boolean(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
  };
  if (config.replicaFloors === 'redis' && config.redisUrl === null) {
    throw new ConfigError('REPLICA_FLOORS=redis needs REDIS_URL');
  }
  if (config.databaseReplicaUrls.length > 0 && config.databaseUrl === null) {
    throw new ConfigError('DATABASE_REPLICA_URLS needs DATABASE_URL: replicas are standbys of a PostgreSQL primary, not of the embedded database');
  }
  return Object.freeze(config);
}

/** The base URL people should use to reach this instance. */
export function baseUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, boundPort = config.port): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const shown = host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${boundPort}`;
}
