/**
 * A retry after a crash (DECISIONS 14), with real server processes on PostgreSQL: the client's
 * request reaches the server through a proxy that holds the response back; the moment the
 * server starts answering (its write has committed) it is SIGKILLed, so the client never sees
 * the response. After a restart, the retry with the same Idempotency-Key answers the first
 * result and writes nothing; the same scenario without a key writes twice (negative control).
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { sql } from 'kysely';
import { onPostgres, testDatabase } from '../helpers/database.js';
import { databaseEnv, issueKey, startServer, type RunningServer } from '../helpers/processes.js';

const skip = !onPostgres && 'needs PostgreSQL: a crash test runs two server processes one after the other on one database';
const ADMIN_TOKEN = 'idempotency-admin-token-123456789';

interface HeldExchange {
  /** Whatever the server had sent when it was killed (never forwarded to the client). */
  heldResponse: string;
  /** Whether the client received any byte of it. */
  clientReceived: boolean;
}

/**
 * Sends `request` (raw HTTP) to the server through a proxy that forwards the request, kills the
 * server on the first byte of its response, and forwards nothing back.
 */
async function sendAndKillOnResponse(server: RunningServer, request: string): Promise<HeldExchange> {
  const target = new URL(server.url);
  let heldResponse = '';
  let clientReceived = false;
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    client.pipe(upstream);
    upstream.on('data', (chunk) => {
      if (heldResponse === '') server.child.kill('SIGKILL');
      heldResponse += chunk.toString('utf8');
    });
    upstream.on('error', () => {});
    upstream.on('close', () => client.destroy());
    client.on('error', () => {});
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', () => (clientReceived = true));
    socket.on('close', () => resolve());
    socket.on('error', () => {});
  });
  await server.exited;
  proxy.close();
  return { heldResponse, clientReceived };
}

function createRequest(apiKey: string, body: string, idempotencyKey: string | null): string {
  return [
    'POST /v2/action-items HTTP/1.1',
    'Host: 127.0.0.1',
    `Authorization: Bearer ${apiKey}`,
    ...(idempotencyKey ? [`Idempotency-Key: ${idempotencyKey}`] : []),
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

async function itemIds(orgId: string, title: string): Promise<string[]> {
  const { db } = await testDatabase();
  const rows = await sql<{ id: string }>`SELECT id FROM action_items WHERE organization_id = ${orgId} AND title = ${title} ORDER BY created_at`.execute(db);
  return rows.rows.map((row) => row.id);
}

async function crashThenRetry(idempotencyKey: string | null) {
  const { env } = databaseEnv();
  const settings = { ...env, ADMIN_TOKEN, RATE_LIMIT_PER_MINUTE: '0' };
  const first = await startServer(settings);
  const { key, orgId } = await issueKey(first.url, ADMIN_TOKEN);
  const body = JSON.stringify({ title: 'Sent once', priority: 'high' });
  const exchange = await sendAndKillOnResponse(first, createRequest(key, body, idempotencyKey));
  const afterCrash = await itemIds(orgId, 'Sent once');
  const second = await startServer(settings);
  try {
    const retry = await fetch(`${second.url}/v2/action-items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body,
    });
    return { exchange, afterCrash, retry: { status: retry.status, replayed: retry.headers.get('idempotent-replayed'), body: await retry.text() }, afterRetry: await itemIds(orgId, 'Sent once') };
  } finally {
    second.child.kill('SIGKILL');
    await second.exited;
  }
}

test('SIGKILL between the commit and the response: the retry with the same key answers the first result, nothing written twice', { skip }, async () => {
  const outcome = await crashThenRetry('crash-retry-1');
  assert.equal(outcome.exchange.clientReceived, false, 'the client never saw the first response');
  assert.match(outcome.exchange.heldResponse, /^HTTP\/1\.1 201 /, 'the server had begun to answer: its write committed');
  assert.equal(outcome.afterCrash.length, 1);
  assert.equal(outcome.retry.status, 201);
  assert.equal(outcome.retry.replayed, 'true');
  assert.equal(JSON.parse(outcome.retry.body).data.id, outcome.afterCrash[0]);
  const heldBody = outcome.exchange.heldResponse.split('\r\n\r\n')[1];
  if (heldBody) assert.equal(outcome.retry.body, heldBody, 'the replay is byte for byte the response the client missed');
  assert.deepEqual(outcome.afterRetry, outcome.afterCrash);
});

test('negative control: the same crash and retry without a key writes the record twice', { skip }, async () => {
  const outcome = await crashThenRetry(null);
  assert.equal(outcome.exchange.clientReceived, false);
  assert.equal(outcome.afterCrash.length, 1);
  assert.equal(outcome.retry.status, 201);
  assert.equal(outcome.retry.replayed, null);
  assert.equal(outcome.afterRetry.length, 2);
});
