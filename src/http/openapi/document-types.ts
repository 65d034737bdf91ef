/**
 * The API document as plain JSON, and the walk over its operations that every finishing step
 * uses. The steps work on the document @fastify/swagger generated from the route schemas.
 */
export type Json = Record<string, any>;

export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, Json>>;
  components: Json & { schemas: Record<string, Json> };
}

export interface OperationEntry {
  path: string;
  method: string;
  operation: Json;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export function operationsOf(document: OpenApiDocument): OperationEntry[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).filter(([method]) => METHODS.has(method)).map(([method, operation]) => ({ path, method, operation })));
}

/** The schema a `#/components/schemas/Name` reference (or a schema) stands for. */
export function resolveSchema(document: OpenApiDocument, schema: Json | undefined): Json | undefined {
  const ref = schema?.$ref as string | undefined;
  if (!ref) return schema;
  return document.components.schemas[ref.replace('#/components/schemas/', '')];
}

/** The JSON schema of a request body or response, if it has one. */
export const jsonSchemaOf = (target: Json | undefined): Json | undefined => target?.content?.['application/json']?.schema;
