import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { CLI_ENTRY, databaseEnv, runNode, type RunResult } from '../helpers/processes.js';

// One database for the file (PostgreSQL, or one embedded data directory); each test makes its own organization.
const { env, cleanup } = databaseEnv();
after(cleanup);

const cli = (...args: string[]) => runNode(CLI_ENTRY, args, env);

/** Runs a command that must succeed and returns its parsed stdout. */
async function succeeds(...args: string[]): Promise<any> {
  const result = await cli(...args);
  assert.equal(result.code, 0, result.stderr);
  return JSON.parse(result.stdout);
}

const createOrg = (name = 'CLI Org') => succeeds('org', 'create', '--name', name);
const createReaderKey = (orgId: string) => succeeds('key', 'create', '--org', orgId, '--name', 'reader', '--scopes', 'read');
const listKeys = async (orgId: string) => JSON.parse((await cli('key', 'list', '--org', orgId)).stdout);

function fails(result: RunResult, code: number, stderr: string | RegExp): void {
  assert.equal(result.code, code);
  if (typeof stderr === 'string') assert.equal(result.stderr, stderr);
  else assert.match(result.stderr, stderr);
}

test('smr migrate: exits 0 and prints { migrated: true }', async () => {
  assert.deepEqual(await succeeds('migrate'), { migrated: true });
});

test('smr org create: prints the organization with its name and default team', async () => {
  const created = await createOrg();
  assert.equal(created.name, 'CLI Org');
  assert.match(created.defaultTeamId, /^[0-9a-f-]{36}$/);
});

test('smr org list: lists a created organization', async () => {
  const created = await createOrg();
  const orgs = JSON.parse((await cli('org', 'list')).stdout);
  assert.ok(orgs.some((o: { id: string }) => o.id === created.id));
});

test('smr key create: prints the key once, in the smr_ format, with the requested scopes', async () => {
  const issued = await createReaderKey((await createOrg()).id);
  assert.deepEqual(issued.scopes, ['read']);
  assert.match(issued.key, /^smr_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/);
});

test('smr key list: lists the organization\'s keys, unrevoked, without their secrets', async () => {
  const created = await createOrg();
  const issued = await createReaderKey(created.id);
  const keys = await listKeys(created.id);
  assert.equal(keys.length, 1);
  assert.equal(keys[0].revokedAt, null);
  assert.ok(!JSON.stringify(keys).includes(issued.key), 'no secret in the listing');
});

test('smr key revoke: prints the revoked key id; the listing then shows revokedAt', async () => {
  const created = await createOrg();
  const issued = await createReaderKey(created.id);
  assert.deepEqual(await succeeds('key', 'revoke', '--org', created.id, '--key', issued.id), { revoked: issued.id });
  const afterRevoke = await listKeys(created.id);
  assert.match(afterRevoke[0].revokedAt, /Z$/);
});

test('smr seed-demo: exits 0 and prints the demo organization\'s API key', async () => {
  assert.match((await succeeds('seed-demo')).apiKey, /^smr_/);
});

test('smr key create for an unknown organization: exit 1, "Organization not found"', async () => {
  fails(await cli('key', 'create', '--org', '00000000-0000-4000-8000-000000000000', '--name', 'x'), 1, 'Organization not found\n');
});

test('smr key create with an unknown scope: exit 2 naming the scopes allowed and the unknown one', async () => {
  const created = await createOrg();
  fails(await cli('key', 'create', '--org', created.id, '--name', 'x', '--scopes', 'read,root'), 2,
    '--scopes must list some of read, write, admin; unknown: root\n');
});

test('smr org create without --name: exit 2, "--name is required"', async () => {
  fails(await cli('org', 'create'), 2, '--name is required\n');
});

test('smr with an unknown command: exit 2 with the usage', async () => {
  fails(await cli('frobnicate'), 2, /^Usage: smr <command>/);
});
