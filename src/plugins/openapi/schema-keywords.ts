/**
 * The service's own schema keywords, as the document shows them:
 * - the serialized-size bound (serialized-size.ts) is not JSON Schema: it becomes an `x-`
 *   extension, which every tool accepts and ignores (the bound is in the description too);
 * - a format the service checks itself (`checkedFormat`) becomes the documented `format`.
 */
import { CHECKED_FORMAT_KEYWORD } from '../../http/schemas.js';
import { SERIALIZED_SIZE_KEYWORD } from '../../http/serialized-size.js';
import type { OpenApiDocument } from './document-types.js';

const RENAMED: Record<string, string> = { [SERIALIZED_SIZE_KEYWORD]: 'x-max-serialized-bytes', [CHECKED_FORMAT_KEYWORD]: 'format' };

function rename(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rename);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [RENAMED[key] ?? key, rename(value)]));
}

export function renameServiceKeywords(document: OpenApiDocument): void {
  document.paths = rename(document.paths) as OpenApiDocument['paths'];
  document.components.schemas = rename(document.components.schemas) as OpenApiDocument['components']['schemas'];
}
