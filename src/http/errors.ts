/**
 * The error model of the API (spec 7, DECISIONS 3): every failure is `{ code, message, details? }`.
 * Services throw AppError; the error handler turns it into the response.
 */

export const ERROR_STATUS = {
  bad_request: 400,
  validation_error: 400,
  invalid_fields: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_conflict: 409,
  precondition_failed: 412,
  rate_limit_exceeded: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>, statusCode?: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.statusCode = statusCode ?? ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export const notFound = (what: string): AppError => new AppError('not_found', `${what} not found`);

export const validationError = (errors: string[]): AppError =>
  new AppError('validation_error', errors[0] ?? 'Invalid request', { errors });

export const conflict = (message: string): AppError => new AppError('conflict', message);

export const UNAUTHORIZED_MESSAGE = 'A valid API key is required: send Authorization: Bearer <API key>';
export const unauthorized = (): AppError => new AppError('unauthorized', UNAUTHORIZED_MESSAGE);
/** The 401 of /admin: the operator token, which no API key is. */
export const OPERATOR_UNAUTHORIZED_MESSAGE = 'The operator token is required: send Authorization: Bearer <ADMIN_TOKEN>, the token the service was started with (an API key does not open /admin)';
export const operatorUnauthorized = (): AppError => new AppError('unauthorized', OPERATOR_UNAUTHORIZED_MESSAGE);
