/**
 * The client and the exporter as an integrator installs them: `npm pack` of both workspaces (the
 * command their READMEs give), the tarballs installed into projects outside the repository (their
 * own node_modules, the registry for their dependencies, nothing of the clone's), a strict
 * TypeScript program compiled against what the client package publishes and run against the
 * service, and smr-export run from the installed bin.
 */
import assert from 'node:assert/strict';
import { execFile, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { bearer, buildTestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '../../..'));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const version = (workspace: string): string => (JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8')) as { version: string }).version;
const ONCE = { skip: onPostgres && 'packaging does not depend on the database: the embedded pass runs it', timeout: 180_000 };

const work = mkdtempSync(join(tmpdir(), 'smr-packages-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** A child's environment: the PATH and HOME npm and node need, and `env`; nothing else of the test's. */
const childEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: process.env.HOME, ...env });

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: childEnv(env) });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** Runs a program that talks to the in-process service (so without blocking the event loop); answers its stdout and stderr. */
async function runAgainstService(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<{ stdout: string; stderr: string }> {
  return promisify(execFile)(command, args, { cwd, encoding: 'utf8', env: childEnv(env) });
}

/** A project of the integrator's, outside the repository, with the given tarballs and packages installed. */
function project(name: string, installs: string[]): string {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...installs], dir);
  return dir;
}

interface Packed {
  name: string;
  filename: string;
  files: Array<{ path: string }>;
}

let packed: Packed[] = [];
const tarball = (name: string): string => join(work, packed.find((entry) => entry.name === name)!.filename);

test('npm pack makes the two tarballs the READMEs name, each with its license, changelog, README and build only', ONCE, () => {
  const out = run('npm', ['pack', '--json', '--workspace', 'packages/client', '--workspace', 'packages/export', '--pack-destination', work], ROOT);
  packed = JSON.parse(out.stdout) as Packed[];
  assert.deepEqual(packed.map((entry) => entry.filename).sort(), [
    `safety-records-client-${version('packages/client')}.tgz`,
    `safety-records-export-${version('packages/export')}.tgz`,
  ]);
  for (const entry of packed) {
    const paths = entry.files.map((file) => file.path);
    for (const required of ['LICENSE', 'CHANGELOG.md', 'README.md', 'package.json']) assert.ok(paths.includes(required), `${entry.name} ships ${required}`);
    assert.deepEqual(paths.filter((path) => !['LICENSE', 'CHANGELOG.md', 'README.md', 'package.json'].includes(path) && !path.startsWith('dist/')), [], `${entry.name} ships only its build besides`);
    assert.ok(!paths.some((path) => path.endsWith('.test.js')), entry.name);
  }
  assert.ok(packed.find((entry) => entry.name === '@safety-records/client')!.files.some((file) => file.path === 'dist/index.d.ts'));
  assert.ok(packed.find((entry) => entry.name === '@safety-records/export')!.files.some((file) => file.path === 'dist/cli.js'));
});

test('the client installed alone brings its runtime needs only, and a strict program compiled against it runs against the service', ONCE, async () => {
  const dir = project('client-only', [tarball('@safety-records/client'), '@types/node@20']);
  const installed = (name: string): boolean => existsSync(join(dir, 'node_modules', name, 'package.json'));
  assert.deepEqual(['openapi-fetch', 'standardwebhooks'].map(installed), [true, true]);
  // The exporter's libraries are the exporter's: a plain API client does not pull them in.
  assert.deepEqual(['pg', 'commander', 'cli-progress', 'csv-stringify'].map(installed), [false, false, false, false]);

  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noUncheckedIndexedAccess: true, skipLibCheck: false, outDir: 'out', types: ['node'] },
    include: ['main.ts'],
  }));
  writeFileSync(join(dir, 'main.ts'), `
import { ApiError, createClient } from '@safety-records/client';

const [baseUrl, apiKey] = process.argv.slice(2) as [string, string];
const smr = createClient({ baseUrl, apiKey });
const { data: created } = await smr.POST('/v2/action-items', { body: { title: 'Replace guard rail', externalId: 'CAPA-17' } });
const { data: read } = await smr.GET('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: created.id } } });
const titles: string[] = [];
for await (const item of smr.paginate('/v2/action-items', { params: { query: { limit: 10 } } })) titles.push(item.title);
let missing = 'none';
try {
  await smr.GET('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: '00000000-0000-4000-8000-000000000000' } } });
} catch (error) {
  if (error instanceof ApiError) missing = \`\${error.status} \${error.code}\`;
}
console.log(JSON.stringify({ same: read.id === created.id, title: read.title, titles, missing }));
`);
  run(process.execPath, [TSC, '-p', 'tsconfig.json'], dir);

  const app = await buildTestApp();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const org = await createTestOrg();
    const out = await runAgainstService(process.execPath, ['out/main.js', url, org.keys.all], dir);
    assert.deepEqual(JSON.parse(out.stdout), { same: true, title: 'Replace guard rail', titles: ['Replace guard rail'], missing: '404 not_found' });
  } finally {
    await app.close();
  }
});

test('a program that misuses the client does not compile against the installed package (negative control)', ONCE, () => {
  const dir = join(work, 'client-only');
  writeFileSync(join(dir, 'wrong.ts'), `
import { createClient } from '@safety-records/client';
const smr = createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
await smr.POST('/v2/action-items', { body: { titel: 'a misspelt property' } });
`);
  const result = spawnSync(process.execPath, [TSC, '--noEmit', '--strict', '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--target', 'ES2022', '--types', 'node', 'wrong.ts'], { cwd: dir, encoding: 'utf8' });
  assert.equal(result.status, 2, result.stdout);
  assert.match(result.stdout, /wrong\.ts\(4,\d+\): error TS2561: Object literal may only specify known properties, but 'titel' does not exist/);
});

test('smr-export installed from its tarball (with the client tarball beside it) mirrors an organization into files', ONCE, async () => {
  const dir = project('exporter', [tarball('@safety-records/client'), tarball('@safety-records/export')]);
  assert.ok(existsSync(join(dir, 'node_modules/pg/package.json')), 'the exporter brings pg');
  const app = await buildTestApp();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const org = await createTestOrg();
    const created = await app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 'Mirrored' } });
    assert.equal(created.statusCode, 201);
    const out = await runAgainstService(join(dir, 'node_modules/.bin/smr-export'), ['files', 'mirror', '--resources', 'action-items', '--quiet'], dir, { SMR_URL: url, SMR_API_KEY: org.keys.all });
    assert.equal(out.stderr, '');
    const lines = readFileSync(join(dir, 'mirror/action-items.ndjson'), 'utf8').trim().split('\n');
    assert.deepEqual(lines.map((line) => JSON.parse(line) as unknown), [(created.json() as { data: unknown }).data]);
  } finally {
    await app.close();
  }
});
