import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodeCursor } from '../../src/http/cursor.js';
import { AppError } from '../../src/http/errors.js';
import { nextCursorOf, planPolledList } from '../../src/http/polling.js';

const defaults = { sort: 'eventDate' as const, dir: 'desc' as const };
const position = { updatedAt: '2026-11-21 10:00:00.123456+00', id: '0f8fad5b-d9cb-469f-a165-70867728950e' };
const cursor = encodeCursor(position);

test('no bound: the endpoint default sort, page and offset', () => {
  const plan = planPolledList({ limit: 20, page: 3 }, defaults);
  assert.deepEqual([plan.sort, plan.dir, plan.page, plan.offset, plan.after], ['eventDate', 'desc', 3, 40, null]);
});

test('a bound or a cursor switches the default to updatedAt ascending', () => {
  for (const query of [{ limit: 20, updatedAfter: '2026-01-01T00:00:00Z' }, { limit: 20, updatedBefore: '2026-01-01T00:00:00Z' }, { limit: 20, cursor }]) {
    const plan = planPolledList(query, defaults);
    assert.deepEqual([plan.sort, plan.dir], ['updatedAt', 'asc'], JSON.stringify(query));
  }
});

test('an explicit sort wins over the polling default and defaults to ascending', () => {
  const plan = planPolledList({ limit: 20, updatedAfter: '2026-01-01T00:00:00Z', sort: 'eventDate' }, defaults);
  assert.deepEqual([plan.sort, plan.dir], ['eventDate', 'asc']);
  assert.equal(planPolledList({ limit: 20, dir: 'asc' }, defaults).dir, 'asc', 'dir alone applies to the default sort');
});

test('a cursor replaces paging: page 1, offset 0, the decoded position', () => {
  const plan = planPolledList({ limit: 50, cursor }, defaults);
  assert.deepEqual([plan.page, plan.offset, plan.after], [1, 0, position]);
});

test('a cursor with a page, a foreign sort or a descending dir is a 400', () => {
  for (const query of [{ limit: 20, cursor, page: 2 }, { limit: 20, cursor, sort: 'title' }, { limit: 20, cursor, dir: 'desc' as const }]) {
    assert.throws(() => planPolledList(query, defaults), (e: unknown) => e instanceof AppError && e.statusCode === 400, JSON.stringify(query));
  }
});

test('nextCursorOf: the last row in updatedAt ascending order; the sent cursor on an empty page; null otherwise', () => {
  const polling = planPolledList({ limit: 20, cursor }, defaults);
  const last = { updatedAt: '2026-11-21 11:00:00.000001+00', id: '1f8fad5b-d9cb-469f-a165-70867728950e' };
  assert.equal(nextCursorOf(polling, last), encodeCursor(last));
  assert.equal(nextCursorOf(polling, undefined), cursor);
  assert.equal(nextCursorOf(planPolledList({ limit: 20, updatedAfter: '2026-01-01T00:00:00Z' }, defaults), undefined), null);
  assert.equal(nextCursorOf(planPolledList({ limit: 20 }, defaults), last), null, 'not in updatedAt order');
});
