/** A route's validated input, for the functions that read the record a write targets (If-Match, DECISIONS 15: `config.currentTag`). */
import type { FastifyRequest } from 'fastify';

/** A route's path parameters, as its schema validated them. */
export const paramsOf = <P extends Record<string, string>>(request: FastifyRequest): P => request.params as P;

/** A route's body, as its schema validated it. */
export const bodyOf = <B>(request: FastifyRequest): B => request.body as B;
