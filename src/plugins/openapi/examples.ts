/**
 * Examples from real records (captured-examples.ts, written by scripts/capture-api-examples.mjs):
 * each operation shows the request it was sent and the response it gave, its path and query
 * parameters show the values used, and every record schema shows a record of its kind. The
 * capture keeps the first record of a list only.
 */
import { canonicalJson } from '../../lib/canonical-json.js';
import { CAPTURED_EXAMPLES } from './captured-examples.js';
import { jsonSchemaOf, operationsOf, resolveRef, type CapturedExample, type CapturedExamples, type Json, type OpenApiDocument } from './document-types.js';

function exampleParameters(operation: Json, example: CapturedExample): void {
  for (const parameter of (operation.parameters ?? []) as Json[]) {
    const value = parameter.in === 'path' ? example.params?.[parameter.name] : parameter.in === 'query' ? example.query?.[parameter.name] : undefined;
    if (value === undefined) continue;
    if (parameter.content) parameter.content['application/json'].example = value;
    else parameter.example = value;
  }
}

/** The component a record in `data` (or in the `data` list) refers to. */
function recordComponent(document: OpenApiDocument, response: Json): string | undefined {
  const data = resolveRef(document, jsonSchemaOf(response))?.properties?.data;
  const ref = (data?.items ?? data)?.$ref as string | undefined;
  return ref?.split('/').pop();
}

function exampleRecordSchemas(document: OpenApiDocument, response: Json, body: unknown): void {
  const name = recordComponent(document, response);
  const data = (body as { data?: unknown }).data;
  const record = Array.isArray(data) ? data[0] : data;
  const schema = name ? document.components.schemas[name] : undefined;
  if (schema && record !== undefined && !schema.examples) schema.examples = [record];
}

export function attachExamples(document: OpenApiDocument, captured: CapturedExamples = CAPTURED_EXAMPLES): void {
  for (const { operation } of operationsOf(document)) {
    const example = captured[operation.operationId as string];
    if (!example) continue;
    exampleParameters(operation, example);
    const requestMedia = operation.requestBody?.content?.['application/json'];
    if (requestMedia && example.request !== undefined) requestMedia.example = example.request;
    const response = operation.responses[String(example.status)] as Json | undefined;
    if (!response || example.response === undefined) continue;
    exampleRecordSchemas(document, response, example.response);
    // An upsert's 200 (updated) and 201 (created) share a schema: both show the captured record.
    const schema = canonicalJson(jsonSchemaOf(response));
    for (const [status, sibling] of Object.entries(operation.responses as Record<string, Json>)) {
      const media = sibling.content?.['application/json'];
      if (status.startsWith('2') && media && canonicalJson(media.schema) === schema) media.example = example.response;
    }
  }
}
