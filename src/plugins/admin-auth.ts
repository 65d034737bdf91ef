/**
 * Operator authentication for /admin (DECISIONS 2): `Authorization: Bearer <ADMIN_TOKEN>`,
 * compared in constant time (both sides hashed first, so lengths never leak). A refusal names the
 * operator token, not an API key.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { operatorUnauthorized } from '../http/errors.js';
import { bearerToken } from '../http/request-context.js';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

export function adminTokenMatches(presented: string | null, adminToken: string): boolean {
  if (presented === null) return false;
  return timingSafeEqual(digest(presented), digest(adminToken));
}

export function registerAdminGuard(app: FastifyInstance, adminToken: string): void {
  app.addHook('onRequest', async (request) => {
    if (!adminTokenMatches(bearerToken(request.headers.authorization), adminToken)) throw operatorUnauthorized();
  });
}
