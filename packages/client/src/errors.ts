/** What the client throws: the service's error answer, or no answer at all. */
import type { components } from './generated/api.js';

type Schemas = components['schemas'];

/** The codes the service sends (the API document's `Error` schema; the v2 specification, §7). */
export type ServiceErrorCode = Schemas['Error']['code'];
/**
 * The codes an ApiError has: the service's; `proxy_error`, the 502 of a proxy in front of it (the
 * v2 specification, §7); and the client's own `unexpected_response`, for an error answer that is
 * not the service's error body (another server's page, or a code this client does not know).
 */
export type ApiErrorCode = ServiceErrorCode | 'proxy_error' | 'unexpected_response';

/** The `details` the service sends with a code; a code not listed here has none. */
interface DetailsSent {
  /** One line per problem, such as `body.dueDate must match format "date-time"`. */
  validation_error: { errors: string[] };
  /** One per refused custom-field key. */
  invalid_fields: { fields: Array<{ key: string; message: string }> };
  /** The scope the API key lacks. */
  forbidden: { requiredScope: Schemas['ApiKey']['scopes'][number] };
  /** The request the key was first used with; none when the key is in use by a request still running (with Retry-After). */
  idempotency_conflict: { firstRequest: { method: string; path: string } } | undefined;
  /** The request id support traces the fault by. */
  internal_error: { requestId: string };
  /** Whatever the proxy sent. */
  proxy_error: unknown;
  /** The answer's JSON when it was not the service's error body; none for a body that was not JSON. */
  unexpected_response: unknown;
}

/** `details` of each code. */
export type ErrorDetails = { [Code in ApiErrorCode]: Code extends keyof DetailsSent ? DetailsSent[Code] : undefined };

/** The error body every 4xx and 5xx of the service carries (the v2 specification, §7). */
export interface ErrorBody<Code extends ApiErrorCode = ApiErrorCode> {
  code: Code;
  message: string;
  details?: ErrorDetails[Code];
}

/** Every code, for telling a known one from another at run time (a missing or extra key does not compile). */
const CODES: Record<ApiErrorCode, true> = {
  bad_request: true, validation_error: true, invalid_fields: true, unauthorized: true, forbidden: true, not_found: true,
  method_not_allowed: true, conflict: true, idempotency_conflict: true, precondition_failed: true, rate_limit_exceeded: true,
  internal_error: true, service_unavailable: true, proxy_error: true, unexpected_response: true,
};

const isApiErrorCode = (code: unknown): code is ApiErrorCode => typeof code === 'string' && Object.hasOwn(CODES, code);

/**
 * The service answered with an error status: its `code`, `message`, `details` and request id.
 * `details` is typed once the code is known: `isApiError(error, 'validation_error')` narrows an
 * error to `ApiErrorOf<'validation_error'>`, whose `details.errors` is a `string[]`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The error body's details (ErrorDetails, by code). */
  readonly details: unknown;
  /** The `X-Request-Id` of the answer: quote it when asking about a request. */
  readonly requestId: string | null;
  /** The `Retry-After` the service sent, in seconds (429, 409 for a key in use, 503). */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: unknown, headers: Headers) {
    const error = errorBodyOf(body);
    super(`${status} ${error.code}: ${error.message}`);
    this.status = status;
    this.code = error.code;
    this.details = error.details;
    this.requestId = headers.get('x-request-id');
    const retryAfter = retryAfterMs(headers.get('retry-after'), Date.now());
    this.retryAfterSeconds = retryAfter === null ? null : Math.ceil(retryAfter / 1000);
  }
}

/** An ApiError with this code, and the details the service sends with it. */
export type ApiErrorOf<Code extends ApiErrorCode> = ApiError & { readonly code: Code; readonly details: ErrorDetails[Code] };
/** An ApiError of one of `Code`s: a union, so that comparing `code` narrows `details`. */
export type AnyApiError<Code extends ApiErrorCode = ApiErrorCode> = Code extends ApiErrorCode ? ApiErrorOf<Code> : never;

/**
 * Whether `error` is an ApiError, and of one of `codes` when any are given:
 * `if (isApiError(error, 'validation_error')) error.details.errors`. Without codes it narrows
 * to a union of every code's ApiError, so `error.code === 'forbidden'` then types `details`.
 */
export function isApiError<Code extends ApiErrorCode = ApiErrorCode>(error: unknown, ...codes: Code[]): error is AnyApiError<Code> {
  return error instanceof ApiError && (codes.length === 0 || (codes as ApiErrorCode[]).includes(error.code));
}

/** No answer: the connection failed or timed out on every attempt. `cause` is the last failure. */
export class ApiConnectionError extends Error {
  override readonly name = 'ApiConnectionError';

  constructor(request: Request, attempts: number, cause: unknown) {
    super(`${request.method} ${new URL(request.url).pathname}: no answer after ${attempts} attempt${attempts === 1 ? '' : 's'} (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
  }
}

function errorBodyOf(body: unknown): ErrorBody {
  if (body !== null && typeof body === 'object' && isApiErrorCode((body as ErrorBody).code)) {
    const { code, message, details } = body as ErrorBody;
    return { code, message: typeof message === 'string' ? message : '', ...(details === undefined ? {} : { details }) };
  }
  if (typeof body === 'string') return { code: 'unexpected_response', message: body.length > 0 ? body.slice(0, 500) : 'the answer had no body' };
  // Some other JSON (a proxy's, say, or a code this client does not know): kept whole in details.
  const message = body !== null && typeof body === 'object' && typeof (body as ErrorBody).message === 'string' ? (body as ErrorBody).message : 'the answer was not the service\'s error body';
  return { code: 'unexpected_response', message, ...(body === undefined ? {} : { details: body }) };
}

/** `Retry-After` (seconds, or an HTTP date) as milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value.trim()) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
