/**
 * Prometheus metrics (DECISIONS 17), on prom-client: every request counted and timed by method,
 * route template and status; requests in flight; rate-limit refusals; idempotent replays; the
 * database pool's use and its limit; the build (`smr_build_info`); Node's process metrics under
 * prom-client's own names (`process_*`, `nodejs_*`). Each app has its own registry (several apps share
 * a test process). Served on `METRICS_PORT` when set (a listener of its own, src/server.ts), else
 * on the API port behind `METRICS_TOKEN`; absent, and not collected, when neither is set.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/database.js';
import type { CombinerStats } from '../db/write-combiner.js';
import { REPLICA_STATES, type ReplicaSet } from '../db/driver/replica-set.js';
import type { ReadServedBy } from './replica-reads.js';
import { AppError } from '../http/errors.js';
import { packageVersion } from '../lib/version.js';
import { REPLAYED_HEADER } from './idempotency.js';
import { routeTemplateOf } from './request-log.js';

/** Latency buckets in seconds: from a cached read (1 ms) to a bulk of 1,000 (seconds). */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const finished = Symbol('metricsFinished');

type Counted = FastifyRequest & { [finished]?: boolean };

export class ServiceMetrics {
  readonly registry = new Registry();
  readonly #requests = new Counter({
    name: 'smr_http_requests_total', help: 'Requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const, registers: [this.registry],
  });
  readonly #duration = new Histogram({
    name: 'smr_http_request_duration_seconds', help: 'Time from receiving a request to its response, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const, buckets: DURATION_BUCKETS, registers: [this.registry],
  });
  readonly #inFlight = new Gauge({ name: 'smr_http_requests_in_flight', help: 'Requests received and not yet answered', registers: [this.registry] });
  readonly #refusals = new Counter({
    name: 'smr_rate_limit_refusals_total', help: 'Requests refused with 429 by the rate limit', registers: [this.registry],
  });
  readonly #replays = new Counter({
    name: 'smr_idempotent_replays_total', help: 'Writes answered from a stored Idempotency-Key response instead of running again', registers: [this.registry],
  });

  readonly #reads = new Counter({
    name: 'smr_db_reads_total', help: 'Read-only requests with replicas configured, by where their queries went: replica, primary, or none (no query ran)',
    labelNames: ['served_by'] as const, registers: [this.registry],
  });

  constructor(poolUse: () => PoolUse | null) {
    // prom-client's process and Node.js metrics under their usual names (process_*, nodejs_*), as stock dashboards expect.
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'smr_db_pool_connections', help: 'Database pool: connections open, idle, and queries waiting for a connection',
      labelNames: ['state'] as const, registers: [this.registry],
      collect() {
        const use = poolUse();
        if (use === null) return;
        for (const state of ['open', 'idle', 'waiting'] as const) this.set({ state }, use[state]);
      },
    });
    // Only where there is a pool (PostgreSQL): a gauge without labels would show 0 on the embedded database.
    if (poolUse() !== null) {
      new Gauge({
        name: 'smr_db_pool_max_connections', help: 'Database pool: the most connections it opens (DATABASE_POOL_SIZE)', registers: [this.registry],
        collect() {
          this.set(poolUse()?.max ?? 0);
        },
      });
    }
    new Gauge({
      name: 'smr_build_info', help: 'The running service: its version and its Node.js, always 1',
      labelNames: ['version', 'node'] as const, registers: [this.registry],
    }).set({ version: packageVersion(), node: process.version }, 1);
  }

  /** The write combiner's statements and the writes they carried (src/db/write-combiner.ts), read at each scrape. */
  watchWriteCombiner(stats: () => CombinerStats): void {
    new Counter({
      name: 'smr_db_write_statements_total', help: 'Statements of single clock-last writes, by how many writes each carried: one, or several of one org combined',
      labelNames: ['writes'] as const, registers: [this.registry],
      collect() {
        const { statements, combined } = stats();
        this.reset();
        this.inc({ writes: 'one' }, statements - combined);
        this.inc({ writes: 'combined' }, combined);
      },
    });
    new Counter({
      name: 'smr_db_combined_writes_total', help: 'Single clock-last writes sent in a statement with other writes of their org (the write combiner)',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(stats().combinedWrites);
      },
    });
  }

  /** Each replica's lag and state (DECISIONS 18), read at each scrape. */
  watchReplicas(replicas: ReplicaSet): void {
    new Gauge({
      name: 'smr_db_replica_lag_seconds', help: 'How far behind the primary each streaming replica is (DATABASE_REPLICA_URLS)',
      labelNames: ['replica'] as const, registers: [this.registry],
      collect() {
        for (const status of replicas.statuses()) if (status.lagMs !== null) this.set({ replica: status.name }, status.lagMs / 1000);
      },
    });
    new Gauge({
      name: 'smr_db_replica_state', help: 'Each replica\'s state, 1 for the one it is in: up (takes reads), lagging, down, catching-up, starting',
      labelNames: ['replica', 'state'] as const, registers: [this.registry],
      collect() {
        for (const status of replicas.statuses()) {
          for (const state of REPLICA_STATES) this.set({ replica: status.name, state }, status.state === state ? 1 : 0);
        }
      },
    });
  }

  /** Counts a read-only request by where its queries went (src/plugins/replica-reads.ts). */
  readonly countRead = (servedBy: ReadServedBy): void => {
    this.#reads.inc({ served_by: servedBy });
  };

  /** Counts every request of `app` from now on. */
  instrument(app: FastifyInstance): void {
    app.addHook('onRequest', async () => {
      this.#inFlight.inc();
    });
    app.addHook('onResponse', async (request, reply) => this.#finish(request, reply));
    app.addHook('onRequestAbort', async (request) => {
      if (!(request as Counted)[finished]) this.#inFlight.dec();
      (request as Counted)[finished] = true;
    });
  }

  #finish(request: FastifyRequest, reply: FastifyReply): void {
    if ((request as Counted)[finished]) return;
    (request as Counted)[finished] = true;
    this.#inFlight.dec();
    const labels = { method: request.method, route: routeTemplateOf(request), status: String(reply.statusCode) };
    this.#requests.inc(labels);
    this.#duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) this.#refusals.inc();
    if (reply.getHeader(REPLAYED_HEADER) === 'true') this.#replays.inc();
  }

  /** The exposition text and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function bearsToken(authorization: string | undefined, token: string): boolean {
  const sent = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** GET /metrics on the API's own port, for a scraper holding `token`. */
export function registerMetricsRoute(app: FastifyInstance, metrics: ServiceMetrics, token: string): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearsToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthorized', 'GET /metrics needs the metrics token: Authorization: Bearer <METRICS_TOKEN>');
    }
    const { contentType, text } = await metrics.exposition();
    return reply.type(contentType).send(text);
  });
}

/**
 * A listener serving only GET /metrics, on a port of its own (kept off the API's network path);
 * with a token set, it requires it too. Resolves once listening.
 */
export function startMetricsServer(metrics: ServiceMetrics, options: { port: number; host: string; token: string | null }): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here\n');
      } else if (options.token !== null && !bearsToken(request.headers.authorization, options.token)) {
        response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' }).end('GET /metrics needs the metrics token\n');
      } else {
        const { contentType, text } = await metrics.exposition();
        response.writeHead(200, { 'content-type': contentType }).end(text);
      }
    })().catch(() => response.writeHead(500).end());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
