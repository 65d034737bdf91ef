import assert from 'node:assert/strict';
import { test } from 'node:test';
import { excerpt, quote, truncateText } from '../../src/http/quote.js';

test('quote shows a short value whole: strings in double quotes, other values as JSON', () => {
  assert.equal(quote('low'), '"low"');
  assert.equal(quote(''), '""');
  assert.equal(quote(12.5), '12.5');
  assert.equal(quote(null), 'null');
  assert.equal(quote({ op: 'eq' }), '{"op":"eq"}');
  assert.equal(quote(undefined), 'undefined');
});

test('quote shows at most 100 characters of a value, then …', () => {
  assert.equal(quote('x'.repeat(100)), `"${'x'.repeat(100)}"`);
  assert.equal(quote('x'.repeat(101)), `"${'x'.repeat(100)}…"`);
  assert.equal(quote('x'.repeat(9 * 1024 * 1024)).length, 103);
  assert.equal(quote({ pad: 'y'.repeat(500) }), `{"pad":"${'y'.repeat(92)}…`);
  assert.equal(quote(Array.from({ length: 1000 }, (_, i) => i)).length, 101);
});

test('excerpt adds no quotes and never splits a surrogate pair', () => {
  assert.equal(excerpt('key'), 'key');
  assert.equal(excerpt(`${'a'.repeat(99)}😀tail`), `${'a'.repeat(99)}…`);
  assert.equal(excerpt(`${'a'.repeat(98)}😀tail`), `${'a'.repeat(98)}😀…`);
  assert.equal(truncateText('abcdef', 3), 'abc…');
  assert.equal(truncateText('abc', 3), 'abc');
});
