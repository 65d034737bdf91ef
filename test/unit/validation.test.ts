import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ErrorObject } from 'ajv';
import Type from 'typebox';
import { BodyObject, Nullable, Str, StringEnum } from '../../src/http/schemas.js';
import { describeValidationErrors, validatorCompiler } from '../../src/http/validation.js';

function errorsFor(schema: unknown, value: unknown, httpPart = 'body'): string[] {
  const validate = validatorCompiler({ schema, httpPart, method: 'POST', url: '/x' } as never) as ((v: unknown) => boolean) & { errors?: ErrorObject[] };
  assert.equal(validate(value), false, 'value must be refused');
  return describeValidationErrors(httpPart, validate.errors ?? []);
}

const body = BodyObject({
  title: Str({ minLength: 1 }),
  priority: Type.Optional(StringEnum(['low', 'high'])),
  note: Type.Optional(Nullable(Str())),
  items: Type.Optional(Type.Array(BodyObject({ name: Str() }))),
});

test('bodies are never coerced', () => {
  assert.deepEqual(errorsFor(body, { title: 123 }), ['body.title must be string']);
});

test('unknown body keys are refused by name', () => {
  assert.deepEqual(errorsFor(body, { title: 'a', titel: 'b' }), ["body: unknown property 'titel'"]);
});

test('missing required properties are named', () => {
  assert.deepEqual(errorsFor(body, {}), ["body: missing required property 'title'"]);
});

test('enum errors list the allowed values', () => {
  assert.deepEqual(errorsFor(body, { title: 'a', priority: 'urgent' }), ['body.priority must be one of: low, high']);
});

test('a nullable field reports both allowed types once', () => {
  assert.deepEqual(errorsFor(body, { title: 'a', note: 5 }), ['body.note must be string or null']);
});

test('a nullable field of the right type reports the broken constraint, not the type', () => {
  const schema = BodyObject({ n: Nullable(Type.Number({ maximum: 5 })) });
  assert.deepEqual(errorsFor(schema, { n: 6 }), ['body.n must be <= 5']);
});

test('nested paths are readable', () => {
  assert.deepEqual(errorsFor(body, { title: 'a', items: [{ name: 'x' }, { name: 1 }] }), ['body.items[1].name must be string']);
});

test('strings longer than the bound are refused', () => {
  assert.deepEqual(errorsFor(body, { title: 'x'.repeat(10_001) }), ['body.title must NOT have more than 10000 characters']);
});

test('query strings are coerced and get defaults', () => {
  const schema = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) });
  const validate = validatorCompiler({ schema, httpPart: 'querystring', method: 'GET', url: '/x' } as never) as (v: unknown) => boolean;
  const query: Record<string, unknown> = { limit: '7' };
  assert.equal(validate(query), true);
  assert.equal(query.limit, 7);
  const empty: Record<string, unknown> = {};
  assert.equal(validate(empty), true);
  assert.equal(empty.limit, 20);
  assert.deepEqual(errorsFor(schema, { limit: '0' }, 'querystring'), ['query.limit must be >= 1']);
  assert.deepEqual(errorsFor(schema, { limit: 'abc' }, 'querystring'), ['query.limit must be integer']);
});
