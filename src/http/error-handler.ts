/**
 * One error handler for the whole service: every failure leaves as `{ code, message, details? }`
 * (spec 7, DECISIONS 3), bounded in size (bounded-error-body.ts). 5xx bodies are generic and
 * carry the request id; the cause is logged.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UnknownOrganizationError } from '../db/org-write.js';
import { sqlState } from '../db/sql.js';
import { boundErrorBody } from './bounded-error-body.js';
import { AppError, type ErrorBody } from './errors.js';
import { describeValidationErrors } from './validation.js';

interface ErrorResponse {
  status: number;
  body: ErrorBody;
}

export const bodyTooLargeMessage = (bodyLimit: number): string => `Request body is larger than the limit of ${bodyLimit} bytes`;

const FASTIFY_ERRORS: Record<string, (error: FastifyError, bodyLimit: number) => ErrorResponse> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => ({
    status: 415,
    body: { code: 'bad_request', message: 'Unsupported Content-Type: request bodies must be application/json' },
  }),
  FST_ERR_CTP_BODY_TOO_LARGE: (_error, bodyLimit) => ({ status: 413, body: { code: 'bad_request', message: bodyTooLargeMessage(bodyLimit) } }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({
    status: 400,
    body: { code: 'bad_request', message: 'Content-Length does not match the body received' },
  }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({
    status: 400,
    body: { code: 'bad_request', message: 'Request body is empty: send a JSON document' },
  }),
};

function internal(request: FastifyRequest): ErrorResponse {
  return {
    status: 500,
    body: {
      code: 'internal_error',
      message: `Internal server error. Retry later; support can trace it by request id ${request.id}`,
      details: { requestId: request.id },
    },
  };
}

export function toErrorResponse(error: unknown, request: FastifyRequest, bodyLimit: number): ErrorResponse {
  if (error instanceof AppError) return { status: error.statusCode, body: error.toBody() };
  if (error instanceof UnknownOrganizationError) return { status: 404, body: { code: 'not_found', message: 'Organization not found' } };
  const fastifyError = error as FastifyError;
  if (fastifyError?.validation) {
    const errors = describeValidationErrors(fastifyError.validationContext ?? 'request', fastifyError.validation as never);
    return {
      status: 400,
      body: { code: 'validation_error', message: errors[0] ?? 'Invalid request', details: { errors } },
    };
  }
  const known = fastifyError?.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) return known(fastifyError, bodyLimit);

  const state = sqlState(error);
  if (state === '23505') {
    return { status: 409, body: { code: 'conflict', message: 'A record with the same unique value already exists' } };
  }
  if (state?.startsWith('22')) {
    return { status: 400, body: { code: 'bad_request', message: 'A value in the request is out of range or malformed' } };
  }
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status === 404) return { status, body: { code: 'not_found', message: 'Not found' } };
  if (status >= 400 && status < 500) {
    return { status, body: { code: 'bad_request', message: fastifyError.message || 'Bad request' } };
  }
  return internal(request);
}

export function registerErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorResponse(error, request, bodyLimit);
    // A 503 the service chose (draining, the database not answering) is an answer, not a failure:
    // one info line without a stack. Any other 5xx is an error, with its stack.
    if (status === 503 && error instanceof AppError) request.log.info({ code: body.code, status }, body.message);
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: body.code, status }, body.message);
    return reply.status(status).send(boundErrorBody(body));
  });
}
