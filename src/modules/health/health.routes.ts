/** Liveness and readiness for load balancers and orchestrators (not rate limited, no key). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import Type from 'typebox';
import { AppError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import type { ModuleDeps } from '../deps.js';

const tags = ['Operations'];
const Status = Type.Object({ status: Type.String() });

export const healthRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  app.get('/healthz', {
    schema: { operationId: 'health', summary: 'The process is up', tags, security: [], response: { 200: Status } },
  }, async () => ({ status: 'ok' }));

  app.get('/readyz', {
    schema: {
      operationId: 'ready',
      summary: 'The database answers',
      tags, security: [],
      response: { 200: Status, ...errorResponses(503) },
    },
  }, async () => {
    try {
      await sql`SELECT 1`.execute(db);
    } catch {
      throw new AppError('service_unavailable', 'The database is not answering');
    }
    return { status: 'ready' };
  });
};
