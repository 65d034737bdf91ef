import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiKeyAuthenticator } from '../../src/modules/api-keys/api-key-authenticator.js';
import { generateApiKey } from '../../src/modules/api-keys/api-key-format.js';
import type { StoredApiKey } from '../../src/modules/api-keys/api-keys.repository.js';

function setup(ttlMs = 1000) {
  const issued = generateApiKey();
  const stored: StoredApiKey = {
    id: 'key-1', name: 'test key', organizationId: 'org-1', scopes: ['read', 'write'], hash: issued.hash, revoked: false,
  };
  let lookups = 0;
  let clock = 0;
  const authenticator = new ApiKeyAuthenticator(
    async (publicId) => {
      lookups++;
      return publicId === issued.publicId ? { ...stored } : null;
    },
    ttlMs,
    () => clock,
  );
  return {
    issued, stored, authenticator,
    lookups: () => lookups,
    advance: (ms: number) => { clock += ms; },
  };
}

test('a valid key resolves to its org and scopes', async () => {
  const { issued, authenticator } = setup();
  const principal = await authenticator.authenticate(`Bearer ${issued.key}`);
  assert.equal(principal?.orgId, 'org-1');
  assert.equal(principal?.keyId, 'key-1');
  assert.deepEqual([...principal!.scopes].sort(), ['read', 'write']);
});

test('repeated requests within the TTL cost one lookup, concurrent ones share it', async () => {
  const { issued, authenticator, lookups } = setup();
  await Promise.all(Array.from({ length: 20 }, () => authenticator.authenticate(`Bearer ${issued.key}`)));
  for (let i = 0; i < 50; i++) await authenticator.authenticate(`Bearer ${issued.key}`);
  assert.equal(lookups(), 1);
});

test('after the TTL the key is looked up again', async () => {
  const { issued, authenticator, lookups, advance } = setup(1000);
  await authenticator.authenticate(`Bearer ${issued.key}`);
  advance(999);
  await authenticator.authenticate(`Bearer ${issued.key}`);
  assert.equal(lookups(), 1);
  advance(1);
  await authenticator.authenticate(`Bearer ${issued.key}`);
  assert.equal(lookups(), 2);
});

test('malformed keys and bad checksums never reach the lookup', async () => {
  const { issued, authenticator, lookups } = setup();
  assert.equal(await authenticator.authenticate(undefined), null);
  assert.equal(await authenticator.authenticate('Bearer nonsense'), null);
  const tampered = issued.key.slice(0, -1) + (issued.key.endsWith('x') ? 'y' : 'x');
  assert.equal(await authenticator.authenticate(`Bearer ${tampered}`), null);
  assert.equal(lookups(), 0);
});

test('forget drops the cached entry at once', async () => {
  const { issued, authenticator, lookups } = setup();
  await authenticator.authenticate(`Bearer ${issued.key}`);
  authenticator.forget(issued.publicId);
  await authenticator.authenticate(`Bearer ${issued.key}`);
  assert.equal(lookups(), 2);
});

test('a failed lookup is not cached', async () => {
  const issued = generateApiKey();
  let calls = 0;
  const authenticator = new ApiKeyAuthenticator(async () => {
    calls++;
    if (calls === 1) throw new Error('database down');
    return { id: 'k', name: 'k', organizationId: 'o', scopes: ['read'], hash: issued.hash, revoked: false };
  });
  await assert.rejects(authenticator.authenticate(`Bearer ${issued.key}`));
  assert.equal((await authenticator.authenticate(`Bearer ${issued.key}`))?.orgId, 'o');
});
