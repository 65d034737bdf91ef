/**
 * Success responses in words: each 2xx that the route schema left undescribed gets a sentence
 * from what the operation is (a read of one record, a page, an upsert, a bulk, a deletion, an
 * accepted job). Responses that are not one of these describe themselves in their route.
 */
import { jsonSchemaOf, operationsOf, resolveRef, type Json, type OpenApiDocument } from './document-types.js';

const UNDESCRIBED = new Set(['', 'Default Response']);

function isPage(document: OpenApiDocument, response: Json): boolean {
  return resolveRef(document, jsonSchemaOf(response))?.properties?.meta !== undefined;
}

function isList(document: OpenApiDocument, response: Json): boolean {
  return resolveRef(document, jsonSchemaOf(response))?.properties?.data?.type === 'array';
}

function describe(document: OpenApiDocument, method: string, path: string, status: string, operation: Json, response: Json): string {
  const statuses = Object.keys(operation.responses as Json);
  if (status === '201') return 'Created: the new record as stored.';
  if (status === '202') return 'Accepted: queued; the work happens in the background.';
  if (status === '204') return 'Done: no body.';
  if (path.endsWith('/bulk') && method === 'post') return 'Every element\'s outcome, in request order (a failed element does not stop the others).';
  if (method === 'get' && isPage(document, response)) return 'A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next.';
  if (method === 'get' && isList(document, response)) return 'Every matching record.';
  if (method === 'get') return 'The record.';
  if (method === 'post' && statuses.includes('201')) return 'Updated: an existing record matched the upsert key (unchanged, with its old `updatedAt`, when the write changed nothing).';
  return 'Done: the record as stored.';
}

export function finishSuccessResponses(document: OpenApiDocument): void {
  for (const { path, method, operation } of operationsOf(document)) {
    for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
      if (!/^2\d\d$/.test(status) || !UNDESCRIBED.has(String(response.description ?? ''))) continue;
      response.description = describe(document, method, path, status, operation, response);
    }
  }
}
