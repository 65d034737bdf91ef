/**
 * The API document as plain JSON, and the walk over its operations that every finishing step
 * uses. The steps work on the document @fastify/swagger generated from the route schemas.
 */
export type Json = Record<string, any>;

export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, Json>>;
  components: Json & { schemas: Record<string, Json> };
}

/** A request and response of one operation, captured from a real run (captured-examples.ts). */
export interface CapturedExample {
  status: number;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  request?: unknown;
  response?: unknown;
}

export type CapturedExamples = Record<string, CapturedExample>;

export interface OperationEntry {
  path: string;
  method: string;
  operation: Json;
}

/** The keys of a path item that are operations. */
export const HTTP_METHODS: readonly string[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function operationsOf(document: OpenApiDocument): OperationEntry[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).filter(([method]) => HTTP_METHODS.includes(method)).map(([method, operation]) => ({ path, method, operation })));
}

/** What a node stands for, following local `$ref`s (`#/components/…`); a node without one is itself. */
export function resolveRef(document: Json, node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 20; hops++) {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) break;
    current = ref.slice(2).split('/')
      .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json | undefined>((at, token) => at?.[token], document);
  }
  return current;
}

/** The JSON schema of a request body or response, if it has one. */
export const jsonSchemaOf = (target: Json | undefined): Json | undefined => target?.content?.['application/json']?.schema;
