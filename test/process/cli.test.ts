import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLI_ENTRY, databaseEnv, runNode } from '../helpers/processes.js';

test('the operator CLI: org create/list, key create/list/revoke, migrate, seed-demo, usage errors', async () => {
  const { env, cleanup } = databaseEnv();
  const cli = (...args: string[]) => runNode(CLI_ENTRY, args, env);
  try {
    const migrate = await cli('migrate');
    assert.equal(migrate.code, 0, migrate.stderr);
    assert.deepEqual(JSON.parse(migrate.stdout), { migrated: true });

    const org = await cli('org', 'create', '--name', 'CLI Org');
    assert.equal(org.code, 0, org.stderr);
    const created = JSON.parse(org.stdout);
    assert.equal(created.name, 'CLI Org');
    assert.match(created.defaultTeamId, /^[0-9a-f-]{36}$/);

    const orgs = JSON.parse((await cli('org', 'list')).stdout);
    assert.ok(orgs.some((o: { id: string }) => o.id === created.id));

    const key = await cli('key', 'create', '--org', created.id, '--name', 'reader', '--scopes', 'read');
    assert.equal(key.code, 0, key.stderr);
    const issued = JSON.parse(key.stdout);
    assert.deepEqual(issued.scopes, ['read']);
    assert.match(issued.key, /^smr_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/);

    const keys = JSON.parse((await cli('key', 'list', '--org', created.id)).stdout);
    assert.equal(keys.length, 1);
    assert.equal(keys[0].revokedAt, null);
    assert.ok(!JSON.stringify(keys).includes(issued.key), 'no secret in the listing');

    const revoke = await cli('key', 'revoke', '--org', created.id, '--key', issued.id);
    assert.equal(revoke.code, 0, revoke.stderr);
    assert.deepEqual(JSON.parse(revoke.stdout), { revoked: issued.id });
    const afterRevoke = JSON.parse((await cli('key', 'list', '--org', created.id)).stdout);
    assert.match(afterRevoke[0].revokedAt, /Z$/);

    const demo = await cli('seed-demo');
    assert.equal(demo.code, 0, demo.stderr);
    assert.match(JSON.parse(demo.stdout).apiKey, /^smr_/);

    const unknownOrg = await cli('key', 'create', '--org', '00000000-0000-4000-8000-000000000000', '--name', 'x');
    assert.equal(unknownOrg.code, 1);
    assert.equal(unknownOrg.stderr, 'Organization not found\n');

    const badScope = await cli('key', 'create', '--org', created.id, '--name', 'x', '--scopes', 'read,root');
    assert.equal(badScope.code, 2);
    assert.equal(badScope.stderr, '--scopes must list some of read, write, admin; unknown: root\n');

    const missing = await cli('org', 'create');
    assert.equal(missing.code, 2);
    assert.equal(missing.stderr, '--name is required\n');

    const unknownCommand = await cli('frobnicate');
    assert.equal(unknownCommand.code, 2);
    assert.match(unknownCommand.stderr, /^Usage: smr <command>/);
  } finally {
    cleanup();
  }
});
