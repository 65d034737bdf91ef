/**
 * Requests the framework never sees, against the real server process over raw sockets
 * (DECISIONS 3): Node's HTTP parser refuses them (an oversized header block, a raw non-ASCII
 * byte in the path, a NUL in a header, an unknown method) or hands them to a server event
 * (CONNECT). Each gets the error body with X-Request-Id, then the server closes the
 * connection. Also: two Authorization headers are a 400 on /v2 and on /admin.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { databaseEnv, startServer, type RunningServer } from '../helpers/processes.js';

const ADMIN_TOKEN = 'client-errors-admin-token-123456';
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server ended the connection (we never do). */
  closedByServer: boolean;
}

/** Sends raw bytes on a fresh connection and reads until the server closes it. */
function exchange(url: string, bytes: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let closedByServer = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${timeoutMs} ms; received: ${Buffer.concat(chunks).toString('latin1').slice(0, 300)}`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => (closedByServer = true));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) {
        reject(new Error(`no HTTP response: ${JSON.stringify(text.slice(0, 300))}`));
        return;
      }
      const [statusLine, ...headerLines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }));
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: text.slice(split + 4), closedByServer });
    });
    socket.write(bytes);
  });
}

/** The answer to a request refused below the framework: error body, fresh id, connection closed. */
function assertClientErrorAnswer(response: RawResponse, status: number, message: string): void {
  assert.equal(response.status, status, JSON.stringify(response));
  assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
  assert.match(response.headers['x-request-id'] ?? '', REQUEST_ID);
  assert.equal(response.headers['connection'], 'close');
  assert.equal(Number(response.headers['content-length']), Buffer.byteLength(response.body));
  assert.deepEqual(JSON.parse(response.body), { code: status === 405 ? 'method_not_allowed' : 'bad_request', message });
  assert.ok(response.closedByServer, 'the server closed the connection');
}

let server: RunningServer;
let cleanup: () => void;
let apiKey: string;

before(async () => {
  const database = databaseEnv();
  cleanup = database.cleanup;
  server = await startServer({ ...database.env, ADMIN_TOKEN });
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
  const org = (await (await fetch(`${server.url}/admin/organizations`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'Client errors' }) })).json()) as { data: { id: string } };
  const key = (await (await fetch(`${server.url}/admin/organizations/${org.data.id}/api-keys`, {
    method: 'POST', headers: admin, body: JSON.stringify({ name: 'k', scopes: ['read', 'write'] }),
  })).json()) as { data: { key: string } };
  apiKey = key.data.key;
});

after(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  cleanup();
});

test('a header block over the limit is a 431 with the error body', async () => {
  const response = await exchange(server.url, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  assertClientErrorAnswer(response, 431, "The request's headers are larger than the limit of 16,384 bytes");
});

test('a raw 0xE9 byte in the path is a 400 with the error body', async () => {
  const response = await exchange(server.url, Buffer.from('GET /v2/caf\xe9 HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'));
  assertClientErrorAnswer(response, 400, 'The request target has a character that must be percent-encoded');
});

test('a NUL in a header value is a 400 with the error body', async () => {
  const response = await exchange(server.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Note: a\u0000b\r\n\r\n');
  assertClientErrorAnswer(response, 400, 'A header name or value has a character that is not allowed (such as NUL or a control character)');
});

test('a malformed request line is a 400 with the error body', async () => {
  const response = await exchange(server.url, 'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n');
  assertClientErrorAnswer(response, 400, 'The request line is malformed: send METHOD /path HTTP/1.1');
});

test('CONNECT is a 405 with the error body and Allow; a sane X-Request-Id is kept', async () => {
  const response = await exchange(server.url, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
  assertClientErrorAnswer(response, 405, 'CONNECT is not supported: use one of GET, HEAD, POST, PUT, PATCH, DELETE');
  assert.equal(response.headers['allow'], 'GET, HEAD, POST, PUT, PATCH, DELETE');
  const traced = await exchange(server.url, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\nX-Request-Id: trace-connect-1\r\n\r\n');
  assert.equal(traced.status, 405);
  assert.equal(traced.headers['x-request-id'], 'trace-connect-1');
});

test('an unknown method token is a 405 with the error body and Allow', async () => {
  const response = await exchange(server.url, 'BREW /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  assertClientErrorAnswer(response, 405, 'The HTTP method is not supported: use one of GET, HEAD, POST, PUT, PATCH, DELETE');
  assert.equal(response.headers['allow'], 'GET, HEAD, POST, PUT, PATCH, DELETE');
});

test('an upgrade request is served as a plain request (nothing upgrades)', async () => {
  const response = await exchange(server.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, close\r\nUpgrade: websocket\r\n\r\n');
  assert.equal(response.status, 200, JSON.stringify(response));
  assert.deepEqual(JSON.parse(response.body), { status: 'ok' });
});

test('two Authorization headers are a 400 on a /v2 route and on /admin, whatever their case', async () => {
  const message = 'Send one Authorization header: this request has 2';
  const v2 = await exchange(server.url, `GET /v2/equipment-types HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${apiKey}\r\nauthorization: Bearer smr_other\r\nConnection: close\r\n\r\n`);
  assert.equal(v2.status, 400, JSON.stringify(v2));
  assert.deepEqual(JSON.parse(v2.body), { code: 'bad_request', message });
  assert.match(v2.headers['x-request-id'] ?? '', REQUEST_ID);
  const admin = await exchange(server.url, `GET /admin/organizations HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ADMIN_TOKEN}\r\nAUTHORIZATION: Bearer ${ADMIN_TOKEN}\r\nConnection: close\r\n\r\n`);
  assert.equal(admin.status, 400, JSON.stringify(admin));
  assert.deepEqual(JSON.parse(admin.body), { code: 'bad_request', message });
  const one = await exchange(server.url, `GET /v2/equipment-types HTTP/1.1\r\nHost: x\r\nauthorization: bearer ${apiKey}\r\nConnection: close\r\n\r\n`);
  assert.equal(one.status, 200, 'one header, scheme name in any case (RFC 7235)');
});

test('the server still answers after all of the above', async () => {
  const response = await fetch(`${server.url}/healthz`);
  assert.equal(response.status, 200);
});
