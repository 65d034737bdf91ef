import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ErrorObject } from 'ajv';
import Type from 'typebox';
import { BodyObject, JsonObjectBody, JsonValueBody, Nullable, Str, StringEnum } from '../../src/http/schemas.js';
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

test('maxSerializedBytes counts the UTF-8 bytes of the JSON text and names the key and the limit', () => {
  const bounded = BodyObject({ bag: Type.Optional(JsonObjectBody(20, 'A bag')), value: Type.Optional(Nullable(JsonValueBody(8, 'A value'))) });
  const validate = validatorCompiler({ schema: bounded, httpPart: 'body', method: 'POST', url: '/x' } as never) as (v: unknown) => boolean;
  assert.equal(validate({ bag: { a: 'x'.repeat(12) }, value: 'ééé' }), true, '20 and 8 bytes fit');
  assert.deepEqual(errorsFor(bounded, { bag: { a: 'x'.repeat(13) } }), ['body.bag is 21 bytes when serialized; the limit is 20']);
  assert.deepEqual(errorsFor(bounded, { value: 'éééé' }), ['body.value is 10 bytes when serialized; the limit is 8']);
  assert.deepEqual(errorsFor(bounded, { bag: { a: 1 }, value: 'a\n\n\n\n' }), ['body.value is 11 bytes when serialized; the limit is 8'], 'escapes count as JSON writes them');
});

test('property names the client chose are quoted at most 100 characters long', () => {
  const fields = BodyObject({ fields: Type.Object({}, { additionalProperties: JsonValueBody(4, 'A value') }) });
  const key = 'k'.repeat(5000);
  assert.deepEqual(errorsFor(body, { title: 'a', [key]: 1 }), [`body: unknown property '${'k'.repeat(100)}…'`]);
  assert.deepEqual(errorsFor(fields, { fields: { [key]: 'long' } }), [`body.fields.${'k'.repeat(100)}… is 6 bytes when serialized; the limit is 4`]);
});
