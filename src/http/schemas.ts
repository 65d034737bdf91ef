/**
 * Schema building blocks shared by every route: one schema validates, types, serializes and
 * documents each request and response.
 */
import Type, { type TSchema, type TProperties, type TUnsafe } from 'typebox';
import { ERROR_STATUS, type ErrorCode } from './errors.js';
import { SERIALIZED_SIZE_KEYWORD } from './serialized-size.js';

/** Longest string accepted anywhere unless a field says less (DECISIONS 3). */
export const MAX_STRING_LENGTH = 10_000;

/**
 * Serialized-size bounds of free-form JSON in bodies (DECISIONS 3), in UTF-8 bytes of its
 * JSON text: a value (metadata, a metric value, each custom-field value) and a document
 * (workflow definitions and drafts, run context, node config and output).
 */
export const MAX_JSON_VALUE_BYTES = 64 * 1024;
export const MAX_JSON_DOCUMENT_BYTES = 1024 * 1024;

const sizeNote = (description: string, maxBytes: number) =>
  `${description} (at most ${maxBytes.toLocaleString('en-US')} bytes as JSON)`;

/** A free-form JSON object in a body, bounded by its serialized size. */
export const JsonObjectBody = (maxBytes: number, description: string) =>
  Type.Object({}, { additionalProperties: true, [SERIALIZED_SIZE_KEYWORD]: maxBytes, description: sizeNote(description, maxBytes) });

/** Any JSON value in a body, bounded by its serialized size. */
export const JsonValueBody = (maxBytes: number, description: string) =>
  Type.Unknown({ [SERIALIZED_SIZE_KEYWORD]: maxBytes, description: sizeNote(description, maxBytes) });

export const Uuid = (options: { description?: string } = {}) => Type.String({ format: 'uuid', ...options });

/** A bounded string; every string in a body goes through this. */
export const Str = (options: { minLength?: number; maxLength?: number; description?: string; pattern?: string; format?: string } = {}) =>
  Type.String({ maxLength: MAX_STRING_LENGTH, ...options });

/** A string restricted to a set of values, reported as "must be one of: …". */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string; default?: T[number] } = {}): TUnsafe<T[number]> =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A timestamp in a response: UTC, millisecond precision. */
export const Timestamp = (options: { description?: string } = {}) =>
  Type.String({ format: 'date-time', description: 'ISO 8601, UTC, millisecond precision', ...options });

/** A request body object: unknown keys are refused (DECISIONS 3). */
export const BodyObject = <T extends TProperties>(properties: T, options: { description?: string } = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

export const ErrorBodySchema = Type.Object(
  {
    code: StringEnum(Object.keys(ERROR_STATUS) as ErrorCode[]),
    message: Type.String(),
    details: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { $id: 'Error', description: 'Every error: a stable code, a human-readable message, optional details' },
);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request (bad_request, validation_error with details.errors, invalid_fields with details.fields)',
  401: 'API key missing, malformed, unknown or revoked (unauthorized)',
  403: 'The API key lacks the scope this operation needs (forbidden)',
  404: 'Not found in the organization of the API key (not_found)',
  409: 'Clash with existing data (conflict); an Idempotency-Key used with another request, or still in use (idempotency_conflict)',
  412: 'If-Match names a version that is not the current record\'s, or there is no current record (precondition_failed)',
  413: 'Request body over the size limit (bad_request)',
  415: 'Request body is not application/json (bad_request)',
  429: 'Rate limit exceeded (rate_limit_exceeded); see Retry-After',
  500: 'Server fault (internal_error); quote X-Request-Id to support',
};

const errorRef = (status: number) => Type.Unsafe<{ code: string; message: string }>({
  $ref: 'Error#',
  description: ERROR_DESCRIPTIONS[status] ?? 'Error',
});

/** Error responses of a route: the common ones plus the given extra statuses. */
export function errorResponses(...extra: number[]): Record<number, TSchema> {
  const statuses = new Set([400, 401, 429, 500, ...extra]);
  return Object.fromEntries([...statuses].sort().map((status) => [status, errorRef(status)]));
}

/** Errors of a route that takes a JSON body. */
export const bodyErrorResponses = (...extra: number[]) => errorResponses(413, 415, ...extra);

export const DataOf = <T extends TSchema>(record: T) => Type.Object({ data: record });
export const ListOf = <T extends TSchema>(record: T) => Type.Object({ data: Type.Array(record) });
