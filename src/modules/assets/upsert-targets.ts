/**
 * The record an asset or location upsert changes, for If-Match (DECISIONS 15): the one holding
 * its externalId, else the one with its id (the order the write looks them up in).
 */
import type { FastifyRequest } from 'fastify';
import { bodyOf, v2Path } from '../../http/record-path.js';

export function upsertTargets(collection: 'assets' | 'locations', request: FastifyRequest): string[] {
  const { externalId, id } = bodyOf<{ externalId?: string; id?: string }>(request);
  return [externalId, id].filter((key) => key !== undefined).map((key) => v2Path(collection, key));
}
