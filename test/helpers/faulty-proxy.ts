/**
 * A real HTTP proxy in front of a listening service, for the client's retry tests: each request
 * is forwarded, answered with a status of the test's choosing, or met with a dropped connection,
 * before or after the service has run it. Never a mock of the service: what is forwarded reaches
 * the real one over TCP.
 */
import { createServer, request as forward, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What to do with a request: forward it; answer `status` without forwarding; drop the connection
 * without forwarding (`drop-before`); forward it, let the service finish it, and drop the
 * connection instead of passing the answer on (`drop-after`: the write happened, the client never
 * hears); never answer (`stall`); or send the headers and part of a body, then nothing more (`stall-body`).
 */
export type Fault = 'forward' | 'drop-before' | 'drop-after' | 'stall' | 'stall-body' | { status: number; headers?: Record<string, string> }
  /** Forward it once `hold` resolves. */
  | { hold: Promise<void> };

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface FaultyProxy {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Forwards the request to the service; with `drop-after`, lets it finish and drops the client's connection instead of answering. */
function relay(destination: URL, entry: SeenRequest, incoming: IncomingMessage, outgoing: ServerResponse, fault: 'forward' | 'drop-after'): void {
  const upstream = forward({
    host: destination.hostname, port: destination.port, method: entry.method, path: entry.url, headers: { ...incoming.headers, host: destination.host },
  }, (answer) => {
    if (fault === 'drop-after') {
      // Read the whole answer first: the service has finished the request when the client loses it.
      answer.resume();
      answer.on('end', () => incoming.socket.destroy());
      return;
    }
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
  });
  upstream.on('error', () => incoming.socket.destroy());
  incoming.pipe(upstream);
}

export async function startFaultyProxy(target: string, faultFor: (index: number, request: SeenRequest) => Fault): Promise<FaultyProxy> {
  const seen: SeenRequest[] = [];
  const destination = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const entry = { method: incoming.method ?? 'GET', url: incoming.url ?? '/', headers: incoming.headers };
    seen.push(entry);
    const fault = faultFor(seen.length - 1, entry);
    if (fault === 'drop-before') {
      incoming.socket.destroy();
    } else if (fault === 'stall') {
      // never answered
    } else if (fault === 'stall-body') {
      outgoing.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' }).write('{"data":[');
    } else if (typeof fault === 'object' && 'hold' in fault) {
      void fault.hold.then(() => relay(destination, entry, incoming, outgoing, 'forward'));
    } else if (typeof fault === 'object') {
      incoming.resume();
      outgoing.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers })
        .end(JSON.stringify({ code: 'service_unavailable', message: `the proxy answered ${fault.status}` }));
    } else {
      relay(destination, entry, incoming, outgoing, fault);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
