import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatApiKey, generateApiKey, hashApiKey, keyMatchesHash, parseApiKey } from '../../src/modules/api-keys/api-key-format.js';
import { bearerToken } from '../../src/http/request-context.js';

test('a generated key has the smr_<publicId>_<secret><checksum> shape and parses back', () => {
  const { key, publicId, hash } = generateApiKey();
  assert.match(key, /^smr_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/);
  assert.deepEqual(parseApiKey(key), { publicId });
  assert.deepEqual(hash, hashApiKey(key));
  assert.equal(hash.length, 32, 'SHA-256');
});

test('generated keys are unique', () => {
  const keys = new Set(Array.from({ length: 200 }, () => generateApiKey().key));
  assert.equal(keys.size, 200);
});

test('any single-character change breaks the checksum', () => {
  const { key } = generateApiKey();
  for (let i = 'smr_'.length; i < key.length; i++) {
    if (key[i] === '_') continue;
    const changed = key.slice(0, i) + (key[i] === 'x' ? 'y' : 'x') + key.slice(i + 1);
    assert.equal(parseApiKey(changed), null, `changed at ${i}`);
  }
});

test('malformed keys do not parse', () => {
  for (const bad of ['', 'smr_', 'smr_abc_def', 'xyz_' + generateApiKey().key.slice(4), generateApiKey().key + 'a', ' ' + generateApiKey().key]) {
    assert.equal(parseApiKey(bad), null, bad);
  }
});

test('a key matches only its own hash', () => {
  const a = generateApiKey();
  const b = generateApiKey();
  assert.equal(keyMatchesHash(a.key, a.hash), true);
  assert.equal(keyMatchesHash(b.key, a.hash), false);
  assert.equal(keyMatchesHash(a.key, Buffer.alloc(3)), false, 'a short stored hash never matches');
});

test('formatApiKey appends a valid checksum', () => {
  const key = formatApiKey('ABCDEFGHIJKL', 'a'.repeat(32));
  assert.deepEqual(parseApiKey(key), { publicId: 'ABCDEFGHIJKL' });
});

test('bearerToken reads the Bearer scheme only', () => {
  assert.equal(bearerToken('Bearer abc'), 'abc');
  assert.equal(bearerToken('bearer   abc '), 'abc');
  assert.equal(bearerToken('Basic abc'), null);
  assert.equal(bearerToken('Bearer'), null);
  assert.equal(bearerToken('Bearer a b'), null);
  assert.equal(bearerToken(undefined), null);
});
