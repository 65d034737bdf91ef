/**
 * The SSRF guard of webhook deliveries: which addresses are public, the save-time checks of a target URL, and the
 * connect-time checks on real sockets (a local HTTP server that must see no connection when a delivery is refused),
 * including DNS rebinding between save and delivery, each with its negative control (allowPrivate reaches the server).
 */
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, type TestContext } from 'node:test';
import { request, type Agent } from 'undici';
import {
  assertPublicTarget,
  createDeliveryAgent,
  guardedLookup,
  isPublicAddress,
  parseTargetUrl,
  TargetRefusedError,
  type LookupAll,
} from '../../src/modules/webhooks/target-guard.js';

test('isPublicAddress: special-purpose ranges are not public, global addresses are', () => {
  const notPublic = [
    '0.0.0.0', '0.255.255.255', '10.0.0.1', '10.255.255.255', '100.64.0.1', '100.127.255.254', '127.0.0.1', '127.255.255.254',
    '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.0.0.8', '192.0.2.1', '192.168.1.1', '198.18.0.1', '198.19.255.255',
    '198.51.100.7', '203.0.113.9', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255',
    '::', '::1', '::127.0.0.1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'febf::1', 'fec0::1', 'fe80::1%eth0', 'ff02::1', '2001:db8::1',
    '64:ff9b::7f00:1', '64:ff9b::808:808', '64:ff9b:1::1', '100::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:a00:1', '::ffff:169.254.169.254',
    'localhost', 'example.com', '', '127.1', '2130706433', '[::1]',
  ];
  for (const address of notPublic) assert.equal(isPublicAddress(address), false, address);
  const isPublic = [
    '8.8.8.8', '1.1.1.1', '93.184.216.34', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '192.167.255.255',
    '192.169.0.0', '198.17.255.255', '198.20.0.0', '223.255.255.255', '2606:4700:4700::1111', '2001:4860:4860::8888',
    '2a00:1450:4001::1', '::ffff:8.8.8.8', '::ffff:808:808',
  ];
  for (const address of isPublic) assert.equal(isPublicAddress(address), true, address);
});

/** The refusal a call throws, checked to name the URL it refused. */
function refusal(call: () => unknown, url: string): TargetRefusedError {
  try {
    call();
  } catch (error) {
    assert.ok(error instanceof TargetRefusedError, String(error));
    assert.equal(error.code, 'ERR_WEBHOOK_TARGET_REFUSED');
    assert.equal(error.url, url);
    assert.equal(error.message, `webhook URL "${url}" is refused: ${error.reason}`);
    return error;
  }
  assert.fail(`${url} was accepted`);
}

test('parseTargetUrl: https only, unless private targets are allowed', () => {
  assert.equal(parseTargetUrl('https://hooks.example.com/in?x=1', false).href, 'https://hooks.example.com/in?x=1');
  assert.equal(refusal(() => parseTargetUrl('http://hooks.example.com/', false), 'http://hooks.example.com/').reason, 'it must use https');
  assert.equal(parseTargetUrl('http://hooks.example.com/', true).protocol, 'http:');
  for (const other of ['ftp://hooks.example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/plain,x']) {
    assert.match(refusal(() => parseTargetUrl(other, true), other).reason, /must use http or https/);
  }
});

test('parseTargetUrl: no credentials, no fragment, not relative, not too long', () => {
  assert.equal(refusal(() => parseTargetUrl('https://user@example.com/', true), 'https://user@example.com/').reason, 'it must not contain credentials');
  const withPassword = refusal(() => parseTargetUrl('https://user:s3cret@example.com/', false), 'https://user:***@example.com/');
  assert.equal(withPassword.reason, 'it must not contain credentials');
  assert.doesNotMatch(withPassword.message, /s3cret/, 'the password is not repeated in the message');
  assert.equal(refusal(() => parseTargetUrl('https://example.com/a#b', false), 'https://example.com/a#b').reason, 'it must not contain a fragment');
  assert.equal(refusal(() => parseTargetUrl('https://example.com/#', false), 'https://example.com/#').reason, 'it must not contain a fragment');
  for (const garbage of ['/hooks/in', 'example.com/hooks', 'not a url', '', 'https://', 'https://exa mple.com/']) {
    assert.equal(refusal(() => parseTargetUrl(garbage, true), garbage).reason, 'it is not an absolute URL');
  }
  const longest = `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`;
  assert.equal(parseTargetUrl(longest, false).href, longest);
  assert.throws(() => parseTargetUrl(`${longest}a`, false), (error) => error instanceof TargetRefusedError && /longer than 2048/.test(error.reason));
});

test('parseTargetUrl: an IP-literal host must be public, in every spelling, unless private targets are allowed', () => {
  assert.equal(parseTargetUrl('https://8.8.8.8/', false).hostname, '8.8.8.8');
  assert.equal(parseTargetUrl('https://[2606:4700:4700::1111]/', false).hostname, '[2606:4700:4700::1111]');
  const cases: Array<[string, string, string]> = [
    ['https://127.0.0.1/', 'https://127.0.0.1/', '127.0.0.1'],
    ['https://127.1:8443/x', 'https://127.0.0.1:8443/x', '127.0.0.1'],
    ['https://0x7f000001/', 'https://127.0.0.1/', '127.0.0.1'],
    ['https://2130706433/', 'https://127.0.0.1/', '127.0.0.1'],
    ['https://169.254.169.254/latest/meta-data/', 'https://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['https://[::1]/', 'https://[::1]/', '::1'],
    ['https://[::ffff:127.0.0.1]/', 'https://[::ffff:7f00:1]/', '::ffff:7f00:1'],
    ['https://[fd00::1]/', 'https://[fd00::1]/', 'fd00::1'],
  ];
  for (const [raw, shown, address] of cases) {
    assert.equal(refusal(() => parseTargetUrl(raw, false), shown).reason, `it points to a private address (${address})`);
    assert.equal(parseTargetUrl(raw, true).href, shown, `${raw} with private targets allowed`);
  }
});

/** A lookup that answers from a fixed table and counts its calls. */
function tableLookup(table: Record<string, string[]>): LookupAll & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string): Promise<LookupAddress[]> => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (addresses === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { calls });
}

test('assertPublicTarget: every resolved address must be public', async () => {
  const lookup = tableLookup({
    'public.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'private.test': ['10.0.0.1'],
    'mixed.test': ['93.184.216.34', '192.168.1.10'],
    'none.test': [],
  });
  await assertPublicTarget(new URL('https://public.test/hook'), { allowPrivate: false, lookup });
  await assert.rejects(assertPublicTarget(new URL('https://private.test/hook'), { allowPrivate: false, lookup }), {
    name: 'TargetRefusedError',
    url: 'https://private.test/hook',
    message: 'webhook URL "https://private.test/hook" is refused: it resolves to a private address (10.0.0.1)',
  });
  await assert.rejects(assertPublicTarget(new URL('https://mixed.test/'), { allowPrivate: false, lookup }), {
    reason: 'it resolves to a private address (192.168.1.10)',
  });
  await assert.rejects(assertPublicTarget(new URL('https://none.test/'), { allowPrivate: false, lookup }), { reason: 'it does not resolve' });
  await assert.rejects(assertPublicTarget(new URL('https://unknown.test/'), { allowPrivate: false, lookup }), {
    reason: 'it does not resolve (ENOTFOUND)',
  });
  await assert.rejects(assertPublicTarget(new URL('https://[::1]/'), { allowPrivate: false, lookup }), { reason: 'it points to a private address (::1)' });
  await assertPublicTarget(new URL('https://8.8.8.8/'), { allowPrivate: false, lookup });
  assert.deepEqual(lookup.calls, ['public.test', 'private.test', 'mixed.test', 'none.test', 'unknown.test'], 'IP literals are not looked up');
});

test('assertPublicTarget: private targets allowed → no lookup at all', async () => {
  const lookup = tableLookup({ 'private.test': ['10.0.0.1'] });
  await assertPublicTarget(new URL('https://private.test/'), { allowPrivate: true, lookup });
  await assertPublicTarget(new URL('http://unknown.test/'), { allowPrivate: true, lookup });
  assert.deepEqual(lookup.calls, []);
});

/** guardedLookup called the way net calls it, its callback's arguments returned. */
function callGuardedLookup(lookup: ReturnType<typeof guardedLookup>, hostname: string, all: boolean): Promise<unknown[]> {
  return new Promise((resolve) => lookup(hostname, { all }, (...args) => resolve(args)));
}

test('guardedLookup: answers one address or all of them, as net asks, and refuses if any is private', async () => {
  const table = { 'public.test': ['2606:4700:4700::1111', '1.1.1.1'], 'mixed.test': ['1.1.1.1', '127.0.0.1'] };
  const guarded = guardedLookup({ allowPrivate: false, lookup: tableLookup(table) });
  assert.deepEqual(await callGuardedLookup(guarded, 'public.test', false), [null, '2606:4700:4700::1111', 6]);
  assert.deepEqual(await callGuardedLookup(guarded, 'public.test', true), [
    null,
    [{ address: '2606:4700:4700::1111', family: 6 }, { address: '1.1.1.1', family: 4 }],
  ]);
  for (const all of [false, true]) {
    const [error] = await callGuardedLookup(guarded, 'mixed.test', all);
    assert.ok(error instanceof TargetRefusedError);
    assert.equal(error.reason, 'it resolves to a private address (127.0.0.1)');
  }
  const [notFound] = await callGuardedLookup(guarded, 'unknown.test', false);
  assert.equal((notFound as NodeJS.ErrnoException).code, 'ENOTFOUND');
  const permissive = guardedLookup({ allowPrivate: true, lookup: tableLookup(table) });
  assert.deepEqual(await callGuardedLookup(permissive, 'mixed.test', false), [null, '1.1.1.1', 4]);
});

interface LocalServer {
  port: number;
  /** TCP connections the server accepted. */
  connections: number;
  /** Request paths the server answered. */
  requests: string[];
}

/** An HTTP server on 127.0.0.1 counting connections and requests; it and the agent are closed when the test ends. */
async function localServer(t: TestContext, agent: Agent, handle?: Parameters<typeof createServer>[1]): Promise<LocalServer> {
  const state: LocalServer = { port: 0, connections: 0, requests: [] };
  const server: Server = createServer((req, res) => {
    state.requests.push(req.url ?? '');
    if (handle) handle(req, res);
    else res.end('delivered');
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  t.after(async () => {
    await agent.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return state;
}

/** A moment for a connection that was (wrongly) opened to reach the server. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 50));

test('delivery agent: an IP-literal private target gets no connection; with private targets allowed it is delivered', async (t) => {
  const guarded = createDeliveryAgent({ allowPrivate: false, timeoutMs: 2000 });
  const open = createDeliveryAgent({ allowPrivate: true, timeoutMs: 2000 });
  const server = await localServer(t, guarded);
  t.after(() => open.close());
  const origin = `http://127.0.0.1:${server.port}`;
  await assert.rejects(request(`${origin}/hook`, { method: 'POST', body: '{}', dispatcher: guarded }), (error) => {
    assert.ok(error instanceof TargetRefusedError, String(error));
    assert.equal(error.message, `webhook URL "${origin}" is refused: it points to a private address (127.0.0.1)`);
    return true;
  });
  await settle();
  assert.equal(server.connections, 0);
  const control = await request(`${origin}/hook`, { method: 'POST', body: '{}', dispatcher: open });
  assert.equal(control.statusCode, 200);
  assert.equal(await control.body.text(), 'delivered');
  assert.equal(server.connections, 1);
  assert.deepEqual(server.requests, ['/hook']);
});

test('delivery agent: a name resolving to a private address gets no connection; with private targets allowed it is delivered', async (t) => {
  const guardedResolver = tableLookup({ 'rebind.test': ['127.0.0.1'] });
  const openResolver = tableLookup({ 'rebind.test': ['127.0.0.1'] });
  const guarded = createDeliveryAgent({ allowPrivate: false, timeoutMs: 2000, lookup: guardedResolver });
  const open = createDeliveryAgent({ allowPrivate: true, timeoutMs: 2000, lookup: openResolver });
  const server = await localServer(t, guarded);
  t.after(() => open.close());
  const origin = `http://rebind.test:${server.port}`;
  await assert.rejects(request(`${origin}/hook`, { dispatcher: guarded }), (error) => {
    assert.ok(error instanceof TargetRefusedError, String(error));
    assert.equal(error.message, `webhook URL "${origin}" is refused: it resolves to a private address (127.0.0.1)`);
    return true;
  });
  await settle();
  assert.deepEqual(guardedResolver.calls, ['rebind.test']);
  assert.equal(server.connections, 0);
  const control = await request(`${origin}/hook`, { dispatcher: open });
  assert.equal(control.statusCode, 200);
  await control.body.dump();
  assert.deepEqual(openResolver.calls, ['rebind.test'], 'the injected lookup is the one the socket used');
  assert.equal(server.connections, 1);
});

test('DNS rebinding: public when the URL is saved, 127.0.0.1 when delivering → refused at connect time, no connection', async (t) => {
  const answers = ['93.184.216.34', '127.0.0.1'];
  const calls: string[] = [];
  const rebinding: LookupAll = async (hostname) => {
    calls.push(hostname);
    const address = answers[Math.min(calls.length, answers.length) - 1]!;
    return [{ address, family: 4 }];
  };
  const agent = createDeliveryAgent({ allowPrivate: false, timeoutMs: 2000, lookup: rebinding });
  const server = await localServer(t, agent);
  // http (the test server has no TLS): parseTargetUrl would refuse it, assertPublicTarget judges addresses only.
  const url = new URL(`http://rebind.test:${server.port}/hook`);
  await assertPublicTarget(url, { allowPrivate: false, lookup: rebinding });
  await assert.rejects(request(url, { dispatcher: agent }), {
    name: 'TargetRefusedError',
    reason: 'it resolves to a private address (127.0.0.1)',
  });
  await settle();
  assert.deepEqual(calls, ['rebind.test', 'rebind.test']);
  assert.equal(server.connections, 0);
});

test('delivery agent: a 3xx response is the result, its Location is not followed', async (t) => {
  const agent = createDeliveryAgent({ allowPrivate: true, timeoutMs: 2000 });
  const server = await localServer(t, agent, (req, res) => {
    if (req.url === '/hook') res.writeHead(302, { location: '/elsewhere' }).end();
    else res.end('followed');
  });
  const response = await request(`http://127.0.0.1:${server.port}/hook`, { method: 'POST', body: '{}', dispatcher: agent });
  assert.equal(response.statusCode, 302);
  assert.equal(response.headers.location, '/elsewhere');
  await response.body.dump();
  await settle();
  assert.deepEqual(server.requests, ['/hook']);
});
