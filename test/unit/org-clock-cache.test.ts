import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OrgClockCache } from '../../src/db/org-clock-cache.js';

test('the clock cache keeps at most maxEntries, dropping the least recently used first', () => {
  const cache = new OrgClockCache<number>(2, 60_000);
  cache.set('a', 'c1', 1);
  cache.set('b', 'c1', 2);
  assert.deepEqual([cache.get('a')?.clock, cache.get('a')?.value], ['c1', 1], 'reading a makes b the oldest');
  cache.set('c', 'c1', 3);
  assert.equal(cache.get('b'), undefined);
  assert.equal(cache.get('a')?.value, 1);
  assert.equal(cache.get('c')?.value, 3);
});

test('the clock cache forgets entries older than maxAgeMs and never keeps a value without a clock', async () => {
  const cache = new OrgClockCache<number>(10, 20);
  cache.set('a', 'c1', 1);
  cache.set('b', null, 2);
  assert.equal(cache.get('a')?.value, 1);
  assert.equal(cache.get('b'), undefined, 'an org without a clock row gives nothing to validate against');
  await new Promise((resolve) => setTimeout(resolve, 30));
  assert.equal(cache.get('a'), undefined);
});
