/**
 * The SSRF guard for outgoing webhook deliveries: a target URL must be https:// and reach only public addresses,
 * unless the instance runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=true (tests, on-premises), which also allows http://
 * and private addresses. The URL is checked when it is saved (parseTargetUrl, assertPublicTarget) and the address
 * again when a delivery connects (createDeliveryAgent), so a name that resolves to a public address at save time and
 * to 127.0.0.1 later (DNS rebinding) still cannot reach the private network.
 */

import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';

export const MAX_TARGET_URL_LENGTH = 2048;

export class TargetRefusedError extends Error {
  readonly code = 'ERR_WEBHOOK_TARGET_REFUSED';
  readonly url: string;
  readonly reason: string;
  /** Refused only because private targets are not allowed (plain http, a private address): WEBHOOK_ALLOW_PRIVATE_TARGETS lifts it. */
  readonly privateTargetsOnly: boolean;

  constructor(url: string, reason: string, privateTargetsOnly = false) {
    super(`webhook URL "${url}" is refused: ${reason}`);
    this.name = 'TargetRefusedError';
    this.url = url;
    this.reason = reason;
    this.privateTargetsOnly = privateTargetsOnly;
  }
}

/** What a client is told with a refusal that WEBHOOK_ALLOW_PRIVATE_TARGETS lifts. */
export const PRIVATE_TARGETS_HINT = 'a receiver on this machine or a private network (development, tests) is allowed when the service runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=true; never in production, where it lets a key holder reach internal services';

/** Resolves a host name to all its addresses; dns.promises.lookup with `all: true` by default, injectable for tests. */
export type LookupAll = (hostname: string, options?: { family?: number; hints?: number }) => Promise<dns.LookupAddress[]>;

const systemLookupAll: LookupAll = (hostname, options) =>
  dns.promises.lookup(hostname, { family: options?.family ?? 0, hints: options?.hints ?? 0, all: true, verbatim: true });

/** Addresses that are not public: special-purpose ranges (RFC 6890 and successors) a webhook must never reach. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 (broadcast)
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified (::), loopback (::1) and the deprecated IPv4-compatible addresses (::a.b.c.d)
  ['64:ff9b::', 96], // NAT64, well-known prefix: the translator would reach the embedded IPv4 address
  ['64:ff9b:1::', 48], // NAT64, local-use prefix
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/**
 * Whether an address may be the target of a delivery. Not an IP address (a host name, "localhost") → false.
 * An IPv4-mapped IPv6 address (::ffff:a.b.c.d, also written ::ffff:7f00:1) is judged by its IPv4 address: BlockList
 * matches such addresses against the IPv4 rules (and a zoned fe80::1%eth0 against fe80::/10).
 */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return !NON_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL as an address when it is an IP literal (IPv6 without its brackets), otherwise null. */
function ipLiteralHost(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) === 0 ? null : host;
}

/** The URL as it may appear in messages and logs: without its password. */
function displayUrl(url: URL): string {
  if (url.password === '') return url.href;
  const shown = new URL(url.href);
  shown.password = '***';
  return shown.href;
}

/** The syntactic check when a target URL is saved; an IP-literal host must be public unless allowPrivate. */
export function parseTargetUrl(raw: string, allowPrivate: boolean): URL {
  if (raw.length > MAX_TARGET_URL_LENGTH) {
    throw new TargetRefusedError(`${raw.slice(0, 100)}…`, `it is longer than ${MAX_TARGET_URL_LENGTH} characters`);
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefusedError(raw, 'it is not an absolute URL');
  }
  const refuse = (reason: string): TargetRefusedError => new TargetRefusedError(displayUrl(url), reason);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw allowPrivate ? refuse('it must use http or https') : new TargetRefusedError(displayUrl(url), 'it must use https', url.protocol === 'http:');
  }
  if (url.username !== '' || url.password !== '') throw refuse('it must not contain credentials');
  // url.hash is '' for an empty fragment ("https://x/#"); the serialized URL has a '#' exactly when there is a fragment.
  if (url.href.includes('#')) throw refuse('it must not contain a fragment');
  const address = ipLiteralHost(url);
  if (address !== null && !allowPrivate && !isPublicAddress(address)) {
    throw new TargetRefusedError(displayUrl(url), `it points to a private address (${address})`, true);
  }
  return url;
}

/** The first address of a host name's resolution that may not be reached, or null when all of them may. */
function firstNonPublic(addresses: readonly dns.LookupAddress[]): string | null {
  return addresses.find((entry) => !isPublicAddress(entry.address))?.address ?? null;
}

/** The save-time resolution: every address of the URL's host must be public (unless allowPrivate). */
export async function assertPublicTarget(url: URL, options: { allowPrivate: boolean; lookup?: LookupAll }): Promise<void> {
  if (options.allowPrivate) return;
  const literal = ipLiteralHost(url);
  if (literal !== null) {
    if (!isPublicAddress(literal)) throw new TargetRefusedError(displayUrl(url), `it points to a private address (${literal})`, true);
    return;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await (options.lookup ?? systemLookupAll)(url.hostname);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new TargetRefusedError(displayUrl(url), code === undefined ? 'it does not resolve' : `it does not resolve (${code})`);
  }
  if (addresses.length === 0) throw new TargetRefusedError(displayUrl(url), 'it does not resolve');
  const blocked = firstNonPublic(addresses);
  if (blocked !== null) throw new TargetRefusedError(displayUrl(url), `it resolves to a private address (${blocked})`, true);
}

/**
 * A lookup for net/tls connect (undici's `connect: { lookup }`): resolves all addresses of the name and, unless
 * allowPrivate, fails when ANY of them is not public, so the socket can only ever be opened to a checked address.
 * Answers in the shape the caller asked for: net asks for `all: true` when it tries several addresses (Node.js 20's
 * autoSelectFamily, the default), for one address and its family otherwise.
 */
export function guardedLookup(options: { allowPrivate: boolean; lookup?: LookupAll }): LookupFunction {
  const lookupAll = options.lookup ?? systemLookupAll;
  return (hostname, lookupOptions, callback) => {
    lookupAll(hostname, { family: familyNumber(lookupOptions.family), hints: lookupOptions.hints ?? 0 }).then(
      (addresses) => {
        const blocked = options.allowPrivate ? null : firstNonPublic(addresses);
        const first = addresses[0];
        if (blocked !== null) {
          callback(new TargetRefusedError(hostname, `it resolves to a private address (${blocked})`), '');
        } else if (first === undefined) {
          callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }), '');
        } else if (lookupOptions.all === true) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

function familyNumber(family: number | 'IPv4' | 'IPv6' | undefined): number {
  if (family === 'IPv4') return 4;
  if (family === 'IPv6') return 6;
  return family ?? 0;
}

type Connector = ReturnType<typeof buildConnector>;

/**
 * Node's net never calls `lookup` for an IP-literal host, so the lookup alone lets http://127.0.0.1/ through. This
 * connector checks the host first and opens no socket for a non-public literal. A connector (rather than an
 * interceptor) is the one place every connection of the agent goes through, whatever the request and its origin.
 * A refusal from the lookup is given the origin as its URL, which the lookup itself does not know.
 */
function guardedConnector(connect: Connector, allowPrivate: boolean): Connector {
  return (options, callback) => {
    const origin = `${options.protocol}//${options.host ?? options.hostname}`;
    if (!allowPrivate && isIP(options.hostname) !== 0 && !isPublicAddress(options.hostname)) {
      const refused = new TargetRefusedError(origin, `it points to a private address (${options.hostname})`);
      process.nextTick(() => callback(refused, null)); // asynchronous, as net reports its own connect errors
      return;
    }
    connect(options, (error, socket) => {
      if (error instanceof TargetRefusedError) callback(new TargetRefusedError(origin, error.reason), null);
      else if (error !== null) callback(error, null);
      else callback(null, socket!);
    });
  };
}

/**
 * The undici Agent deliveries are sent through: every connection is checked (guardedConnector, guardedLookup);
 * connect, headers and body each time out after timeoutMs; redirects are never followed (undici 7 follows them only
 * with its redirect interceptor, which is not composed here), so a 3xx response is the delivery's result.
 */
export function createDeliveryAgent(options: { allowPrivate: boolean; timeoutMs: number; lookup?: LookupAll }): Agent {
  const lookup = guardedLookup({ allowPrivate: options.allowPrivate, lookup: options.lookup });
  const connect = buildConnector({ lookup, timeout: options.timeoutMs });
  return new Agent({
    connect: guardedConnector(connect, options.allowPrivate),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
}
