/**
 * The record an asset or location upsert changes, for If-Match (DECISIONS 15): the one holding
 * its externalId, else the one with its id (the order the write looks them up in).
 */
import type { FastifyRequest } from 'fastify';
import { bodyOf } from '../../http/record-path.js';

/** The keys (externalId, then id) an upsert's body names its record by. */
export function upsertTargets(request: FastifyRequest): string[] {
  const { externalId, id } = bodyOf<{ externalId?: string; id?: string }>(request);
  return [externalId, id].filter((key): key is string => key !== undefined);
}
