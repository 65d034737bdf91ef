import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../../src/http/errors.js';
import { jsonDepth, jsonProblem, parameterProblem, stringProblem } from '../../src/http/input-hygiene.js';
import { parseJsonBody } from '../../src/http/json-body.js';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

test('stringProblem finds NUL and lone surrogates, accepts real Unicode', () => {
  assert.equal(stringProblem('plain'), null);
  assert.equal(stringProblem('emoji 😀 and ünïcode'), null);
  assert.match(stringProblem('a\u0000b')!, /NUL/);
  assert.match(stringProblem('a\ud800b')!, /lone surrogate/);
  assert.match(stringProblem('\udc00')!, /lone surrogate/);
});

test('jsonDepth counts containers', () => {
  assert.equal(jsonDepth(1), 0);
  assert.equal(jsonDepth({}), 1);
  assert.equal(jsonDepth({ a: [1, { b: 2 }] }), 3);
  assert.equal(jsonDepth(nested(100)), 100);
});

test('jsonProblem names the place of the problem', () => {
  assert.equal(jsonProblem({ a: ['x', { b: 'y' }] }), null);
  assert.equal(jsonProblem({ a: ['x', { b: 'y\u0000' }] }), 'body.a[1].b contains a NUL character');
  assert.match(jsonProblem({ ['k\ud800']: 1 })!, /property name in body contains a lone surrogate/);
  assert.equal(jsonProblem(JSON.parse('{"m":{"__proto__":{"x":1}}}')), "body.m: property name '__proto__' is not allowed");
  assert.equal(jsonProblem({ constructor: { prototype: {} } }), "body: property 'constructor.prototype' is not allowed");
  assert.equal(jsonProblem({ constructor: 'a name' }), null, 'a plain "constructor" key is data');
  assert.equal(jsonProblem(nested(40)), null);
  assert.equal(jsonProblem(nested(41)), 'body is nested deeper than 40 levels');
});

test('a very deep document is refused without overflowing the stack', () => {
  const text = '['.repeat(100_000) + ']'.repeat(100_000);
  assert.throws(() => parseJsonBody(Buffer.from(text)), (e: unknown) => e instanceof AppError && /nested deeper/.test(e.message));
});

test('parseJsonBody refuses invalid UTF-8, empty and malformed bodies', () => {
  const refused: Array<[Buffer, RegExp]> = [
    [Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), /not valid UTF-8/],
    [Buffer.from('   '), /empty/],
    [Buffer.from('{"a":'), /not valid JSON/],
    [Buffer.from('{"a":"\\u0000"}'), /NUL/],
  ];
  for (const [body, message] of refused) {
    assert.throws(() => parseJsonBody(body), (e: unknown) => e instanceof AppError && e.statusCode === 400 && e.code === 'bad_request' && message.test(e.message));
  }
  assert.deepEqual(parseJsonBody(Buffer.from('{"a":[1,"ü"]}')), { a: [1, 'ü'] });
});

test('parameterProblem checks names and every value of repeated parameters', () => {
  assert.equal(parameterProblem('query', { a: 'x', b: ['y', 'z'] }), null);
  assert.equal(parameterProblem('query', { a: ['ok', 'b\u0000'] }), 'query parameter a contains a NUL character');
  assert.equal(parameterProblem('path', { id: '\ud800' }), 'path parameter id contains a lone surrogate (not valid Unicode)');
});
