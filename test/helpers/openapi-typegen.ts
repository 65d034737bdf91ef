/**
 * Types of the API document as an integrator generates them with openapi-typescript.
 *
 * The document describes fieldFilters and fieldSort as JSON-in-query parameters (OpenAPI's
 * `content` on a parameter). openapi-typescript 7 types every `content` parameter as a string
 * (its open issue #2569), so the schema of the JSON value is lifted into the parameter's
 * `schema` first; the client then serializes such values as JSON text (its querySerializer).
 *
 * The client's own types (clientTypesFile) also type every date-time a request takes as the
 * client's `DateTimeInput` (a `Date`, or an ISO 8601 date-time string with a zone) rather than
 * `string`, so that `dueDate: '2026-12-01'` does not compile; answers keep `string`.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

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
  return astToString(await openapiTS(liftJsonQueryParameters(document) as never, { silent: true }));
}

/** Marks a date-time a request takes (markRequestDateTimes); the client's transform types it `DateTimeInput`. */
const REQUEST_DATE_TIME = 'x-client-request-date-time';
const SCHEMA_REF = '#/components/schemas/';

const isDateTime = (schema: Json): boolean => schema.type === 'string' && schema.format === 'date-time';

/** Every object below `node` (itself included), without following $refs. */
function* objectsBelow(node: unknown): Generator<Json> {
  if (node === null || typeof node !== 'object') return;
  yield node as Json;
  for (const value of Object.values(node)) yield* objectsBelow(value);
}

/** The component schemas `roots` reach, through $refs, transitively. */
function schemasReached(document: Json, roots: unknown[]): Set<string> {
  const reached = new Set<string>();
  const visit = (node: unknown) => {
    for (const object of objectsBelow(node)) {
      const ref = object.$ref;
      if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_REF)) continue;
      const name = ref.slice(SCHEMA_REF.length);
      if (reached.has(name)) continue;
      reached.add(name);
      visit(document.components.schemas[name]);
    }
  };
  roots.forEach(visit);
  return reached;
}

/**
 * The document with every date-time schema a request takes (a parameter's, a body's, inline or
 * in a component only requests use) marked REQUEST_DATE_TIME. A component with a date-time that
 * both requests and answers use cannot be typed both ways: refused, naming it.
 */
export function markRequestDateTimes(document: Json): Json {
  const marked = structuredClone(document);
  const operations = Object.values(marked.paths as Record<string, Json>).flatMap((item) => Object.values(item) as Json[]);
  const requests = operations.flatMap((operation) => [
    ...((operation.parameters ?? []) as Json[]).map((parameter) => parameter.schema),
    ...Object.values((operation.requestBody?.content ?? {}) as Record<string, Json>).map((media) => media.schema),
  ]);
  const answers = operations.flatMap((operation) => Object.values((operation.responses ?? {}) as Record<string, Json>));
  const answered = schemasReached(marked, answers);
  const requestOnly: Json[] = [];
  for (const name of schemasReached(marked, requests)) {
    const schema = marked.components.schemas[name];
    if (!answered.has(name)) requestOnly.push(schema);
    else if ([...objectsBelow(schema)].some(isDateTime)) throw new Error(`API document: schema ${name} has a date-time and is used by both requests and answers`);
  }
  for (const root of [...requests, ...requestOnly]) {
    for (const object of objectsBelow(root)) if (isDateTime(object)) object[REQUEST_DATE_TIME] = true;
  }
  return marked;
}

/** openapi-typescript's transform: a marked date-time is the client's `DateTimeInput`. */
const requestDateTimeAsInput = (schema: Json) => (schema[REQUEST_DATE_TIME] === true ? ts.factory.createTypeReferenceNode('DateTimeInput') : undefined);

/** The declarations of the client's types: generateTypes' with a request's date-times typed `DateTimeInput`. */
async function generateClientTypes(document: Json): Promise<string> {
  const prepared = markRequestDateTimes(liftJsonQueryParameters(document));
  return astToString(await openapiTS(prepared as never, { silent: true, transform: requestDateTimeAsInput as never }));
}

/** Where the client package keeps the types generated from the served document. */
export const CLIENT_TYPES_PATH = 'packages/client/src/generated/api.ts';

/** The client package's generated types file for the document: a header, then the declarations. */
export async function clientTypesFile(document: Json): Promise<string> {
  return [
    '/**',
    ` * The API's paths, operations and schemas, generated with openapi-typescript from the API document the service serves (GET /v2/openapi.json, version ${String(document.info?.version)}).`,
    ' * Do not edit: regenerate with `npm run build && node scripts/prepare-test-database.mjs && node scripts/generate-client-types.mjs`.',
    ' * test/client/generated-types.test.ts fails when this file is stale.',
    ' * A date-time a request takes is a DateTimeInput (../date-time.ts); answers keep string.',
    ' */',
    '/* eslint-disable */',
    "import type { DateTimeInput } from '../date-time.js';",
    '',
    await generateClientTypes(document),
  ].join('\n');
}

/**
 * Compiles the TypeScript request example (x-codeSamples) of every operation of the served
 * document against the service's client package as built (`@safety-records/client`, whose types
 * are generated from that document). Returns the compiler's complaints, one per line.
 */
export async function compileTypeScriptSamples(document: Json): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'smr-code-samples-'));
  try {
    // The client (the workspace's link) and @types/node resolve from the project's node_modules.
    symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    const files: string[] = [];
    for (const item of Object.values(document.paths as Record<string, Json>)) {
      for (const operation of Object.values(item)) {
        const sample = ((operation as Json)['x-codeSamples'] as Json[] | undefined)?.find((s) => s.lang === 'TypeScript');
        if (!sample) continue;
        const file = join(dir, `${(operation as Json).operationId}.ts`);
        // A module each (top-level await), as in an integrator's file.
        writeFileSync(file, `${sample.source}\nexport {};\n`);
        files.push(file);
      }
    }
    const program = ts.createProgram(files, {
      target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true, noEmit: true, skipLibCheck: true, types: ['node'],
    });
    return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
