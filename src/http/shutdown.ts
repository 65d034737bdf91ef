/**
 * Rolling restarts drop nothing. Once a stop signal arrives the instance drains: `/readyz`
 * answers 503 so load balancers stop sending new work, every response carries
 * `Connection: close` so keep-alive clients reconnect elsewhere, and the server keeps
 * accepting and serving for the drain window (connections already made or queued in the
 * kernel's backlog are read, not reset). Only then does it stop listening and wait for the
 * requests in flight (src/server.ts).
 *
 * Stopping to listen also closes the connections Node holds no request for, and a connection
 * accepted while the event loop was busy (the embedded database runs on it) has its request
 * still unread: closing it then resets a request the client sent before the signal. So the
 * instance stops only once it has caught up: no request in flight and no connection accepted
 * moments ago still waiting for its first request, over a quiet interval.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { setImmediate as afterIo, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** A connection accepted this recently that has not sent a request yet is still expected to. */
const FRESH_CONNECTION_MS = 250;

export class ShutdownState {
  #drainingSince: Date | null = null;
  #inFlight = 0;
  readonly #awaitingFirstRequest = new Map<Socket, number>();

  get draining(): boolean {
    return this.#drainingSince !== null;
  }

  begin(): void {
    this.#drainingSince ??= new Date();
  }

  /** Follows the server's connections and its requests, from headers read to response done. */
  track(server: Server): void {
    server.on('connection', (socket: Socket) => {
      this.#awaitingFirstRequest.set(socket, performance.now());
      socket.once('close', () => this.#awaitingFirstRequest.delete(socket));
    });
    server.on('request', (request, response) => {
      this.#awaitingFirstRequest.delete(request.socket);
      this.#inFlight++;
      response.once('close', () => this.#inFlight--);
    });
  }

  #busy(): boolean {
    if (this.#inFlight > 0) return true;
    const now = performance.now();
    for (const acceptedAt of this.#awaitingFirstRequest.values()) if (now - acceptedAt < FRESH_CONNECTION_MS) return true;
    return false;
  }

  /** Resolves once the instance has been idle for `quietMs`, checked each time the loop has polled its sockets. */
  async caughtUp(quietMs = 100): Promise<void> {
    for (let quietSince = performance.now(); ;) {
      await sleep(10);
      await afterIo();
      if (this.#busy()) quietSince = performance.now();
      else if (performance.now() - quietSince >= quietMs) return;
    }
  }
}

/** Responses sent while draining close their connection (decided when sent: a request may have begun before). */
export function registerDrainingConnectionClose(app: FastifyInstance, shutdown: ShutdownState): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (shutdown.draining) reply.header('connection', 'close');
    return payload;
  });
}
