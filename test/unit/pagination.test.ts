import assert from 'node:assert/strict';
import { test } from 'node:test';
import { offsetOf, pageQueryProperties, paginationMeta } from '../../src/http/pagination.js';

test('meta of a middle page', () => {
  assert.deepEqual(paginationMeta({ page: 2, limit: 10 }, 35), {
    page: 2, limit: 10, total: 35, totalPages: 4, hasNext: true, hasPrev: true,
  });
});

test('meta of the first and last pages', () => {
  assert.deepEqual(paginationMeta({ page: 1, limit: 10 }, 35), { page: 1, limit: 10, total: 35, totalPages: 4, hasNext: true, hasPrev: false });
  assert.deepEqual(paginationMeta({ page: 4, limit: 10 }, 35), { page: 4, limit: 10, total: 35, totalPages: 4, hasNext: false, hasPrev: true });
});

test('a page past the end: correct total, hasNext false', () => {
  assert.deepEqual(paginationMeta({ page: 9, limit: 10 }, 35), { page: 9, limit: 10, total: 35, totalPages: 4, hasNext: false, hasPrev: true });
});

test('an empty list', () => {
  assert.deepEqual(paginationMeta({ page: 1, limit: 20 }, 0), { page: 1, limit: 20, total: 0, totalPages: 0, hasNext: false, hasPrev: false });
});

test('offset of a page', () => {
  assert.equal(offsetOf({ page: 1, limit: 20 }), 0);
  assert.equal(offsetOf({ page: 3, limit: 20 }), 40);
});

test('page/limit schema carries the endpoint default and maximum', () => {
  const { page, limit } = pageQueryProperties({ defaultLimit: 50, maxLimit: 100 }) as unknown as Record<'page' | 'limit', Record<string, number>>;
  assert.equal(page.minimum, 1);
  assert.equal(page.default, undefined, 'no default, so a page sent alongside a cursor can be refused');
  assert.equal(limit.minimum, 1);
  assert.equal(limit.maximum, 100);
  assert.equal(limit.default, 50);
});
