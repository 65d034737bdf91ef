/**
 * The shared security suite any route runs through: no key, malformed, unknown, bad checksum,
 * wrong secret, revoked (all 401 with one identical body), and a key without the route's
 * scope (403). Plus the cross-tenant check: another org's record answers exactly as a
 * record that exists nowhere.
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { UNAUTHORIZED_MESSAGE } from '../../src/http/errors.js';
import { formatApiKey, generateApiKey, parseApiKey, randomSecret } from '../../src/modules/api-keys/api-key-format.js';
import type { Scope } from '../../src/http/request-context.js';
import { bearer } from './app.js';
import type { TestOrg } from './fixtures.js';

export const UNAUTHORIZED_BODY = { code: 'unauthorized', message: UNAUTHORIZED_MESSAGE };

export interface RouteCall {
  method: InjectOptions['method'];
  url: string;
  payload?: unknown;
}

function withChecksumBroken(key: string): string {
  const last = key.at(-1) === 'a' ? 'b' : 'a';
  return key.slice(0, -1) + last;
}

/** A key whose format and checksum are valid but whose secret is not the org key's. */
function withWrongSecret(key: string): string {
  const parsed = parseApiKey(key);
  assert.ok(parsed, 'fixture key must parse');
  return formatApiKey(parsed.publicId, randomSecret());
}

/** Keys holding every scope but `scope`. */
function keyWithout(org: TestOrg, scope: Scope): string {
  return { read: org.keys.write, write: org.keys.read, admin: org.keys.readWrite }[scope];
}

export async function runAuthSuite(t: TestContext, app: FastifyInstance, org: TestOrg, call: RouteCall, scope: Scope): Promise<void> {
  const send = (headers: Record<string, string>) =>
    app.inject({ method: call.method, url: call.url, headers, ...(call.payload === undefined ? {} : { payload: call.payload as object }) });

  const unauthorizedCases: Array<[string, Record<string, string>]> = [
    ['no Authorization header', {}],
    ['a scheme other than Bearer', { authorization: `Basic ${org.keys.all}` }],
    ['an empty bearer token', { authorization: 'Bearer ' }],
    ['a malformed key', bearer('smr_not-a-key')],
    ['a well-formed key that does not exist', bearer(generateApiKey().key)],
    ['a key with a bad checksum', bearer(withChecksumBroken(org.keys.all))],
    ['a key with a valid checksum but the wrong secret', bearer(withWrongSecret(org.keys.all))],
    ['a revoked key', bearer(org.keys.revoked)],
  ];
  for (const [name, headers] of unauthorizedCases) {
    await t.test(`${call.method} ${call.url} with ${name} → 401`, async () => {
      const response = await send(headers);
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), UNAUTHORIZED_BODY);
      assert.ok(response.headers['x-request-id'], 'X-Request-Id on the 401');
    });
  }
  await t.test(`${call.method} ${call.url} without the "${scope}" scope → 403`, async () => {
    const response = await send(bearer(keyWithout(org, scope)));
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      code: 'forbidden',
      message: `This API key lacks the "${scope}" scope needed for this operation`,
      details: { requiredScope: scope },
    });
  });
}

/** Another org's record must answer exactly as a record that does not exist. */
export async function assertSameAsMissing(
  app: FastifyInstance,
  key: string,
  foreign: RouteCall,
  missing: RouteCall,
): Promise<void> {
  const inject = (call: RouteCall) =>
    app.inject({ method: call.method, url: call.url, headers: bearer(key), ...(call.payload === undefined ? {} : { payload: call.payload as object }) });
  const [foreignResponse, missingResponse] = [await inject(foreign), await inject(missing)];
  assert.equal(foreignResponse.statusCode, 404, `${foreign.method} ${foreign.url} with another org's id`);
  assert.equal(missingResponse.statusCode, 404);
  assert.deepEqual(foreignResponse.json(), missingResponse.json());
}
