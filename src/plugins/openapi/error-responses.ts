/**
 * Error responses per status: each names a component (`NotFoundError`) that narrows the
 * common `Error` body to the codes that status can carry, with a real example, so generated
 * clients can switch on `code` and readers see what each status looks like.
 */
import { loadConfig } from '../../config.js';
import { rateLimitMessage } from '../rate-limit.js';
import { bodyTooLargeMessage } from '../../http/error-handler.js';
import { ERROR_STATUS, UNAUTHORIZED_MESSAGE, type ErrorBody, type ErrorCode } from '../../http/errors.js';
import type { Json, OpenApiDocument } from './document-types.js';
import { operationsOf } from './document-types.js';

interface ErrorResponse {
  name: string;
  description: string;
  example: ErrorBody;
}

/** The examples show the service's default limits. */
const DEFAULTS = loadConfig({});

/** Statuses whose body the error handler builds with a code of another status (spec 7). */
const BORROWED_CODES: Record<number, ErrorCode[]> = { 413: ['bad_request'], 415: ['bad_request'] };

export const ERROR_RESPONSES: Record<number, ErrorResponse> = {
  400: {
    name: 'BadRequestError',
    description: 'The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), '
      + '`invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written.',
    example: { code: 'validation_error', message: 'body.title must NOT have fewer than 1 characters', details: { errors: ['body.title must NOT have fewer than 1 characters'] } },
  },
  401: {
    name: 'UnauthorizedError',
    description: 'The API key is missing, malformed, unknown or revoked.',
    example: { code: 'unauthorized', message: UNAUTHORIZED_MESSAGE },
  },
  403: {
    name: 'ForbiddenError',
    description: 'The API key lacks the scope this operation needs (`details.requiredScope`).',
    example: { code: 'forbidden', message: 'This API key lacks the "admin" scope needed for this operation', details: { requiredScope: 'admin' } },
  },
  404: {
    name: 'NotFoundError',
    description: 'No such record in the organization of the API key (another organization\'s record is not found either).',
    example: { code: 'not_found', message: 'Action item not found' },
  },
  409: {
    name: 'ConflictError',
    description: 'The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request '
      + 'or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written.',
    example: { code: 'conflict', message: 'email "ana@example.com" belongs to another user' },
  },
  412: {
    name: 'PreconditionFailedError',
    description: 'If-Match names a version that is not the current record\'s, or there is no current record. Nothing was written.',
    example: { code: 'precondition_failed', message: 'If-Match: the record has changed since that version (read it again for its current ETag)' },
  },
  413: {
    name: 'PayloadTooLargeError',
    description: 'The request body is larger than the limit.',
    example: { code: 'bad_request', message: bodyTooLargeMessage(DEFAULTS.bodyLimitBytes) },
  },
  415: {
    name: 'UnsupportedMediaTypeError',
    description: 'The request body is not `application/json`.',
    example: { code: 'bad_request', message: 'Unsupported Content-Type: request bodies must be application/json' },
  },
  429: {
    name: 'RateLimitError',
    description: 'The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds.',
    example: { code: 'rate_limit_exceeded', message: rateLimitMessage(DEFAULTS.rateLimitPerMinute, DEFAULTS.rateLimitWindowSeconds) },
  },
  500: {
    name: 'InternalError',
    description: 'A fault in the service. The body names the request id; quote it (or X-Request-Id) to support.',
    example: { code: 'internal_error', message: 'Internal server error. Retry later; support can trace it by request id 8c4f1d7e-2b6a-4e0c-9a51-3d2f6b7c8e90', details: { requestId: '8c4f1d7e-2b6a-4e0c-9a51-3d2f6b7c8e90' } },
  },
  503: {
    name: 'ServiceUnavailableError',
    description: 'The instance is shutting down or cannot reach its database: send the request to another instance or retry.',
    example: { code: 'service_unavailable', message: 'The database is not answering' },
  },
};

/** The codes a status can carry. */
export function codesOf(status: number): ErrorCode[] {
  const own = (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => ERROR_STATUS[code] === status);
  return own.length > 0 ? own : (BORROWED_CODES[status] ?? ['bad_request']);
}

function errorComponent(status: number, response: ErrorResponse): Json {
  return {
    allOf: [{ $ref: '#/components/schemas/Error' }],
    type: 'object',
    properties: { code: { type: 'string', enum: codesOf(status) } },
    required: ['code', 'message'],
    description: response.description,
    example: response.example,
  };
}

/** What an operator route's 401 and 404 mean (its token is not an API key; it has no organization of its own). */
const OPERATOR_DESCRIPTIONS: Record<number, string> = {
  401: 'The operator token (ADMIN_TOKEN) is missing or wrong.',
  404: 'No such organization, or no such API key in it.',
};

const isOperatorRoute = (operation: Json) => (operation.security as Json[] | undefined)?.some((requirement) => 'adminToken' in requirement) === true;

/** Points every error response at its status's component and describes it. */
export function finishErrorResponses(document: OpenApiDocument): void {
  const used = new Set<number>();
  for (const { operation } of operationsOf(document)) {
    for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
      const known = ERROR_RESPONSES[Number(status)];
      if (Number(status) < 400) continue;
      if (!known) throw new Error(`API document: no error response is described for status ${status}`);
      used.add(Number(status));
      operation.responses[status] = {
        ...response,
        description: (isOperatorRoute(operation) ? OPERATOR_DESCRIPTIONS[Number(status)] : undefined) ?? known.description,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${known.name}` } } },
      };
    }
  }
  for (const status of [...used].sort()) document.components.schemas[ERROR_RESPONSES[status]!.name] = errorComponent(status, ERROR_RESPONSES[status]!);
}
