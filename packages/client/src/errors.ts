/** What the client throws: the service's error answer, or no answer at all. */

/** The error body every 4xx and 5xx of the service carries (the v2 specification, §3). */
export interface ErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

/** The service answered with an error status: its `code`, `message`, `details` and request id. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
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

/** No answer: the connection failed or timed out on every attempt. `cause` is the last failure. */
export class ApiConnectionError extends Error {
  override readonly name = 'ApiConnectionError';

  constructor(request: Request, attempts: number, cause: unknown) {
    super(`${request.method} ${new URL(request.url).pathname}: no answer after ${attempts} attempt${attempts === 1 ? '' : 's'} (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
  }
}

function errorBodyOf(body: unknown): ErrorBody {
  if (body !== null && typeof body === 'object' && typeof (body as ErrorBody).code === 'string') {
    const { code, message, details } = body as ErrorBody;
    return { code, message: typeof message === 'string' ? message : '', ...(details === undefined ? {} : { details }) };
  }
  if (typeof body === 'string') return { code: 'unexpected_response', message: body.length > 0 ? body.slice(0, 500) : 'the answer had no body' };
  // Some other JSON (a proxy's, say): kept whole in details.
  return { code: 'unexpected_response', message: 'the answer was not the service\'s error body', ...(body === undefined ? {} : { details: body }) };
}

/** `Retry-After` (seconds, or an HTTP date) as milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value.trim()) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
