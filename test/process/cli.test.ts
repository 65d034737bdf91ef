/**
 * The operator CLI: help and version, exit statuses, command lines refused before the database
 * is opened, text and --json output, migrations and their status, organizations and keys. The
 * commands run in this process against the program (runCli, its output captured as a pipe takes
 * it, the database named in this process's environment as a process's would be); smoke tests run
 * it as an operator does (node dist/src/cli.js): --version, --help, two refused command lines
 * (status 2) and a listing larger than the pipe takes at once (status 0, the output whole).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import { runCli } from '../../src/cli/program.js';
import { openDatabase } from '../../src/db/database.js';
import { onPostgres, TEST_DATABASE_URL } from '../helpers/database.js';
import { CLI_ENTRY, databaseEnv, runNode, type RunResult } from '../helpers/processes.js';

// One database for the file (PostgreSQL, or one embedded data directory); each test makes its own organization.
const { env, cleanup } = databaseEnv();
after(cleanup);

/** The CLI as an operator runs it, a process (node dist/src/cli.js), on the file's database. */
const spawned = (...args: string[]) => runNode(CLI_ENTRY, args, env);

/** The program run in this process on `args`: its exit status and what it wrote, as a process's would be. */
async function inProcess(...args: string[]): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** Runs `work` with these database settings in this process's environment (what the program reads when it opens the database). */
async function withDatabaseEnv<T>(settings: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  delete process.env.DATABASE_URL;
  delete process.env.DATA_DIR;
  Object.assign(process.env, settings);
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** The program run in this process on the file's database. */
const cli = (...args: string[]) => withDatabaseEnv(env, () => inProcess(...args));

/** Runs a command with --json that must succeed and returns its parsed stdout. */
async function succeeds(...args: string[]): Promise<any> {
  const result = await cli(...args, '--json');
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stderr, '');
  return JSON.parse(result.stdout);
}

const createOrg = (name = 'CLI Org') => succeeds('org', 'create', '--name', name);
const createReaderKey = (orgId: string) => succeeds('key', 'create', '--org', orgId, '--name', 'reader', '--scopes', 'read');

function fails(result: RunResult, code: number, stderr: string | RegExp): void {
  assert.equal(result.code, code, result.stdout + result.stderr);
  if (typeof stderr === 'string') assert.equal(result.stderr, stderr);
  else assert.match(result.stderr, stderr);
  assert.equal(result.stdout, '');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HINT = '(add --help to see what the command takes)\n';
const NO_DATABASE = { skip: onPostgres && 'uses no database: run in the embedded pass' };
const packageVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

test('smr --help, smr help: every command listed, the exit statuses explained, status 0 on stdout', NO_DATABASE, async () => {
  for (const args of [['--help'], ['help'], ['-h']]) {
    const result = await inProcess(...args);
    assert.equal(result.code, 0, args.join(' '));
    assert.equal(result.stderr, '');
    assert.match(result.stdout, /^Usage: smr \[options\] \[command\]\n/);
    for (const command of ['migrate', 'org', 'key', 'seed-demo', 'help']) assert.match(result.stdout, new RegExp(`\\n  ${command} `));
    assert.match(result.stdout, /Exit status: 0 done; 1 the command failed .*; 2 the command line is wrong/s);
  }
});

test('a command\'s own help: smr help key create, smr key create --help and smr help key name its options', NO_DATABASE, async () => {
  const viaHelp = await inProcess('help', 'key', 'create');
  const viaOption = await inProcess('key', 'create', '--help');
  assert.equal(viaHelp.code, 0);
  assert.equal(viaOption.code, 0);
  assert.equal(viaHelp.stdout, viaOption.stdout);
  assert.match(viaHelp.stdout, /^Usage: smr key create \[options\]\n\nissue an API key \(printed once\)\n/);
  for (const option of ['--json', '--org <orgId>', '--name <name>', '--scopes <scopes>']) assert.ok(viaHelp.stdout.includes(option), option);

  const group = await inProcess('help', 'key');
  assert.equal(group.code, 0);
  assert.match(group.stdout, /^Usage: smr key \[options\] \[command\]\n/);
  for (const command of ['create', 'list', 'revoke']) assert.match(group.stdout, new RegExp(`\\n  ${command} `));
  assert.match((await inProcess('migrate', '--help')).stdout, /--status +list every migration, applied and pending, and apply nothing/);
});

test('smr --version and -v print package.json\'s version', NO_DATABASE, async () => {
  for (const flag of ['--version', '-v']) {
    const result = await inProcess(flag);
    assert.deepEqual([result.code, result.stdout, result.stderr], [0, `${packageVersion}\n`, '']);
  }
});

test('smr with an unknown command, no command or a group alone: exit 2, the reason and the usage on stderr', NO_DATABASE, async () => {
  fails(await inProcess('frobnicate'), 2, /^error: unknown command 'frobnicate'\n\(add --help to see what the command takes\)\n$/);
  fails(await inProcess(), 2, /^Usage: smr \[options\] \[command\]\n/);
  fails(await inProcess('org'), 2, /^Usage: smr org \[options\] \[command\]\n/);
});

test('as a process: --version and --help on stdout with status 0, an unknown command on stderr with status 2', NO_DATABASE, async () => {
  assert.deepEqual(Object.values(await spawned('--version')), [0, `${packageVersion}\n`, '']);
  const help = await spawned('--help');
  assert.deepEqual([help.code, help.stderr], [0, '']);
  assert.equal(help.stdout, (await inProcess('--help')).stdout, 'the same help as the program run in process');
  fails(await spawned('frobnicate'), 2, /^error: unknown command 'frobnicate'\n\(add --help to see what the command takes\)\n$/);
  const parent = mkdtempSync(join(tmpdir(), 'smr-cli-'));
  try {
    const dataDir = join(parent, 'never-created');
    fails(await runNode(CLI_ENTRY, ['key', 'create', '--org', 'nope', '--name', 'x'], { DATA_DIR: dataDir }), 2,
      "error: option '--org <orgId>' argument 'nope' is invalid. It must be a UUID.\n" + HINT);
    assert.equal(existsSync(dataDir), false, 'the embedded database was not opened');
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});

test('wrong command lines exit 2 before the database is opened (an unreachable PostgreSQL, an embedded directory never created)', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'smr-cli-'));
  const dataDir = join(parent, 'never-created');
  try {
    const valid = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[string[], string]> = [
      [['org', 'create'], "error: required option '--name <name>' not specified\n"],
      [['org', 'create', '--name', '  '], "error: option '--name <name>' argument '  ' is invalid. It must not be empty.\n"],
      [['key', 'create', '--org', 'nope', '--name', 'x'], "error: option '--org <orgId>' argument 'nope' is invalid. It must be a UUID.\n"],
      [['key', 'create', '--org', valid, '--name', 'x', '--scopes', 'read,root'],
        "error: option '--scopes <scopes>' argument 'read,root' is invalid. It must list some of read, write, admin. Unknown: root.\n"],
      [['key', 'create', '--org', valid, '--name', 'x', '--scopes', ' , '],
        "error: option '--scopes <scopes>' argument ' , ' is invalid. It must list some of read, write, admin.\n"],
      [['key', 'revoke', '--org', valid], "error: required option '--key <keyId>' not specified\n"],
      [['org', 'list', 'extra'], "error: too many arguments for 'list'. Expected 0 arguments but got 1.\n"],
      [['org', 'list', '--verbose'], "error: unknown option '--verbose'\n"],
    ];
    // Each pass uses its own kind of database: an unreachable PostgreSQL, or an embedded directory that opening would create.
    const unreachable: Record<string, string> = onPostgres ? { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' } : { DATA_DIR: dataDir };
    await withDatabaseEnv(unreachable, async () => {
      for (const [args, message] of cases) fails(await inProcess(...args), 2, message + HINT);
      assert.equal(existsSync(dataDir), false, 'no command line above opened the embedded database');

      // Negative control: the same database settings with a correct command line do reach the database.
      if (onPostgres) {
        fails(await inProcess('org', 'list'), 1, /^Failed: .*ECONNREFUSED/);
      } else {
        const opened = await inProcess('org', 'list', '--json');
        assert.deepEqual([opened.code, opened.stdout], [0, '[]\n'], opened.stderr);
        assert.equal(existsSync(dataDir), true);
      }
    });
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});

test('smr migrate --status on a new embedded database: every migration pending; smr migrate applies them all, then nothing', { skip: onPostgres && 'a new database: embedded only' }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'smr-cli-migrate-'));
  const onFresh = (...args: string[]) => withDatabaseEnv({ DATA_DIR: dataDir }, () => inProcess(...args));
  try {
    const before = await onFresh('migrate', '--status', '--json');
    assert.equal(before.code, 0, before.stderr);
    const pending = JSON.parse(before.stdout) as { migrations: Array<{ name: string; appliedAt: string | null }>; pending: number };
    assert.ok(pending.migrations.length >= 10);
    assert.equal(pending.pending, pending.migrations.length);
    assert.ok(pending.migrations.every((m) => m.appliedAt === null));
    const names = pending.migrations.map((m) => m.name);
    assert.deepEqual(names, [...names].sort(), 'listed in the order they apply');

    const text = await onFresh('migrate', '--status');
    assert.match(text.stdout, new RegExp(`^MIGRATION +APPLIED AT\\n${names[0]} +pending\\n[^]*\\n0 applied, ${names.length} pending\\.\\n$`));

    const applied = await onFresh('migrate');
    assert.deepEqual([applied.code, applied.stdout], [0, `Applied ${names.length} migrations: ${names.join(', ')}.\n`], applied.stderr);
    const again = await onFresh('migrate', '--json');
    assert.deepEqual([again.code, JSON.parse(again.stdout)], [0, { applied: [] }]);

    const after = JSON.parse((await onFresh('migrate', '--status', '--json')).stdout) as typeof pending;
    assert.equal(after.pending, 0);
    assert.deepEqual(after.migrations.map((m) => m.name), names);
    assert.ok(after.migrations.every((m) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(m.appliedAt!)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('smr migrate on a migrated database: nothing to apply, every migration applied in --status', async () => {
  await cli('migrate');
  const again = await cli('migrate');
  assert.deepEqual([again.code, again.stdout], [0, 'No pending migrations: the database is up to date.\n']);
  const status = await succeeds('migrate', '--status');
  assert.equal(status.pending, 0);
  assert.ok(status.migrations.length >= 10);
});

test('smr org create: the organization with its name and default team, as text and as JSON', async () => {
  const created = await createOrg();
  assert.equal(created.name, 'CLI Org');
  assert.match(created.id, UUID);
  assert.match(created.defaultTeamId, UUID);
  const text = await cli('org', 'create', '--name', '  Text Org ');
  assert.equal(text.code, 0);
  assert.match(text.stdout, /^Created organization [0-9a-f-]{36} "Text Org" \(default team [0-9a-f-]{36}\)\.\n$/);
});

test('smr org list: a created organization, in JSON and in the text table', async () => {
  const created = await createOrg('Listed Org');
  const orgs = await succeeds('org', 'list');
  assert.deepEqual(orgs.find((o: { id: string }) => o.id === created.id), created);
  const text = (await cli('org', 'list')).stdout;
  assert.match(text, /^ID {36}NAME +CREATED AT\n/);
  assert.match(text, new RegExp(`\\n${created.id}  Listed Org +${created.createdAt.replace(/\./g, '\\.')}\\n`));
});

test('smr org list --json larger than the pipe takes at once arrives whole before the CLI exits', async () => {
  // Rows written straight into the CLI's database (no CLI runs meanwhile, so the embedded directory is free).
  const database = await openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: env.DATA_DIR ?? null, lockHolder: 'cli test' });
  try {
    await sql`INSERT INTO organizations (name) SELECT 'Bulk ' || repeat('x', 200) || ' ' || g FROM generate_series(1, 1800) AS g`.execute(database.db);
  } finally {
    await database.close();
  }
  // Beyond what the socket to the parent takes at once (about 210 KiB here), the rest is written later: the CLI must wait for it.
  const result = await spawned('org', 'list', '--json');
  assert.equal(result.code, 0, result.stderr);
  assert.ok(result.stdout.length > 400_000, `${result.stdout.length} bytes`);
  const orgs = JSON.parse(result.stdout) as Array<{ name: string }>;
  assert.ok(orgs.filter((org) => org.name.startsWith('Bulk ')).length >= 1800);
});

test('smr key create: the key once, in the smr_ format, with the requested scopes (read,write by default)', async () => {
  const orgId = (await createOrg()).id;
  const issued = await createReaderKey(orgId);
  assert.deepEqual(issued.scopes, ['read']);
  assert.match(issued.key, /^smr_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/);
  const text = await cli('key', 'create', '--org', orgId, '--name', 'sync');
  assert.equal(text.code, 0, text.stderr);
  assert.match(text.stdout, new RegExp(`^Issued key [0-9a-f-]{36} "sync" \\(scopes read, write\\) for organization ${orgId}\\.\\nKey, shown only now:\\nsmr_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}\\n$`));
});

test('smr key list: the organization\'s keys, unrevoked, without their secrets', async () => {
  const created = await createOrg();
  const issued = await createReaderKey(created.id);
  const keys = await succeeds('key', 'list', '--org', created.id);
  assert.equal(keys.length, 1);
  assert.deepEqual(keys[0], { id: issued.id, name: 'reader', scopes: ['read'], prefix: issued.prefix, createdAt: issued.createdAt, revokedAt: null });
  const text = (await cli('key', 'list', '--org', created.id)).stdout;
  assert.ok(!text.includes(issued.key) && !JSON.stringify(keys).includes(issued.key), 'no secret in the listing');
  assert.match(text, new RegExp(`^ID +NAME +SCOPES +PREFIX +CREATED AT +REVOKED AT\\n${issued.id}  reader  read +${issued.prefix}  \\S+  -\\n$`));
});

test('smr key revoke: the revoked key id; the listing then shows revokedAt; revoking an unknown key exits 1', async () => {
  const created = await createOrg();
  const issued = await createReaderKey(created.id);
  assert.deepEqual(await succeeds('key', 'revoke', '--org', created.id, '--key', issued.id), { revoked: issued.id });
  const afterRevoke = await succeeds('key', 'list', '--org', created.id);
  assert.match(afterRevoke[0].revokedAt, /Z$/);
  fails(await cli('key', 'revoke', '--org', created.id, '--key', '00000000-0000-4000-8000-000000000000'), 1, 'API key not found\n');
});

test('smr seed-demo: the demo organization and its API key', async () => {
  const demo = await succeeds('seed-demo');
  assert.match(demo.apiKey, /^smr_/);
  assert.equal(demo.organization.name, 'Demo organization');
});

test('smr key create or list for an unknown organization: exit 1, "Organization not found"', async () => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  fails(await cli('key', 'create', '--org', unknown, '--name', 'x'), 1, 'Organization not found\n');
  fails(await cli('key', 'list', '--org', unknown, '--json'), 1, 'Organization not found\n');
});
