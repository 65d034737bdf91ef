/**
 * Validation keywords of the service's own (serialized-size.ts) are not JSON Schema: in the
 * document they become `x-` extensions, which every tool accepts and ignores. The bound they
 * carry is in the schema's description already.
 */
import { SERIALIZED_SIZE_KEYWORD } from '../serialized-size.js';
import type { OpenApiDocument } from './document-types.js';

const RENAMED: Record<string, string> = { [SERIALIZED_SIZE_KEYWORD]: 'x-max-serialized-bytes' };

function rename(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rename);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [RENAMED[key] ?? key, rename(value)]));
}

export function renameServiceKeywords(document: OpenApiDocument): void {
  document.paths = rename(document.paths) as OpenApiDocument['paths'];
  document.components.schemas = rename(document.components.schemas) as OpenApiDocument['components']['schemas'];
}
