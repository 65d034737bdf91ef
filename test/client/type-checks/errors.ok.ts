// ApiError's code is one the API sends; the guard narrows code and details.
import { ApiError, createClient, isApiError, type ApiErrorCode } from '@safety-records/client';

const smr = createClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'smr_x' });
try {
  await smr.POST('/v2/action-items', { body: { title: '' } });
} catch (error) {
  if (isApiError(error, 'validation_error')) {
    const lines: string[] = error.details.errors;
    const code: 'validation_error' = error.code;
    void [lines, code];
  } else if (isApiError(error, 'invalid_fields')) {
    for (const { key, message } of error.details.fields) void [key, message];
  } else if (isApiError(error, 'not_found', 'conflict')) {
    const nothing: undefined = error.details;
    void nothing;
  } else if (isApiError(error)) {
    if (error.code === 'forbidden') void error.details.requiredScope;
    if (error.code === 'internal_error') void error.details.requestId;
    if (error.code === 'idempotency_conflict') void error.details?.firstRequest.path;
  }
  if (error instanceof ApiError) {
    const code: ApiErrorCode = error.code;
    if (error.code === 'rate_limit_exceeded') void error.retryAfterSeconds;
    void [code, error.status, error.requestId];
  }
}
