import assert from 'node:assert/strict';
import { test } from 'node:test';
import { slugify } from '../../src/lib/slug.js';

test('slugify', () => {
  assert.equal(slugify('Forklift'), 'forklift');
  assert.equal(slugify('  Fire Extinguisher (CO₂) '), 'fire-extinguisher-co2');
  assert.equal(slugify('Crème brûlée'), 'creme-brulee');
  assert.equal(slugify('---'), 'item');
  assert.equal(slugify('日本', 'equipment-type'), 'equipment-type');
  assert.equal(slugify('a'.repeat(150)).length, 100);
  assert.equal(slugify(`${'a'.repeat(99)} b`), 'a'.repeat(99), 'no trailing dash after truncation');
});
