/**
 * Types of the API document as an integrator generates them with openapi-typescript.
 *
 * The document describes fieldFilters and fieldSort as JSON-in-query parameters (OpenAPI's
 * `content` on a parameter). openapi-typescript 7 types every `content` parameter as a string
 * (its open issue #2569), so the schema of the JSON value is lifted into the parameter's
 * `schema` first; the client then serializes such values as JSON text (its querySerializer).
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

/** Where the client package keeps the types generated from the served document. */
export const CLIENT_TYPES_PATH = 'packages/client/src/generated/api.ts';

/** The client package's generated types file for the document: a header, then the declarations. */
export async function clientTypesFile(document: Json): Promise<string> {
  return [
    '/**',
    ` * The API's paths, operations and schemas, generated with openapi-typescript from the API document the service serves (GET /v2/openapi.json, version ${String(document.info?.version)}).`,
    ' * Do not edit: regenerate with `npm run build && node scripts/prepare-test-database.mjs && node scripts/generate-client-types.mjs`.',
    ' * test/client/generated-types.test.ts fails when this file is stale.',
    ' */',
    '/* eslint-disable */',
    await generateTypes(document),
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
