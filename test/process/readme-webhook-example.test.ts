/**
 * The README's "Your first webhook, on your machine", run as written: its four marked code blocks
 * (`<!-- webhook-example:NAME -->` before each) are read from README.md; the service is started
 * as the `start` block says (its environment assignments, on a database of its own), the
 * receiver is the `receiver` block saved as a file and run with node, and the `subscribe` and
 * `write` blocks run in bash with SMR_URL and SMR_API_KEY set, as the README tells the reader to.
 * The one change: the receiver's port 4000 becomes a free one. The event must arrive verified
 * (the receiver prints it only once createWebhookHandler has verified it). A block missing or
 * changed so that the example no longer works fails the test.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { scratchDatabase, TEST_DATABASE_URL } from '../helpers/database.js';
import { databaseEnv, issueKey, startServer } from '../helpers/processes.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BLOCKS = ['start', 'receiver', 'subscribe', 'write'] as const;
type Block = (typeof BLOCKS)[number];

/** The fenced code block after each `<!-- webhook-example:NAME -->`; throws naming any that is missing. */
function exampleBlocks(readme: string): Record<Block, string> {
  const found: Partial<Record<Block, string>> = {};
  for (const name of BLOCKS) {
    const match = new RegExp(`<!-- webhook-example:${name} -->\\s*\\n\`\`\`[a-z]*\\n([\\s\\S]*?)\\n\`\`\``).exec(readme);
    if (match) found[name] = match[1]!;
  }
  const missing = BLOCKS.filter((name) => found[name] === undefined);
  if (missing.length > 0) throw new Error(`README.md has no marked block ${missing.map((name) => `webhook-example:${name}`).join(', ')}`);
  return found as Record<Block, string>;
}

/** The `NAME=value` assignments in front of `npm start` in the start block. */
function startEnv(block: string): Record<string, string> {
  const line = block.split('\n').find((text) => /\bnpm start\b/.test(text));
  if (!line) throw new Error('the start block does not run npm start');
  return Object.fromEntries([...line.slice(0, line.indexOf('npm start')).matchAll(/([A-Z_]+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const bash = (script: string, env: Record<string, string>) => {
  const result = spawnSync('bash', ['-euo', 'pipefail', '-c', script], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30_000 });
  assert.equal(result.status, 0, `bash failed:\n${script}\n${result.stderr}`);
  return result.stdout;
};

test('the marked blocks are found, and a README without one of them fails (negative control)', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const blocks = exampleBlocks(readme);
  assert.match(blocks.receiver, /createWebhookHandler/);
  assert.throws(() => exampleBlocks(readme.replace('<!-- webhook-example:subscribe -->', '')), /no marked block webhook-example:subscribe/);
  assert.deepEqual(startEnv(blocks.start), { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
});

test('the README\'s first webhook works as written: the write arrives at the receiver, verified', async (t) => {
  const blocks = exampleBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  const port = String(await freePort());
  for (const name of ['receiver', 'subscribe'] as const) assert.match(blocks[name], /4000/, `the ${name} block names the receiver's port`);
  const onPort = (text: string) => text.replaceAll('4000', port);

  // A database of the server's own: its delivery workers act on every organization of their database.
  const database = TEST_DATABASE_URL ? await scratchDatabase('smr_readme_webhook') : null;
  const embedded = database ? null : databaseEnv();
  t.after(async () => {
    await database?.drop();
    embedded?.cleanup();
  });
  const adminToken = 'readme-webhook-admin-token-0123456789';
  const server = await startServer({
    ...(database ? { DATABASE_URL: database.url } : embedded!.env), ...startEnv(blocks.start), ADMIN_TOKEN: adminToken, WEBHOOK_DELIVERY: 'true',
  });
  t.after(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });
  const { key } = await issueKey(server.url, adminToken);
  const env = { SMR_URL: server.url, SMR_API_KEY: key };

  const subscribed = JSON.parse(bash(onPort(blocks.subscribe), env)) as { data: { secret: string } };
  assert.match(subscribed.data.secret, /^whsec_/);

  // Saved in the build folder of the clone, where `@safety-records/client` resolves as in the clone itself.
  const dir = join(ROOT, 'dist', 'readme-example');
  mkdirSync(dir, { recursive: true });
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'receiver.mjs'), onPort(blocks.receiver));
  const receiver = spawn(process.execPath, ['receiver.mjs'], { cwd: dir, env: { ...process.env, SMR_WEBHOOK_SECRET: subscribed.data.secret }, stdio: ['ignore', 'pipe', 'pipe'] });
  const receiverExited = new Promise((resolve) => receiver.on('exit', resolve));
  t.after(async () => {
    receiver.kill('SIGTERM');
    await receiverExited;
  });
  let output = '';
  receiver.stdout.on('data', (chunk) => (output += chunk));
  receiver.stderr.on('data', (chunk) => (output += chunk));
  const waitFor = async (pattern: RegExp, what: string) => {
    for (const started = Date.now(); !pattern.test(output); await new Promise((resolve) => setTimeout(resolve, 25))) {
      if (Date.now() - started > 20_000) throw new Error(`${what}: not within 20 s; the receiver printed:\n${output}`);
    }
  };
  await waitFor(/receiver listening/, 'the receiver started');

  const written = JSON.parse(bash(blocks.write, env)) as { data: { id: string } };
  await waitFor(new RegExp(`received action_item\\.created ${written.data.id} \\(webhook-id [0-9a-f-]{36}\\)`), 'the write arrived');
  assert.doesNotMatch(output, /webhook answered 400/, 'every delivery verified');
});
