// A code the API does not send, or details read without narrowing, does not compile.
import { ApiError, isApiError } from '@safety-records/client';

declare const error: unknown;
if (error instanceof ApiError) {
  if (error.code === 'not_a_code') void error; // fails: TS2367
  void error.details.errors; // fails: TS18046
}
if (isApiError(error, 'no_such_code')) void error; // fails: TS2345
if (isApiError(error, 'not_found')) void error.details.errors; // fails: TS18048
if (isApiError(error, 'validation_error')) void error.details.fields; // fails: TS2339
if (isApiError(error) && error.code === 'validation_error') void error.details.requiredScope; // fails: TS2339
