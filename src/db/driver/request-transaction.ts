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
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { activeTracer } from '../../lib/telemetry.js';
import { traceConnection } from './statement-spans.js';
import { currentReadRoute, ReplicaConnection } from './read-routing.js';
import type { ReplicaSet } from './replica-set.js';

interface Pin {
  /** What code running in the transaction is handed: the connection, one query at a time. */
  connection: QueryLine;
  /** The inner driver's connection, for beginning, ending and releasing. */
  own: DatabaseConnection;
  /** Savepoints open inside the request transaction (the code's own nested transactions). */
  depth: number;
  ended: boolean;
  /** Work deferred until the transaction has committed (`afterRequestCommit`). */
  afterCommit: Array<() => Promise<void>>;
}

const pins = new AsyncLocalStorage<Pin>();

/**
 * A request transaction's connection as the code in it sees it: queries sent at once (a
 * `Promise.all` of reads) run one after another in the order sent, as one connection must run
 * them; node-postgres would otherwise queue them itself, which it deprecates.
 */
class QueryLine implements DatabaseConnection {
  #tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = this.#tail.then(() => this.inner.executeQuery<R>(query));
    this.#tail = result.catch(() => undefined);
    return result;
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    let done!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => (done = resolve));
    try {
      await previous;
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } finally {
      done();
    }
  }

  /** Resolves once every query sent so far has finished. */
  idle(): Promise<void> {
    return this.#tail.then(() => undefined);
  }
}

/** Sees the text of every statement sent (tests check them: test/helpers/statement-tenancy.ts). */
export type StatementObserver = (sql: string) => void;

const observedConnections = new WeakSet<DatabaseConnection>();

/**
 * Shows the connection's statements to `observe` before they are sent. The connection object
 * itself is kept (its driver calls private methods on it), so its two methods are wrapped once.
 */
function observeConnection(connection: DatabaseConnection, observe: StatementObserver): DatabaseConnection {
  if (observedConnections.has(connection)) return connection;
  observedConnections.add(connection);
  const execute = connection.executeQuery.bind(connection);
  const stream = connection.streamQuery.bind(connection);
  connection.executeQuery = <R>(query: CompiledQuery) => {
    observe(query.sql);
    return execute<R>(query);
  };
  connection.streamQuery = <R>(query: CompiledQuery, chunkSize: number) => {
    observe(query.sql);
    return stream<R>(query, chunkSize);
  };
  return connection;
}

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

  constructor(
    private readonly inner: Driver,
    singleConnection: boolean,
    private readonly observe: StatementObserver | null,
    /** Replicas that requests in a read route may read from (read-routing.ts); null: none. */
    private readonly replicas: ReplicaSet | null,
  ) {
    this.#turnstile = singleConnection ? new Turnstile() : null;
  }

  init(): Promise<void> {
    this.#init ??= this.inner.init();
    return this.#init;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const pin = pins.getStore();
    if (pin && !pin.ended) return pin.connection;
    const route = this.replicas ? currentReadRoute() : undefined;
    const onReplica = route ? await route.connection(this) : null;
    return onReplica ? this.#decorate(onReplica) : this.acquireOwn();
  }

  /** A connection of the inner driver, outside any request transaction. */
  async acquireOwn(): Promise<DatabaseConnection> {
    await this.init();
    const leave = this.#turnstile ? await this.#turnstile.enter() : null;
    try {
      const connection = await this.inner.acquireConnection();
      this.#leave = leave;
      return this.#decorate(connection);
    } catch (error) {
      leave?.();
      throw error;
    }
  }

  /** Shows the connection's statements to the observer and to tracing, when they are on. */
  #decorate(connection: DatabaseConnection): DatabaseConnection {
    const observed = this.observe ? observeConnection(connection, this.observe) : connection;
    return activeTracer() ? traceConnection(observed) : observed;
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
    if (connection instanceof ReplicaConnection) return connection.replica.release(connection.inner);
    await this.releaseOwn(connection);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const pin = pinOf(connection);
    if (!pin) return this.inner.beginTransaction(connection, settings);
    pin.depth += 1;
    await connection.executeQuery(CompiledQuery.raw(`SAVEPOINT smr_nested_${pin.depth}`));
  }

  /**
   * A nested transaction's commit keeps its savepoint: it goes with the request transaction, and
   * a RELEASE would cost a round trip while the org's clock row is locked (the write gate's
   * transaction ends holding it). A later savepoint of the same depth shadows it, which is what
   * ROLLBACK TO then means in PostgreSQL.
   */
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const pin = pinOf(connection);
    if (!pin) return this.inner.commitTransaction(connection);
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
    const own = await this.acquireOwn();
    try {
      await this.inner.beginTransaction(own, {});
    } catch (error) {
      await this.releaseOwn(own);
      throw error;
    }
    return new RequestTransaction(this, { connection: new QueryLine(own), own, depth: 0, ended: false, afterCommit: [] });
  }

  /** Ends the transaction; a commit may first run one last statement (`RequestTransaction.commitWith`). */
  async end(pin: Pin, outcome: 'commit' | 'rollback', lastStatement?: CompiledQuery): Promise<void> {
    pin.ended = true;
    const { own } = pin;
    try {
      await pin.connection.idle();
      if (outcome === 'rollback') await this.inner.rollbackTransaction(own);
      else if (lastStatement === undefined) await this.inner.commitTransaction(own);
      else await this.#commitWith(own, lastStatement);
    } finally {
      await this.releaseOwn(own);
    }
  }

  async #commitWith(connection: DatabaseConnection, lastStatement: CompiledQuery): Promise<void> {
    try {
      await connection.executeQuery(lastStatement);
    } catch (error) {
      // The statement failed: the transaction is aborted.
      await this.inner.rollbackTransaction(connection).catch(() => undefined);
      throw error;
    }
    await this.inner.commitTransaction(connection);
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
    await this.#afterCommit();
  }

  /** Runs `lastStatement` and commits; if the statement fails, the transaction rolls back and the error is thrown. */
  async commitWith(lastStatement: CompiledQuery): Promise<void> {
    await this.#end('commit', lastStatement);
    await this.#afterCommit();
  }

  async #afterCommit(): Promise<void> {
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

  #end(outcome: 'commit' | 'rollback', lastStatement?: CompiledQuery): Promise<void> {
    if (this.ended) return Promise.reject(new Error('This request transaction has already ended'));
    return this.driver.end(this.pin, outcome, lastStatement);
  }
}

/**
 * A dialect whose handle can open request transactions (`begin`). Kysely's own connection line
 * is turned off (the adapter claims several connections); the driver keeps it instead.
 */
export class PinnableDialect implements Dialect {
  #driver: PinnableDriver | null = null;

  /** `observe`: shown every statement's text before it is sent (tests only). */
  constructor(
    /** The wrapped dialect; one that says `singleConnection` (PGlite's) has its users served in turn. */
    private readonly inner: Dialect & { readonly singleConnection?: boolean },
    private readonly observe: StatementObserver | null = null,
    /** Streaming replicas for the reads of read routes (read-routing.ts); null: every query on the primary. */
    private readonly replicas: ReplicaSet | null = null,
  ) {}

  createDriver(): Driver {
    const singleConnection = this.inner.singleConnection === true;
    this.#driver = new PinnableDriver(this.inner.createDriver(), singleConnection, this.observe, this.replicas);
    return this.#driver;
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    const adapter = this.inner.createAdapter();
    return Object.create(adapter, {
      supportsMultipleConnections: { value: true },
      // The migrations' lock is transaction-scoped, taken by migrateToLatest (migrate.ts) in their transaction.
      acquireMigrationLock: { value: async () => {} },
      releaseMigrationLock: { value: async () => {} },
    }) as DialectAdapter;
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
