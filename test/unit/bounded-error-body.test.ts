import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boundErrorBody } from '../../src/http/bounded-error-body.js';

test('a small error body passes unchanged', () => {
  const body = { code: 'validation_error' as const, message: 'body.name must be string', details: { errors: ['body.name must be string'] } };
  assert.deepEqual(boundErrorBody(body), body);
  const plain = { code: 'not_found' as const, message: 'Event not found' };
  assert.equal(boundErrorBody(plain), plain);
});

test('strings over 1,000 characters are cut, in the message and anywhere in details', () => {
  const long = 'm'.repeat(5000);
  const bounded = boundErrorBody({ code: 'invalid_fields', message: long, details: { fields: [{ key: 'k', message: long }], note: long } });
  assert.equal(bounded.message, `${'m'.repeat(1000)}…`);
  assert.deepEqual(bounded.details, { fields: [{ key: 'k', message: `${'m'.repeat(1000)}…` }], note: `${'m'.repeat(1000)}…` });
});

test('lists in details keep their first 100 entries; details.truncated says more were left out', () => {
  const errors = Array.from({ length: 250 }, (_, i) => `error ${i}`);
  const bounded = boundErrorBody({ code: 'validation_error', message: 'error 0', details: { errors } });
  assert.deepEqual(bounded.details, { errors: errors.slice(0, 100), truncated: true });
  const exactly = boundErrorBody({ code: 'validation_error', message: 'error 0', details: { errors: errors.slice(0, 100) } });
  assert.deepEqual(exactly.details, { errors: errors.slice(0, 100) }, 'a list of 100 is whole: no flag');
});

test('lists stop taking entries once the details hold 4,000 characters of text', () => {
  const errors = Array.from({ length: 300 }, (_, i) => `${String(i).padStart(3, '0')}${'e'.repeat(197)}`);
  const bounded = boundErrorBody({ code: 'validation_error', message: errors[0]!, details: { errors } });
  assert.deepEqual(bounded.details, { errors: errors.slice(0, 20), truncated: true });
  const long = boundErrorBody({ code: 'validation_error', message: 'x', details: { errors: Array.from({ length: 6 }, () => 'e'.repeat(5000)) } });
  assert.deepEqual(long.details, { errors: Array.from({ length: 4 }, () => `${'e'.repeat(1000)}…`), truncated: true }, 'entries cut, then counted');
});
