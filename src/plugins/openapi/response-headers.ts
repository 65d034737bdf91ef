/**
 * The headers the service sends, documented on every response that carries them:
 * X-Request-Id on all; X-RateLimit-* on every /v2 response; Retry-After on 429 (and on the 409
 * of a key still in use); ETag on conditional reads; Idempotent-Replayed on writes.
 */
import { isReplayableStatus } from '../idempotency.js';
import { SANE_REQUEST_ID } from '../../http/request-context.js';
import { operationsOf, type Json, type OpenApiDocument } from './document-types.js';

const HEADERS: Record<string, Json> = {
  'X-Request-Id': {
    description: 'The id of this request in the service\'s logs (the client\'s own X-Request-Id when it sent one of this form); quote it to support.',
    schema: { type: 'string', pattern: SANE_REQUEST_ID.source },
  },
  'X-RateLimit-Limit': { description: 'Requests allowed per window for this API key (or client address).', schema: { type: 'integer', minimum: 1 } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Reset': { description: 'Seconds until the current window ends.', schema: { type: 'integer', minimum: 0 } },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } },
  ETag: { description: 'Strong tag of this representation: send it back in If-None-Match (reads) or If-Match (writes).', schema: { type: 'string' } },
  'Idempotent-Replayed': {
    description: '`true` when this is the stored response of an earlier request with the same Idempotency-Key (nothing was run again).',
    schema: { type: 'string', enum: ['true'] },
  },
};

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });


function headersOf(path: string, method: string, status: number, statuses: string[]): string[] {
  const names = ['X-Request-Id'];
  if (!path.startsWith('/v2/')) return names;
  names.push('X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset');
  if (status === 429 || (status === 409 && method !== 'get')) names.push('Retry-After');
  if ((status === 200 || status === 304) && method === 'get' && statuses.includes('304')) names.push('ETag');
  if (method !== 'get' && isReplayableStatus(status)) names.push('Idempotent-Replayed');
  return names;
}

export function documentResponseHeaders(document: OpenApiDocument): void {
  document.components.headers = HEADERS;
  for (const { path, method, operation } of operationsOf(document)) {
    const statuses = Object.keys(operation.responses as Json);
    for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
      const names = headersOf(path, method, Number(status), statuses);
      response.headers = { ...(response.headers ?? {}), ...Object.fromEntries(names.map((name) => [name, ref(name)])) };
    }
  }
}
