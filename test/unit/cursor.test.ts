import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeCursor, encodeCursor } from '../../src/http/cursor.js';
import { AppError } from '../../src/http/errors.js';

const position = { updatedAt: '2026-11-21 10:00:00.123456+00', id: '0f8fad5b-d9cb-469f-a165-70867728950e' };

test('a cursor round-trips the full-precision timestamp and id', () => {
  const token = encodeCursor(position);
  assert.match(token, /^[A-Za-z0-9_-]+$/, 'URL-safe without encoding');
  assert.deepEqual(decodeCursor(token), position);
});

const malformed: Array<[string, string]> = [
  ['empty', ''],
  ['not base64url', 'a+b/c='],
  ['not JSON', Buffer.from('nope').toString('base64url')],
  ['wrong shape', Buffer.from(JSON.stringify({ a: 1 })).toString('base64url')],
  ['wrong version', Buffer.from(JSON.stringify(['v0', position.updatedAt, position.id])).toString('base64url')],
  ['bad timestamp', Buffer.from(JSON.stringify(['v1', "1' OR 1=1 --", position.id])).toString('base64url')],
  ['bad id', Buffer.from(JSON.stringify(['v1', position.updatedAt, 'x'])).toString('base64url')],
  ['too long', 'A'.repeat(500)],
];
for (const [name, token] of malformed) {
  test(`a ${name} cursor is a 400 naming the parameter`, () => {
    assert.throws(
      () => decodeCursor(token),
      (error: unknown) =>
        error instanceof AppError && error.statusCode === 400 && error.code === 'validation_error' && /cursor is malformed/.test(error.message),
    );
  });
}
