/**
 * Request transactions: one database transaction around everything a request does, for the
 * requests whose outcome must commit together with something written after the route has
 * answered (an Idempotency-Key's stored response, DECISIONS 14) or be checked under the org's
 * write lock before the route runs (If-Match, DECISIONS 15).
 *
 * While a request transaction is open in an async context (`run`), every query sent through the
 * database handle from that context, whatever code sends it, uses the transaction's connection:
 * reads see what the request wrote, and a transaction the code opens itself (the write gate's)
 * becomes a savepoint inside it. Other requests keep using the pool (or, on PGlite, wait for the
 * one connection, as they wait for any transaction). The route code does not change: the
 * connection is chosen by the driver below (`PinnableDialect`), from the async context.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';

interface Pin {
  connection: DatabaseConnection;
  /** Savepoints open inside the request transaction (the code's own nested transactions). */
  depth: number;
  ended: boolean;
  /** Work deferred until the transaction has committed (`afterRequestCommit`). */
  afterCommit: Array<() => Promise<void>>;
}

const pins = new AsyncLocalStorage<Pin>();

/** Waits in line for the one connection of a single-connection database (PGlite). */
class Turnstile {
  #tail: Promise<void> = Promise.resolve();

  async enter(): Promise<() => void> {
    let leave!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => (leave = resolve));
    await previous;
    return leave;
  }
}

/**
 * The inner driver, except that the connection of the request transaction open in the caller's
 * async context is the one handed out, and a transaction begun on it is a savepoint. On a
 * single-connection database it also keeps the line for the connection itself (Kysely's own
 * line would make a request transaction wait for the requests waiting for it).
 */
class PinnableDriver implements Driver {
  readonly #turnstile: Turnstile | null;
  /** Lets the next in line through the turnstile (single-connection databases: one holder at a time). */
  #leave: (() => void) | null = null;
  #init: Promise<void> | null = null;

  constructor(private readonly inner: Driver, singleConnection: boolean) {
    this.#turnstile = singleConnection ? new Turnstile() : null;
  }

  init(): Promise<void> {
    this.#init ??= this.inner.init();
    return this.#init;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const pin = pins.getStore();
    return pin && !pin.ended ? pin.connection : this.acquireOwn();
  }

  /** A connection of the inner driver, outside any request transaction. */
  async acquireOwn(): Promise<DatabaseConnection> {
    await this.init();
    const leave = this.#turnstile ? await this.#turnstile.enter() : null;
    try {
      const connection = await this.inner.acquireConnection();
      this.#leave = leave;
      return connection;
    } catch (error) {
      leave?.();
      throw error;
    }
  }

  async releaseOwn(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      const leave = this.#leave;
      this.#leave = null;
      leave?.();
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (pinOf(connection)) return;
    await this.releaseOwn(connection);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const pin = pinOf(connection);
    if (!pin) return this.inner.beginTransaction(connection, settings);
    pin.depth += 1;
    await connection.executeQuery(CompiledQuery.raw(`SAVEPOINT smr_nested_${pin.depth}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const pin = pinOf(connection);
    if (!pin) return this.inner.commitTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw(`RELEASE SAVEPOINT smr_nested_${pin.depth}`));
    pin.depth -= 1;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const pin = pinOf(connection);
    if (!pin) return this.inner.rollbackTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw(`ROLLBACK TO SAVEPOINT smr_nested_${pin.depth}`));
    pin.depth -= 1;
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  /** Begins a request transaction on a connection of its own. */
  async begin(): Promise<RequestTransaction> {
    const connection = await this.acquireOwn();
    try {
      await this.inner.beginTransaction(connection, {});
    } catch (error) {
      await this.releaseOwn(connection);
      throw error;
    }
    return new RequestTransaction(this, { connection, depth: 0, ended: false, afterCommit: [] });
  }

  async end(pin: Pin, outcome: 'commit' | 'rollback'): Promise<void> {
    pin.ended = true;
    try {
      if (outcome === 'commit') await this.inner.commitTransaction(pin.connection);
      else await this.inner.rollbackTransaction(pin.connection);
    } finally {
      await this.releaseOwn(pin.connection);
    }
  }
}

function pinOf(connection: DatabaseConnection): Pin | null {
  const pin = pins.getStore();
  return pin && !pin.ended && pin.connection === connection ? pin : null;
}

/** One request's transaction: code run through `run` uses it; it ends once, by commit or rollback. */
export class RequestTransaction {
  constructor(private readonly driver: PinnableDriver, private readonly pin: Pin) {}

  get ended(): boolean {
    return this.pin.ended;
  }

  /** Runs `work` with every query of the database handle going to this transaction. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.ended) return Promise.reject(new Error('This request transaction has ended'));
    return pins.run(this.pin, work);
  }

  /** Commits, then runs the work deferred until after the commit (outside any transaction). */
  async commit(): Promise<void> {
    await this.#end('commit');
    for (const work of this.pin.afterCommit.splice(0)) await pins.exit(work);
  }

  /** Commits when the request's answer says it succeeded (status below 400), rolls back otherwise; nothing once ended. */
  async endFor(status: number): Promise<void> {
    if (this.ended) return;
    if (status < 400) await this.commit();
    else await this.rollback();
  }

  /** Rolls back; a transaction already ended is left as it is. */
  rollback(): Promise<void> {
    return this.ended ? Promise.resolve() : this.#end('rollback');
  }

  #end(outcome: 'commit' | 'rollback'): Promise<void> {
    if (this.ended) return Promise.reject(new Error('This request transaction has already ended'));
    return this.driver.end(this.pin, outcome);
  }
}

/**
 * A dialect whose handle can open request transactions (`begin`). Kysely's own connection line
 * is turned off (the adapter claims several connections); the driver keeps it instead.
 */
export class PinnableDialect implements Dialect {
  #driver: PinnableDriver | null = null;

  constructor(private readonly inner: Dialect) {}

  createDriver(): Driver {
    const singleConnection = this.inner.createAdapter().supportsMultipleConnections === false;
    this.#driver = new PinnableDriver(this.inner.createDriver(), singleConnection);
    return this.#driver;
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    const adapter = this.inner.createAdapter();
    return Object.create(adapter, { supportsMultipleConnections: { value: true } }) as DialectAdapter;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }

  /** Begins a request transaction (the handle must have been created on this dialect). */
  begin(): Promise<RequestTransaction> {
    if (!this.#driver) throw new Error('No database handle was created on this dialect');
    return this.#driver.begin();
  }
}

export type RequestTransactions = Pick<PinnableDialect, 'begin'>;

/** Whether the caller runs inside an open request transaction. */
export function inRequestTransaction(): boolean {
  const pin = pins.getStore();
  return pin !== undefined && !pin.ended;
}

/**
 * Runs `work` now, or, inside a request transaction, once it has committed (never if it rolls
 * back): for statements that cannot run in a transaction block or must not wait for the
 * request's own transaction (CREATE INDEX CONCURRENTLY).
 */
export function afterRequestCommit(work: () => Promise<void>): Promise<void> {
  const pin = pins.getStore();
  if (!pin || pin.ended) return work();
  pin.afterCommit.push(work);
  return Promise.resolve();
}
