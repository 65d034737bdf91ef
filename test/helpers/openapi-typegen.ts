/**
 * Types of the API document as an integrator generates them with openapi-typescript.
 *
 * The document describes fieldFilters and fieldSort as JSON-in-query parameters (OpenAPI's
 * `content` on a parameter). openapi-typescript 7 types every `content` parameter as a string
 * (its open issue #2569), so the schema of the JSON value is lifted into the parameter's
 * `schema` first; the client then serializes such values as JSON text (its querySerializer).
 */
import openapiTS, { astToString } from 'openapi-typescript';

type Json = Record<string, any>;

/** The document with each JSON-in-query parameter's value schema as its `schema`. */
export function liftJsonQueryParameters(document: Json): Json {
  const lifted = structuredClone(document);
  for (const item of Object.values(lifted.paths as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      for (const parameter of (operation as Json).parameters ?? []) {
        const schema = parameter.content?.['application/json']?.schema;
        if (!schema) continue;
        parameter.schema = schema;
        delete parameter.content;
      }
    }
  }
  return lifted;
}

/** The TypeScript declarations openapi-typescript generates for the document. */
export async function generateTypes(document: Json): Promise<string> {
  return astToString(await openapiTS(liftJsonQueryParameters(document) as never));
}
