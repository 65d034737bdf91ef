/**
 * Liveness and readiness for load balancers and orchestrators (not rate limited, no key).
 * Readiness follows the database alone; with Redis configured it also says how Redis does,
 * since the service works without it (rate limits counted per instance).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import Type from 'typebox';
import { AppError } from '../../http/errors.js';
import { onlyErrorResponses } from '../../http/schemas.js';
import type { ModuleDeps } from '../deps.js';

const tags = ['Operations'];
const Status = Type.Object({ status: Type.String() }, { description: 'The process is up.' });
const Readiness = Type.Object({
  status: Type.String({ description: '"ready"' }),
  redis: Type.Optional(Type.String({
    description: 'Only with REDIS_URL: "ok", or "unavailable since <time>: rate limits are counted per instance"',
  })),
  replicas: Type.Optional(Type.Array(Type.Object({
    name: Type.String({ description: 'host:port/database' }),
    state: Type.String({ description: 'up (takes reads), lagging, down, catching-up or starting' }),
    lagMs: Type.Union([Type.Integer(), Type.Null()], { description: 'How far behind the primary it is, in milliseconds' }),
  }), { description: 'Only with DATABASE_REPLICA_URLS: each replica. Readiness does not depend on them: reads go to the primary while none takes them.' })),
}, { description: 'Ready: the database answers and the instance is not shutting down.' });

export const healthRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, redis, shutdown, replicas }) => {
  app.get('/healthz', {
    schema: { operationId: 'health', summary: 'The process is up', tags, security: [], response: { 200: Status, ...onlyErrorResponses(400) } },
  }, async () => ({ status: 'ok' }));

  app.get('/readyz', {
    schema: {
      operationId: 'ready',
      summary: 'The instance takes work: the database answers and it is not shutting down (and how Redis does)',
      tags, security: [],
      response: { 200: Readiness, ...onlyErrorResponses(400, 503) },
    },
  }, async () => {
    if (shutdown.draining) throw new AppError('service_unavailable', 'Shutting down: send new requests to another instance');
    try {
      await sql`SELECT 1`.execute(db);
    } catch {
      throw new AppError('service_unavailable', 'The database is not answering');
    }
    return {
      status: 'ready',
      ...(redis ? { redis: redis.describe() } : {}),
      ...(replicas ? { replicas: replicas.statuses().map(({ name, state, lagMs }) => ({ name, state, lagMs })) } : {}),
    };
  });
};
