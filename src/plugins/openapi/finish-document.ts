/**
 * Finishes the document @fastify/swagger generates from the route schemas, for the tools
 * integrators point at it (client generators, linters, the reference page): parameters as
 * generators read them, named schemas, every response described with its headers, errors per
 * status, real examples, described tags, and a curl and a TypeScript request example per operation. Each step
 * is one module.
 */
import { addCodeSamples } from './code-samples.js';
import type { OpenApiDocument } from './document-types.js';
import { finishErrorResponses } from './error-responses.js';
import { attachExamples } from './examples.js';
import { nameSchemas } from './named-schemas.js';
import { finishParameters } from './parameters.js';
import { renameServiceKeywords } from './schema-keywords.js';
import { documentResponseHeaders } from './response-headers.js';
import { finishSuccessResponses } from './success-responses.js';
import { describeTags } from './tags.js';

export function finishDocument(document: OpenApiDocument): OpenApiDocument {
  renameServiceKeywords(document);
  finishParameters(document);
  nameSchemas(document);
  finishSuccessResponses(document);
  finishErrorResponses(document);
  documentResponseHeaders(document);
  attachExamples(document);
  describeTags(document);
  return addCodeSamples(document);
}
