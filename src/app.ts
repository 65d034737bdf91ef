/**
 * buildApp: the whole HTTP service on a given configuration and database. Plugins in order,
 * one error handler, the explicit list of /v2 modules.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import { baseUrl, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { OrgCountCache } from './db/org-count-cache.js';
import { MemoryPagePositions, RedisPagePositions } from './db/page-positions.js';
import { clientErrorOption, registerConnectAnswer } from './http/client-errors.js';
import { registerErrorHandler } from './http/error-handler.js';
import { AppError } from './http/errors.js';
import { parameterProblem } from './http/input-hygiene.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerDrainingConnectionClose, ShutdownState } from './http/shutdown.js';
import { ErrorBodySchema } from './http/schemas.js';
import { answerUnmatchedRoute } from './http/unmatched-route.js';
import { serializerCompiler } from './http/serialization.js';
import { validatorCompiler } from './http/validation.js';
import { RedisConnection } from './lib/redis-connection.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { ApiKeyAuthenticator } from './modules/api-keys/api-key-authenticator.js';
import { findApiKeyByPublicId } from './modules/api-keys/api-keys.repository.js';
import type { ModuleDeps } from './modules/deps.js';
import { actionItemStatusRoutes } from './modules/action-item-statuses/action-item-statuses.routes.js';
import { actionItemRoutes } from './modules/action-items/action-items.routes.js';
import { assetRoutes } from './modules/assets/assets.routes.js';
import { customFieldRoutes } from './modules/custom-fields/custom-fields.routes.js';
import { equipmentTypeRoutes } from './modules/equipment-types/equipment-types.routes.js';
import { eventRoutes } from './modules/events/events.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { locationRoutes } from './modules/assets/locations.routes.js';
import { metricRoutes } from './modules/metrics/metrics.routes.js';
import { orgStructureRoutes } from './modules/org-structure/org-structure.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { workflowRoutes } from './modules/workflows/workflows.routes.js';
import { registerApiGuard } from './plugins/api-auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerConditionalRequests } from './plugins/conditional-requests.js';
import { registerWriteActor } from './plugins/write-actor.js';
import { changeRoutes } from './modules/changes/changes.routes.js';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.js';
import { WebhookWorker, workerPoolSize } from './modules/webhooks/webhook-worker.js';
import { WebhookMetrics } from './modules/webhooks/webhook-metrics.js';
import { pendingDeliveries } from './modules/webhooks/deliveries.log.repository.js';
import { committedChangesOf } from './db/org-write.js';
import { requestPressure } from './db/request-pressure.js';
import { ChangeRetention } from './workers/change-retention.js';
import { DeliveryLogRetention } from './workers/delivery-log-retention.js';
import { IdempotencyKeyPurge } from './workers/idempotency-key-purge.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerMetricsRoute, ServiceMetrics } from './plugins/metrics.js';
import { registerRequestLog } from './plugins/request-log.js';
import { combinerOf } from './db/clock-last-write.js';
import { registerTracing } from './plugins/tracing.js';
import { registerReadFloorRaise, registerReadRoutes, type ReplicaReadOptions } from './plugins/replica-reads.js';
import { onPrimary, type ReadFloors } from './db/driver/read-routing.js';
import { floorTtlMs, MemoryReadFloors, RedisReadFloors } from './db/driver/read-floors.js';
import { findActingUser } from './modules/users/users.service.js';
import { registerOpenApi, registerOpenApiDocumentRoute } from './plugins/openapi/openapi.js';
import { RATE_LIMIT_WITHOUT_REDIS, registerRateLimit } from './plugins/rate-limit.js';

/** What the instance does while Redis does not answer, told to operators. */
const WITHOUT_REDIS = `${RATE_LIMIT_WITHOUT_REDIS}, and list page positions are remembered per instance`;
import { registerRequestId } from './plugins/request-id.js';
import { requestIdOf } from './http/request-context.js';
import { registerSingleAuthorizationRule } from './plugins/single-authorization.js';

/** The /v2 resource modules, in the order they appear in the API document. */
const API_MODULES = [actionItemRoutes, actionItemStatusRoutes, customFieldRoutes, eventRoutes, assetRoutes, locationRoutes, equipmentTypeRoutes, userRoutes, orgStructureRoutes, workflowRoutes, metricRoutes, changeRoutes, webhookRoutes];

export interface AppOptions {
  config: Readonly<Config>;
  /** The opened database: its Kysely handle, which kind it is (some DDL differs), its named statements. */
  database: Pick<Database, 'db' | 'kind' | 'statements' | 'requestTransactions' | 'poolUse'> & Partial<Pick<Database, 'replicas'>>;
  /** Where JSON logs go (default stdout). */
  logStream?: DestinationStream;
  /** Prefix of the Redis rate-limit counters and page positions (tests isolate themselves with it). */
  rateLimitNameSpace?: string;
  /** How long a key lookup is trusted on this instance (default 1 s). */
  apiKeyCacheTtlMs?: number;
  /** Set by the process when it starts draining (src/server.ts); a fresh state otherwise. */
  shutdown?: ShutdownState;
  /** Where API keys' read floors are kept, with replicas (default: Redis when configured, else memory); tests give their own. */
  readFloors?: ReadFloors;
}

function loggerOptions(config: Readonly<Config>, stream?: DestinationStream) {
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers["x-api-key"]'], censor: '[redacted]' },
    // ISO 8601 times, as pino's stdTimeFunctions.isoTime writes them.
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    ...(stream ? { stream } : {}),
  };
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

const ROUTES = Symbol('registeredRoutes');
const METRICS = Symbol('serviceMetrics');

/** The app's metrics, when METRICS_PORT or METRICS_TOKEN asked for them (src/server.ts serves them on METRICS_PORT). */
export function serviceMetricsOf(app: FastifyInstance): ServiceMetrics | null {
  return (app as unknown as { [METRICS]: ServiceMetrics | null })[METRICS];
}

/** Every route the app registered (method and URL pattern), for route-wide test suites. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return (app as unknown as { [ROUTES]: RegisteredRoute[] })[ROUTES];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db, statements } = database;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // One line per request instead, with the route, org, key and error code (plugins/request-log.ts);
    // 5xx errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Path parameters carry externalIds (255 characters) and emails (320), percent-encoded up to
    // three bytes each; the router's default of 100 refused them before validation could name them.
    routerOptions: { maxParamLength: 1024 },
    // Errors raised before routing (a malformed percent-encoding in the path) skip the error handler.
    frameworkErrors: (error, request, reply) => {
      const message = error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid: malformed percent-encoding' : 'Bad request';
      (reply as FastifyReply).header('x-request-id', request.id).status(400).send({ code: 'bad_request', message });
    },
    // Errors raised below the framework (Node's HTTP parser) get the error body too.
    ...clientErrorOption,
  }).withTypeProvider<TypeBoxTypeProvider>();
  registerConnectAnswer(app);

  const routes: RegisteredRoute[] = [];
  app.decorate(ROUTES, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: it reads each route's options as it is added.
  if (config.responseCompression) await registerCompression(app);
  registerJsonBodyParser(app);
  registerErrorHandler(app, config.bodyLimitBytes);
  registerTracing(app);
  registerRequestId(app);
  registerRequestLog(app);
  registerSingleAuthorizationRule(app);
  const metrics = config.metricsPort !== null || config.metricsToken !== null ? new ServiceMetrics(database.poolUse) : null;
  app.decorate(METRICS, metrics);
  metrics?.instrument(app);
  metrics?.watchWriteCombiner(() => combinerOf(database.db).stats);
  if (metrics && config.metricsPort === null && config.metricsToken !== null) registerMetricsRoute(app, metrics, config.metricsToken);
  const shutdown = options.shutdown ?? new ShutdownState();
  registerDrainingConnectionClose(app, shutdown);
  app.setNotFoundHandler(answerUnmatchedRoute);
  app.addSchema(ErrorBodySchema);
  app.addHook('preValidation', async (request) => {
    const problem = parameterProblem('query', request.query) ?? parameterProblem('path', request.params);
    if (problem) throw new AppError('bad_request', `Request refused: ${problem}`);
  });
  await registerOpenApi(app, baseUrl(config));

  const redis = config.redisUrl
    ? await RedisConnection.open({ url: config.redisUrl, timeoutMs: config.redisTimeoutMs, log: app.log, whileUnavailable: WITHOUT_REDIS })
    : null;
  if (redis) app.addHook('onClose', () => redis.close());
  if (config.changeRetentionDays > 0) {
    const retention = new ChangeRetention(db, { retentionDays: config.changeRetentionDays }, app.log);
    app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', () => retention.stop());
  }
  // Deliveries are in the database: any instance with metrics shows what is pending, delivering or not.
  const webhookMetrics = metrics ? new WebhookMetrics(metrics.registry, () => pendingDeliveries(db)) : null;
  if (config.webhookDelivery) {
    // On PostgreSQL the workers have a small pool of their own: delivering never takes the connections requests need.
    const workerDatabase = config.databaseUrl && database.kind === 'postgres'
      ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null, poolSize: workerPoolSize(config), preparedStatements: config.databasePreparedStatements })
      : null;
    const worker = new WebhookWorker({
      db: workerDatabase?.db ?? db, statements: workerDatabase?.statements ?? statements, kind: database.kind, config,
      // Deliveries give way while requests wait for a database connection (a write never waits for a delivery).
      committed: committedChangesOf(db), log: app.log, observer: webhookMetrics, requests: requestPressure(database.poolUse),
    });
    webhookMetrics?.watch(worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      await workerDatabase?.close();
    });
  }
  if (config.webhookLogRetentionDays > 0) {
    const logRetention = new DeliveryLogRetention(db, { retentionDays: config.webhookLogRetentionDays }, app.log);
    app.addHook('onReady', async () => logRetention.start());
    app.addHook('onClose', () => logRetention.stop());
  }
  const keyPurge = new IdempotencyKeyPurge(db, { ttlHours: config.idempotencyTtlHours }, app.log);
  app.addHook('onReady', async () => keyPurge.start());
  app.addHook('onClose', () => keyPurge.stop());
  const nameSpace = options.rateLimitNameSpace ?? 'smr-rate-limit:';
  // On the primary, even inside a read route: a key created a moment ago authenticates at once.
  const authenticator = new ApiKeyAuthenticator((publicId) => onPrimary(() => findApiKeyByPublicId(db, publicId)), options.apiKeyCacheTtlMs);
  const replicas = database.replicas ?? null;
  if (replicas) {
    // Once the app is ready, the database migrated: see ReplicaSet.start.
    app.addHook('onReady', async () => {
      await replicas.start();
    });
    replicas.watch((status, reason) => app.log[status.state === 'up' ? 'info' : 'warn']({ replica: status }, `Replica ${status.name} is ${status.state}: ${reason}`));
    metrics?.watchReplicas(replicas);
  }
  const floorTtl = floorTtlMs(config.replicaMaxLagMs);
  const replicaReads: ReplicaReadOptions | null = replicas && {
    db, replicas,
    floors: options.readFloors
      ?? (redis && config.replicaFloors === 'redis' ? new RedisReadFloors(redis, `${nameSpace}read-floor:`, floorTtl) : new MemoryReadFloors(floorTtl)),
    ...(metrics ? { onRead: metrics.countRead } : {}),
  };
  const deps: ModuleDeps = {
    db,
    databaseKind: database.kind,
    statements,
    counts: new OrgCountCache(statements),
    positions: redis ? new RedisPagePositions(redis, `${nameSpace}page:`) : new MemoryPagePositions(),
    config,
    authenticator,
    redis,
    shutdown,
    replicas,
  };

  await app.register(async (v2) => {
    // First: the guard's own reads (the org's clock for a 304) go where the request's reads go.
    if (replicaReads) registerReadRoutes(v2, replicaReads);
    const limiter = await registerRateLimit(v2, {
      max: config.rateLimitPerMinute,
      windowSeconds: config.rateLimitWindowSeconds,
      redis,
      nameSpace,
    });
    // Before the idempotency layer: its handler wrapper (the key's claim) then runs outside the If-Match check.
    const uncounted = registerConditionalRequests(v2, { db, statements, transactions: database.requestTransactions, limiter });
    registerApiGuard(v2, { authenticator, limiter, uncounted });
    registerWriteActor(v2, (orgId, reference) => findActingUser(db, orgId, reference));
    registerIdempotency(v2, { db, statements, transactions: database.requestTransactions, ttlHours: config.idempotencyTtlHours });
    // After the layers that commit in onSend (If-Match, Idempotency-Key): the floor is taken after the commit.
    if (replicaReads) registerReadFloorRaise(v2, replicaReads);
    v2.setNotFoundHandler(answerUnmatchedRoute);
    registerOpenApiDocumentRoute(v2);
    for (const module of API_MODULES) await v2.register(module, deps);
  }, { prefix: '/v2' });

  if (config.adminToken) {
    await app.register(adminRoutes, { prefix: '/admin', ...deps, adminToken: config.adminToken });
  }
  await app.register(healthRoutes, deps);
  return app;
}
