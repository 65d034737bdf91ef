/**
 * Request examples for the API reference (docs/decisions/api-reference-page.md): every operation
 * of a finished OpenAPI 3.1 document gets `x-codeSamples`, a curl command and a call through the
 * service's TypeScript client (`@safety-records/client`), built from the operation's own parameters,
 * security and request-body example. Pure: the document given is not changed, a copy is returned. An
 * operation that already has `x-codeSamples` keeps them.
 *
 * Values come from the document's examples (the parameter's or media type's `example` or first
 * `examples` entry, then the schema's `example`, `examples[0]`, `default`, `const`, first enum
 * value), else a placeholder by type and format; a request body without an example is built
 * from the required properties. Query parameters: the required ones, and up to two optional
 * ones that carry an example of their own (JSON ones first). A parameter described with
 * `content: { 'application/json': … }` is JSON in the query string: URL-encoded JSON in curl,
 * the object itself in TypeScript (the client sends it as JSON text).
 */

import { HTTP_METHODS, resolveRef } from './document-types.js';

type Node = Record<string, any>;

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** What one sample call sends. */
interface Call {
  method: string;
  path: string;
  url: string;
  /** Environment variable holding the bearer credential; null for a public operation. */
  credential: string | null;
  pathParams: Array<[string, unknown]>;
  query: Array<{ name: string; value: unknown; json: boolean }>;
  headers: Array<[string, unknown]>;
  body: unknown;
}

const MAX_OPTIONAL_QUERY = 2;
const PLACEHOLDER_UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

export function addCodeSamples<T extends object>(document: T): T {
  const copy = structuredClone(document) as Node;
  for (const [path, item] of Object.entries<Node>(copy.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Node | undefined;
      if (!operation || operation['x-codeSamples']) continue;
      const call = describeCall(copy, path, method, item, operation);
      operation['x-codeSamples'] = [
        { lang: 'Shell', label: 'curl', source: curlSample(call) },
        { lang: 'TypeScript', label: 'TypeScript', source: typeScriptSample(call) },
      ] satisfies CodeSample[];
    }
  }
  return copy as T;
}

function describeCall(document: Node, path: string, method: string, item: Node, operation: Node): Call {
  // The path item's parameters, overridden by the operation's of the same name and location.
  const declared = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p: Node) => resolve(document, p));
  const parameters = [...new Map(declared.map((p) => [`${p.in} ${p.name}`, p])).values()];
  const servers: Node[] = operation.servers ?? item.servers ?? document.servers ?? [];
  const server = String(servers[0]?.url ?? '').replace(/\/+$/, '');
  const call: Call = {
    method, path, url: server, credential: credentialOf(operation.security ?? document.security ?? []),
    pathParams: [], query: [], headers: [], body: requestBodyExample(document, operation.requestBody),
  };
  const query: Array<Call['query'][number] & { required: boolean; exemplified: boolean }> = [];
  for (const parameter of parameters) {
    const explicit = explicitExample(document, parameter);
    const value = explicit !== undefined ? explicit : sampleOf(document, parameter.schema ?? firstMedia(parameter)?.schema);
    if (parameter.in === 'path') call.pathParams.push([parameter.name, value]);
    else if (parameter.in === 'header' && parameter.required) call.headers.push([parameter.name, value]);
    else if (parameter.in === 'query') {
      query.push({ name: parameter.name, value, json: parameter.content !== undefined, required: parameter.required === true, exemplified: explicit !== undefined });
    }
  }
  // The optional ones shown: those the document gives an example of, JSON ones first (they show how JSON is sent).
  const optional = query.filter((q) => !q.required && q.exemplified).sort((a, b) => Number(b.json) - Number(a.json)).slice(0, MAX_OPTIONAL_QUERY);
  call.query = query.filter((q) => q.required || optional.includes(q)).map(({ name, value, json }) => ({ name, value, json }));
  return call;
}

/** `$SMR_ADMIN_TOKEN` for the operator token, `$SMR_API_KEY` for the API key, none when public. */
function credentialOf(security: Node[]): string | null {
  const schemes = security.flatMap((requirement) => Object.keys(requirement));
  if (schemes.length === 0) return null;
  return schemes.includes('adminToken') ? 'SMR_ADMIN_TOKEN' : 'SMR_API_KEY';
}

function requestBodyExample(document: Node, requestBody: Node | undefined): unknown {
  if (!requestBody) return undefined;
  const media = resolve(document, requestBody).content?.['application/json'] as Node | undefined;
  if (!media) return undefined;
  const example = mediaExample(document, media);
  return example !== undefined ? example : sampleOf(document, media.schema);
}

/** The example the document itself gives a parameter (undefined when it gives none). */
function explicitExample(document: Node, parameter: Node): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const [first] = Object.values<Node>(parameter.examples ?? {});
  if (first) return resolve(document, first).value;
  const media = firstMedia(parameter);
  if (media) return mediaExample(document, media);
  return schemaExample(resolve(document, parameter.schema ?? {}));
}

function mediaExample(document: Node, media: Node): unknown {
  if (media.example !== undefined) return media.example;
  const [first] = Object.values<Node>(media.examples ?? {});
  if (first) return resolve(document, first).value;
  return schemaExample(resolve(document, media.schema ?? {}));
}

const firstMedia = (parameter: Node): Node | undefined => Object.values<Node>(parameter.content ?? {})[0];

const schemaExample = (schema: Node): unknown => (schema.example !== undefined ? schema.example : schema.examples?.[0]);

/** A value for `schema`: its example, default, const or first enum value, else one built by type. */
function sampleOf(document: Node, schemaOrRef: Node | undefined, depth = 0): unknown {
  if (!schemaOrRef || depth > 8) return null;
  const schema = resolve(document, schemaOrRef);
  for (const value of [schemaExample(schema), schema.default, schema.const, schema.enum?.[0]]) {
    if (value !== undefined) return value;
  }
  const branches: Node[] = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
  const branch = branches.find((b) => resolve(document, b).type !== 'null');
  if (branch) return sampleOf(document, branch, depth + 1);
  const type = [schema.type].flat().find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name: string) => [name, sampleOf(document, schema.properties?.[name], depth + 1)]));
    case 'array': return [sampleOf(document, schema.items, depth + 1)];
    case 'integer':
    case 'number': return schema.minimum ?? 1;
    case 'boolean': return true;
    default: return stringPlaceholder(schema.format);
  }
}

function stringPlaceholder(format: string | undefined): string {
  switch (format) {
    case 'uuid': return PLACEHOLDER_UUID;
    case 'date-time': return '2026-01-01T00:00:00Z';
    case 'date': return '2026-01-01';
    case 'email': return 'user@example.com';
    case 'uri': return 'https://example.com/';
    default: return 'string';
  }
}

/** What a node stands for, `$ref`s followed; `{}` when a reference leads nowhere. */
const resolve = (document: Node, node: Node): Node => resolveRef(document, node) ?? {};

// curl

function curlSample(call: Call): string {
  const query = call.query.map(({ name, value, json }) => queryPairs(name, value, json)).flat();
  const url = `${call.url}${fillPath(call)}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const lines = [call.method === 'get' ? `curl ${shellQuote(url)}` : `curl -X ${call.method.toUpperCase()} ${shellQuote(url)}`];
  if (call.credential) lines.push(`-H "Authorization: Bearer $${call.credential}"`);
  for (const [name, value] of call.headers) lines.push(`-H ${shellQuote(`${name}: ${String(value)}`)}`);
  if (call.body !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`, `--data ${shellQuote(JSON.stringify(call.body, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}

function fillPath(call: Call): string {
  const values = new Map(call.pathParams);
  return call.path.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    (values.has(name) ? encodeURIComponent(String(values.get(name))) : whole));
}

function queryPairs(name: string, value: unknown, json: boolean): string[] {
  const pair = (v: unknown) => `${encodeURIComponent(name)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`;
  if (json) return [pair(JSON.stringify(value))];
  return Array.isArray(value) ? value.map(pair) : [pair(value)];
}

/** One shell word between single quotes; a `'` inside becomes `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

// TypeScript (@safety-records/client)

function typeScriptSample(call: Call): string {
  const client = [`baseUrl: ${tsString(call.url)}`];
  if (call.credential) client.push(`apiKey: process.env.${call.credential}!`);
  const params: string[] = [];
  if (call.pathParams.length > 0) params.push(`path: ${tsLiteral(Object.fromEntries(call.pathParams), 4)}`);
  if (call.query.length > 0) params.push(`query: ${wrap(call.query.map(({ name, value }) => `${tsKey(name)}: ${tsLiteral(value, 6)}`), 4)}`);
  if (call.headers.length > 0) params.push(`header: ${tsLiteral(Object.fromEntries(call.headers), 4)}`);
  const options: string[] = [];
  if (params.length > 0) options.push(`params: ${wrap(params, 2)}`);
  if (call.body !== undefined) options.push(`body: ${tsLiteral(call.body, 2)}`);
  const args = [tsString(call.path), ...(options.length > 0 ? [wrap(options, 0, true)] : [])].join(', ');
  return [
    `// npm install @safety-records/client (its README: installing before it is published)`,
    `import { createClient } from '@safety-records/client';`,
    '',
    `const smr = createClient(${wrap(client, 0)});`,
    '',
    `// The response body; an error status throws an ApiError.`,
    `const body = await smr.${call.method.toUpperCase()}(${args});`,
  ].join('\n');
}

/** `{ a, b }` on one line when short (and not `multiline`), else one entry per line indented under `indent`. */
function wrap(entries: string[], indent: number, multiline = false): string {
  if (entries.length === 0) return '{}';
  const inline = `{ ${entries.join(', ')} }`;
  if (!multiline && !inline.includes('\n') && indent + inline.length <= 80) return inline;
  const pad = ' '.repeat(indent + 2);
  return `{\n${entries.map((entry) => `${pad}${entry},`).join('\n')}\n${' '.repeat(indent)}}`;
}

/** A JSON value as a TypeScript literal: single-quoted strings, keys unquoted where they can be. */
function tsLiteral(value: unknown, indent: number): string {
  if (typeof value === 'string') return tsString(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => tsLiteral(item, indent + 2));
    const inline = `[${items.join(', ')}]`;
    if (!inline.includes('\n') && indent + inline.length <= 80) return inline;
    const pad = ' '.repeat(indent + 2);
    return `[\n${items.map((item) => `${pad}${item},`).join('\n')}\n${' '.repeat(indent)}]`;
  }
  if (value !== null && typeof value === 'object') {
    return wrap(Object.entries(value).map(([key, v]) => `${tsKey(key)}: ${tsLiteral(v, indent + 2)}`), indent);
  }
  return JSON.stringify(value) ?? 'undefined';
}

const tsKey = (key: string): string => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : tsString(key));

function tsString(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
