/**
 * Serializers and validators are compiled once per schema in a process (src/http/serialization.ts,
 * src/http/validation.ts): equal schemas, even as other objects, get the same compiled function,
 * and two apps built in one process answer through one serializer.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Type from 'typebox';
import { serializerCompiler } from '../../src/http/serialization.js';
import { validatorCompiler } from '../../src/http/validation.js';
import { buildTestApp } from '../helpers/app.js';

const record = () => Type.Object({ data: Type.Object({ id: Type.String(), count: Type.Integer() }) });
const errorRef = () => ({ $ref: 'Error#' });

test('equal response schemas share one serializer; a $ref to the shared Error schema resolves', () => {
  const route = { method: 'GET', url: '/x', httpStatus: '200' };
  const first = serializerCompiler({ schema: record(), ...route });
  assert.equal(serializerCompiler({ schema: record(), ...route, url: '/y' }), first);
  assert.notEqual(serializerCompiler({ schema: Type.Object({ data: Type.String() }), ...route }), first);
  assert.equal(first({ data: { id: 'a', count: 2, extra: true } }), '{"data":{"id":"a","count":2}}');
  const error = serializerCompiler({ schema: errorRef(), ...route, httpStatus: '404' });
  assert.equal(error({ code: 'not_found', message: 'Gone', other: 1 }), '{"code":"not_found","message":"Gone"}');
});

test('validators are shared per request part and schema, and each part keeps its own rules', () => {
  const query = Type.Object({ limit: Type.Integer({ default: 10 }) });
  const route = { method: 'GET', url: '/x' };
  const forQuery = validatorCompiler({ schema: query, httpPart: 'querystring', ...route });
  assert.equal(validatorCompiler({ schema: Type.Object({ limit: Type.Integer({ default: 10 }) }), httpPart: 'querystring', ...route }), forQuery);
  const forBody = validatorCompiler({ schema: query, httpPart: 'body', ...route });
  assert.notEqual(forBody, forQuery);
  const input = { limit: '5', other: 'dropped' };
  assert.equal(forQuery(input), true);
  assert.deepEqual(input, { limit: 5 }, 'the query coerces, fills defaults and drops what it does not declare');
  assert.equal(forBody({ limit: '5' }), false, 'a body is not coerced');
});

test('two apps built in one process answer the same bytes', async () => {
  const [one, two] = [await buildTestApp(), await buildTestApp()];
  for (const app of [one, two]) {
    const response = await app.inject({ method: 'GET', url: '/v2/action-items/not-a-uuid', headers: { authorization: 'Bearer nope' } });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(Object.keys(response.json()), ['code', 'message']);
  }
});
