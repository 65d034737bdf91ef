/**
 * Names for the document's schemas, so generated clients get types such as
 * `components['schemas']['ActionItemInput']` instead of anonymous inline shapes:
 * - every schema that carries a `title` in the route schemas moves to `components.schemas`
 *   under that title and is referenced from where it was;
 * - a request or 2xx response body that is still inline is named after its operation
 *   (`UpsertActionItemRequest`, `ListActionItemsResponse`).
 * Two different schemas under one name are a programming error and fail the document.
 */
import { canonicalJson } from '../../lib/canonical-json.js';
import { operationsOf, type Json, type OpenApiDocument } from './document-types.js';

/** Keys whose values are data, not schemas: never walked for titles. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'x-codeSamples']);

const refTo = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function register(document: OpenApiDocument, name: string, schema: Json): Json {
  const existing = document.components.schemas[name];
  if (existing && canonicalJson(existing) !== canonicalJson(schema)) {
    throw new Error(`API document: two different schemas are named ${name}`);
  }
  document.components.schemas[name] = schema;
  return refTo(name);
}

/** Replaces titled schemas under `node` by references, innermost first. */
function hoist(document: OpenApiDocument, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((element) => hoist(document, element));
  if (typeof node !== 'object' || node === null) return node;
  const walked: Json = {};
  for (const [key, value] of Object.entries(node)) walked[key] = DATA_KEYS.has(key) ? value : hoist(document, value);
  if (typeof walked.title !== 'string' || walked.$ref) return walked;
  const { title, ...schema } = walked;
  return register(document, title as string, schema);
}

const pascal = (operationId: string) => operationId.charAt(0).toUpperCase() + operationId.slice(1);

/** Names an inline body schema: the first of `names` that is free or already holds the same schema. */
function nameInline(document: OpenApiDocument, holder: Json | undefined, names: string[]): void {
  const media = holder?.content?.['application/json'];
  if (!media?.schema || media.schema.$ref) return;
  const same = (name: string) => canonicalJson(document.components.schemas[name]) === canonicalJson(media.schema);
  const name = names.find((candidate) => !document.components.schemas[candidate] || same(candidate)) ?? names[names.length - 1]!;
  media.schema = register(document, name, media.schema);
}

export function nameSchemas(document: OpenApiDocument): void {
  const schemas = document.components.schemas;
  for (const [name, schema] of Object.entries(schemas)) {
    const { title: _title, ...untitled } = schema;
    schemas[name] = hoist(document, untitled) as Json;
  }
  document.paths = hoist(document, document.paths) as OpenApiDocument['paths'];
  for (const { operation } of operationsOf(document)) {
    const id = pascal(operation.operationId as string);
    nameInline(document, operation.requestBody, [`${id}Request`]);
    for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
      if (status.startsWith('2')) nameInline(document, response, [`${id}Response`, `${id}Response${status}`]);
    }
  }
}
