/**
 * The paths of records' GETs, for the writes that name which record they change (If-Match,
 * DECISIONS 15: `config.currentRecord`).
 */
import type { FastifyRequest } from 'fastify';

/** `/v2/<segments>`, each segment escaped. */
export const v2Path = (...segments: string[]): string => `/v2/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;

/** For a write whose own path is its record's GET (PATCH, PUT or DELETE of one record). */
export const ownPath = (request: FastifyRequest): string[] => [request.url.split('?')[0]!];

/** A route's path parameters, as its schema validated them. */
export const paramsOf = <P extends Record<string, string>>(request: FastifyRequest): P => request.params as P;

/** A route's body, as its schema validated it. */
export const bodyOf = <B>(request: FastifyRequest): B => request.body as B;
