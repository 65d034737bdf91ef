/**
 * The instance's one Redis connection, bounded so that Redis can never stall the API.
 *
 * Every command gives up after `timeoutMs` (REDIS_TIMEOUT_MS); while the connection is down,
 * commands fail at once (no offline queue, no retries of a command), and the client reconnects
 * about every second for as long as it takes. Callers send their commands through `run` and
 * decide themselves what to do when it rejects (rate limiting counts per instance). The
 * connection keeps the availability state (`describe()` tells operators):
 * - a call that fails or times out, or the connection failing, makes Redis unavailable (one
 *   warning per outage);
 * - while it is unavailable, `run` sends at most one call per RETRY_INTERVAL_MS (a trial) and
 *   rejects the others at once, so a stalled Redis costs one timeout a second rather than one
 *   per request, and no backlog of commands piles up behind it;
 * - a trial that succeeds, or the connection becoming ready again, makes it available (one info
 *   line per recovery).
 * The state reflects the last call or connection event: an instance that sends nothing notices
 * a stalled Redis only with its next call.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Pause between connection attempts, and between trial calls while Redis is unavailable. */
const RETRY_INTERVAL_MS = 1000;
/** How long opening a connection may take (also bounds the wait for the first one at start). */
const CONNECT_TIMEOUT_MS = 2000;

type RedisState =
  | { readonly available: true }
  | { readonly available: false; readonly since: string; readonly reason: string };

export interface RedisConnectionOptions {
  url: string;
  /** How long any one command may take. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** What the service does while Redis is unavailable, told to operators ("rate limits are counted per instance"). */
  whileUnavailable: string;
}

/** How `run` rejects, without contacting Redis, while Redis is unavailable and no trial is due. */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class RedisConnection {
  #state: RedisState = { available: true };
  #nextTrialAt = 0;
  #closing = false;

  private constructor(
    /** The client, for libraries that must be built on it; send commands through `run`. */
    readonly client: Redis,
    private readonly options: RedisConnectionOptions,
  ) {
    client.on('ready', () => this.#markAvailable());
    client.on('error', (error: Error) => this.#markUnavailable(error.message));
    client.on('close', () => this.#markUnavailable('the connection closed'));
  }

  /** Connects, waiting at most CONNECT_TIMEOUT_MS for the first attempt; an outage at start is logged like any other. */
  static async open(options: RedisConnectionOptions): Promise<RedisConnection> {
    const client = new Redis(options.url, {
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: options.timeoutMs,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // A command cut off by a lost connection has already failed for its caller: never replay it.
      autoResendUnfulfilledCommands: false,
      retryStrategy: () => RETRY_INTERVAL_MS,
      // On close, a socket whose peer does not answer is destroyed after this long.
      disconnectTimeout: options.timeoutMs,
    });
    const connection = new RedisConnection(client, options);
    const failure = await Promise.race([
      client.connect().then(() => null, messageOf),
      delay(CONNECT_TIMEOUT_MS, `no connection within ${CONNECT_TIMEOUT_MS} ms`, { ref: false }),
    ]);
    if (failure !== null) connection.#markUnavailable(failure);
    return connection;
  }

  /** Runs `command` on the client; rejects at once while Redis is unavailable and no trial is due. */
  async run<T>(command: (client: Redis) => Promise<T>): Promise<T> {
    const state = this.#state;
    if (!state.available) {
      const now = Date.now();
      if (now < this.#nextTrialAt) throw new RedisUnavailableError(`Redis unavailable since ${state.since}`);
      this.#nextTrialAt = now + RETRY_INTERVAL_MS;
    }
    try {
      const result = await command(this.client);
      if (!state.available) this.#markAvailable();
      return result;
    } catch (error) {
      this.#markUnavailable(messageOf(error));
      throw error;
    }
  }

  /** For operators: "ok", or since when Redis is unavailable and what the service does meanwhile. */
  describe(): string {
    const state = this.#state;
    return state.available ? 'ok' : `unavailable since ${state.since}: ${this.options.whileUnavailable}`;
  }

  /** QUIT (bounded by the command timeout, failing at once when disconnected), then closes the socket; no reconnects after. */
  async close(): Promise<void> {
    this.#closing = true;
    await this.client.quit().catch(() => undefined);
    this.client.disconnect();
  }

  #markUnavailable(reason: string): void {
    if (this.#closing || !this.#state.available) return;
    this.#state = { available: false, since: new Date().toISOString(), reason };
    this.#nextTrialAt = Date.now() + RETRY_INTERVAL_MS;
    this.options.log.warn({ redis: this.#state }, `Redis unavailable: ${this.options.whileUnavailable} until it answers again`);
  }

  #markAvailable(): void {
    const state = this.#state;
    if (this.#closing || state.available) return;
    this.#state = { available: true };
    this.options.log.info({ redis: { available: true, unavailableSince: state.since } }, 'Redis answers again');
  }
}
