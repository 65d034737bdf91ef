import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AppError } from '../../src/http/errors.js';
import { parseTimeBound, toApiTimestamp } from '../../src/http/time.js';

describe('parseTimeBound', () => {
  const accepted: Array<[string, string]> = [
    ['2026-11-21T10:00:00Z', '2026-11-21T10:00:00+00:00'],
    ['2026-11-21T10:00:00.123Z', '2026-11-21T10:00:00.123+00:00'],
    ['2026-11-21T10:00:00.123456Z', '2026-11-21T10:00:00.123456+00:00'],
    ['2026-11-21T10:00:00.1234569Z', '2026-11-21T10:00:00.123456+00:00'],
    ['2026-11-21T10:00:00+01:00', '2026-11-21T10:00:00+01:00'],
    ['2026-11-21T10:00:00-0530', '2026-11-21T10:00:00-05:30'],
    ['2026-11-21T10:00:00+02', '2026-11-21T10:00:00+02:00'],
    ['2026-11-21T10:00Z', '2026-11-21T10:00:00+00:00'],
    ['2026-11-21t10:00:00z', '2026-11-21T10:00:00+00:00'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00+00:00'],
  ];
  for (const [input, expected] of accepted) {
    test(`accepts ${input}`, () => assert.equal(parseTimeBound(input, 'updatedAfter'), expected));
  }

  test('reads a "+" that arrived as a space as "+"', () => {
    assert.equal(parseTimeBound('2026-11-21T10:00:00.5 01:00', 'updatedAfter'), '2026-11-21T10:00:00.5+01:00');
    assert.equal(parseTimeBound('2026-11-21T10:00:00 0100', 'updatedAfter'), '2026-11-21T10:00:00+01:00');
  });

  test('keeps sub-millisecond precision, truncating beyond microseconds (never rounding up)', () => {
    assert.equal(parseTimeBound('2026-11-21T10:00:00.9999999Z', 'x'), '2026-11-21T10:00:00.999999+00:00');
  });

  const refused = [
    '2026-11-21T10:00:00', // no timezone
    '2026-11-21', // date only
    '2026-11-21 10:00:00Z', // no T
    '2026-13-01T00:00:00Z',
    '2026-02-29T00:00:00Z', // not a leap year
    '2026-11-31T00:00:00Z',
    '2026-11-21T24:00:00Z',
    '2026-11-21T10:60:00Z',
    '2026-11-21T10:00:60Z',
    '2026-11-21T10:00:00+16:00',
    '0000-01-01T00:00:00Z',
    'yesterday',
    '',
  ];
  for (const input of refused) {
    test(`refuses "${input}" with a 400 naming the parameter`, () => {
      assert.throws(
        () => parseTimeBound(input, 'updatedBefore'),
        (error: unknown) =>
          error instanceof AppError &&
          error.statusCode === 400 &&
          error.code === 'validation_error' &&
          error.message.startsWith('query parameter updatedBefore '),
      );
    });
  }
});

describe('toApiTimestamp', () => {
  const cases: Array<[string, string]> = [
    ['2026-11-21 10:00:00.123456+00', '2026-11-21T10:00:00.123Z'],
    ['2026-11-21 10:00:00.999999+00', '2026-11-21T10:00:00.999Z'], // truncates, never rounds up
    ['2026-11-21 10:00:00.5+00', '2026-11-21T10:00:00.500Z'],
    ['2026-11-21 10:00:00+00', '2026-11-21T10:00:00.000Z'],
    ['2026-11-21 10:00:00.123+00:00', '2026-11-21T10:00:00.123Z'],
    ['2026-11-21 10:00:00.123456+01', '2026-11-21T09:00:00.123Z'],
    ['2026-11-21 00:30:00.000001-05:30', '2026-11-21T06:00:00.000Z'],
    ['2026-12-31 23:59:59.9999+00', '2026-12-31T23:59:59.999Z'],
  ];
  for (const [stored, expected] of cases) {
    test(`${stored} → ${expected}`, () => assert.equal(toApiTimestamp(stored), expected));
  }
  test('refuses text that is not a timestamp', () => assert.throws(() => toApiTimestamp('not a time')));
});
