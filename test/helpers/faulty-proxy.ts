/**
 * A real HTTP proxy in front of a listening service, for the client's retry tests: each request
 * is forwarded, answered with a status of the test's choosing, or met with a dropped connection,
 * before or after the service has run it. Never a mock of the service: what is forwarded reaches
 * the real one over TCP.
 */
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What to do with a request: forward it; answer `status` without forwarding; drop the connection
 * without forwarding (`drop-before`); forward it, let the service finish it, and drop the
 * connection instead of passing the answer on (`drop-after`: the write happened, the client never
 * hears); never answer (`stall`); or send the headers and part of a body, then nothing more (`stall-body`).
 */
export type Fault = 'forward' | 'drop-before' | 'drop-after' | 'stall' | 'stall-body' | { status: number; headers?: Record<string, string> };

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

export async function startFaultyProxy(target: string, faultFor: (index: number, request: SeenRequest) => Fault): Promise<FaultyProxy> {
  const seen: SeenRequest[] = [];
  const destination = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const entry = { method: incoming.method ?? 'GET', url: incoming.url ?? '/', headers: incoming.headers };
    seen.push(entry);
    const fault = faultFor(seen.length - 1, entry);
    if (fault === 'drop-before') {
      incoming.socket.destroy();
      return;
    }
    if (fault === 'stall') return;
    if (fault === 'stall-body') {
      outgoing.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' }).write('{"data":[');
      return;
    }
    if (typeof fault === 'object') {
      incoming.resume();
      outgoing.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers })
        .end(JSON.stringify({ code: 'service_unavailable', message: `the proxy answered ${fault.status}` }));
      return;
    }
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
