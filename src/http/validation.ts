/**
 * Schema validation. Bodies are never coerced ("title": 123 is an error) and keep unknown keys
 * so the schema can refuse them; query strings and path values are coerced as usual
 * (DECISIONS 3). Bodies also know `maxSerializedBytes` (serialized-size.ts). Ajv messages
 * become "body.title must be string"-style lines naming the field; property names the client
 * chose are quoted at most 100 characters long (quote.ts).
 */
import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { excerpt } from './quote.js';
import { SERIALIZED_SIZE_KEYWORD, serializedSizeKeyword, serializedSizeMessage, type SerializedSizeParams } from './serialized-size.js';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, removeAdditional: false, ...options });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = makeAjv({ coerceTypes: false, useDefaults: false });
bodyAjv.addKeyword(serializedSizeKeyword);
// Unknown query parameters are ignored (DECISIONS 3): dropped here, so a handler sees only what its schema declares.
const queryAjv = makeAjv({ coerceTypes: 'array', useDefaults: true, removeAdditional: 'all' });
// Headers a route documents are checked; the others stay as sent (Authorization, the service's own reads).
const headerAjv = makeAjv({ coerceTypes: 'array', useDefaults: true });

const AJV_OF_PART: Record<string, Ajv> = { body: bodyAjv, headers: headerAjv };

/** Compiled validators by request part and schema: equal schemas of the apps a process builds (the test suite builds hundreds) share one. */
const compiledValidators = new Map<string, ReturnType<Ajv['compile']>>();

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const key = `${httpPart ?? ''}\n${JSON.stringify(schema)}`;
  let validate = compiledValidators.get(key);
  if (!validate) {
    validate = (AJV_OF_PART[httpPart ?? ''] ?? queryAjv).compile(schema as object);
    compiledValidators.set(key, validate);
  }
  return validate;
};

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

function fieldPath(part: string, instancePath: string): string {
  let path = PART_NAMES[part] ?? part;
  for (const raw of instancePath.split('/').slice(1)) {
    const segment = excerpt(raw.replace(/~1/g, '/').replace(/~0/g, '~'));
    path += /^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`;
  }
  return path;
}

/** One readable line per ajv error, naming the field. */
export function describeValidationError(part: string, error: ErrorObject): string {
  const path = fieldPath(part, error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${path}: missing required property '${String(params.missingProperty)}'`;
    case 'additionalProperties':
      return `${path}: unknown property '${excerpt(String(params.additionalProperty))}'`;
    case 'enum':
      return `${path} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case SERIALIZED_SIZE_KEYWORD:
      return serializedSizeMessage(path, params as unknown as SerializedSizeParams);
    default:
      return `${path} ${error.message ?? 'is invalid'}`;
  }
}

const UNION_BRANCH_KEYWORDS = new Set(['anyOf', 'const', 'type']);

/**
 * Readable lines for a failed validation. A failed union (anyOf) reports one line listing
 * what the value may be, instead of one line per branch.
 */
export function describeValidationErrors(part: string, errors: readonly ErrorObject[]): string[] {
  const byPath = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    const group = byPath.get(error.instancePath) ?? [];
    group.push(error);
    byPath.set(error.instancePath, group);
  }
  const lines: string[] = [];
  for (const [instancePath, group] of byPath) {
    const anyOf = group.find((e) => e.keyword === 'anyOf');
    if (!anyOf) {
      for (const error of group) lines.push(describeValidationError(part, error));
      continue;
    }
    // A value that went into one branch and failed deeper in it: the deeper lines say why.
    if ([...byPath.keys()].some((path) => path.startsWith(`${instancePath}/`))) continue;
    // A value of the right type that broke a constraint of its branch: report the constraint.
    const constraints = group.filter((e) => !UNION_BRANCH_KEYWORDS.has(e.keyword));
    if (constraints.length > 0) {
      for (const error of constraints) lines.push(describeValidationError(part, error));
      continue;
    }
    const path = fieldPath(part, instancePath);
    const consts = group.filter((e) => e.keyword === 'const').map((e) => String((e.params as { allowedValue: unknown }).allowedValue));
    const types = group.filter((e) => e.keyword === 'type').map((e) => String((e.params as { type: unknown }).type));
    if (consts.length > 0) lines.push(`${path} must be one of: ${consts.join(', ')}`);
    else if (types.length > 0) lines.push(`${path} must be ${[...new Set(types)].join(' or ')}`);
    else lines.push(describeValidationError(part, anyOf));
  }
  return [...new Set(lines)];
}
