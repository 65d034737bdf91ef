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

/** The schema keyword of a query parameter that carries JSON text; the API document shows it as `content`. */
export const JSON_IN_QUERY_KEYWORD = 'x-json';

/** Schema options of a query parameter whose value is JSON text of `schema` (fieldFilters, fieldSort). */
export const jsonInQuery = (schema: object) => ({ [JSON_IN_QUERY_KEYWORD]: schema });

/** The schema keyword of a format the service checks itself, with a message naming the parameter; the API document shows it as `format`. */
export const CHECKED_FORMAT_KEYWORD = 'x-format';

/** Schema options of a string the service parses itself as `format` (time bounds: time.ts; the change feed's recordId). */
export const checkedFormat = (format: 'date-time' | 'uuid') => ({ [CHECKED_FORMAT_KEYWORD]: format });

/**
 * A request body object: unknown keys are refused (DECISIONS 3). A `title` names it in the API
 * document (components.schemas), where it is shared by several operations.
 */
export const BodyObject = <T extends TProperties>(properties: T, options: { description?: string; title?: string } = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

export const ErrorBodySchema = Type.Object(
  {
    code: StringEnum(Object.keys(ERROR_STATUS) as ErrorCode[]),
    message: Type.String(),
    details: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { $id: 'Error', description: 'Every error: a stable code, a human-readable message, optional details' },
);

/** An error response; the API document describes each status and narrows its codes (plugins/openapi/error-responses.ts). */
const ErrorRef = Type.Unsafe<{ code: string; message: string }>({ $ref: 'Error#' });

/** Error responses of a route: the common ones (400, 401, 429, 500) plus the given extra statuses. */
export const errorResponses = (...extra: number[]): Record<number, TSchema> => onlyErrorResponses(400, 401, 429, 500, ...extra);

/** Error responses of a route outside the API key's reach (probes): exactly the given statuses. */
export function onlyErrorResponses(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries([...new Set(statuses)].sort().map((status) => [status, ErrorRef]));
}

/** Errors of a route that takes a JSON body. */
export const bodyErrorResponses = (...extra: number[]) => errorResponses(413, 415, ...extra);

/** `{ data: record }`; a description says what the response is where the API document's wording would not. */
export const DataOf = <T extends TSchema>(record: T, options: { description?: string } = {}) => Type.Object({ data: record }, options);
export const ListOf = <T extends TSchema>(record: T) => Type.Object({ data: Type.Array(record) });
