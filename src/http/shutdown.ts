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
 * instance stops only once it has caught up: no request in flight, and no connection still
 * waiting for its first request that has had less than FRESH_CONNECTION_MS of a free instance
 * to send it (while requests run or the loop is held, a waiting connection's clock does not
 * run), over a quiet interval.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { setImmediate as afterIo, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** A connection that has not sent a request in this much time with the instance free is presumed idle. */
const FRESH_CONNECTION_MS = 250;
const CHECK_EVERY_MS = 10;
/** A look this much later than due means the loop was held meanwhile (no socket could be read). */
const HELD_LOOP_MS = 50;

export class ShutdownState {
  #drainingSince: Date | null = null;
  #inFlight = 0;
  /** Connections without a request yet, and since when the instance has been free to read them. */
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

  /**
   * Whether the instance still has work, given whether it was free since the last look: while
   * requests run, or while the loop was held (a check came late: on the embedded database the
   * engine runs on the loop, and the kernel hands over one queued connection per turn of it),
   * a waiting connection has had no chance to be read, so its time starts again.
   */
  #busy(now: number, held: boolean): boolean {
    if (this.#inFlight > 0 || held) {
      for (const socket of this.#awaitingFirstRequest.keys()) this.#awaitingFirstRequest.set(socket, now);
      return true;
    }
    for (const waitingSince of this.#awaitingFirstRequest.values()) if (now - waitingSince < FRESH_CONNECTION_MS) return true;
    return false;
  }

  /** Resolves once the instance has been idle for `quietMs`, checked each time the loop has polled its sockets. */
  async caughtUp(quietMs = 100): Promise<void> {
    let lastLook = performance.now();
    for (let quietSince = lastLook; ;) {
      await sleep(CHECK_EVERY_MS);
      await afterIo();
      const now = performance.now();
      const held = now - lastLook > HELD_LOOP_MS;
      lastLook = now;
      if (this.#busy(now, held)) quietSince = now;
      else if (now - quietSince >= quietMs) return;
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
