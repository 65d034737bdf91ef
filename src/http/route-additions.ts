/**
 * What plugins add to the routes they apply to, so that the API document shows it on every
 * operation: a request header (validated and documented with the route's own headers) and a
 * response.
 */
import type { RouteOptions } from 'fastify';
import Type, { type TSchema } from 'typebox';
import { onlyErrorResponses } from './schemas.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route (any of its methods) or a request writes. */
export function isWriteMethod(target: { method: string | string[] }): boolean {
  return [target.method].flat().some((method) => WRITE_METHODS.has(method));
}

/** Adds an optional request header to a route's header schema (routes without a schema are left alone). */
export function addHeaderSchema(route: RouteOptions, name: string, schema: TSchema): void {
  if (!route.schema) return;
  const existing = route.schema.headers as { properties?: Record<string, TSchema> } | undefined;
  route.schema.headers = Type.Object({ ...(existing?.properties ?? {}), [name]: Type.Optional(schema) });
}

/** Adds a response under `status` (by default the error body) to a route's responses, unless the route states it. */
export function addResponseSchema(route: RouteOptions, status: number, schema?: TSchema): void {
  if (!route.schema) return;
  const responses = (route.schema.response ?? {}) as Record<number, unknown>;
  if (responses[status] === undefined) route.schema.response = { ...responses, ...(schema ? { [status]: schema } : onlyErrorResponses(status)) };
}
