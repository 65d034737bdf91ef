/**
 * Which server a read runs on (DECISIONS 18; docs/decisions/read-replicas.md).
 *
 * A request that only reads runs inside a **read route** (`ReadRoute.run`, entered by
 * src/plugins/replica-reads.ts). At its first query the route chooses once, for the whole request:
 * the client's home replica (replica-set.ts) when that replica takes reads and its last sample
 * shows it has replayed the client's **floor**, else the primary. A client's floor
 * (`ReadFloors`) is a WAL position of the primary at least as late as everything the client has
 * been shown from the primary: raised after each of its writes and after each read the primary
 * served it, shared by every instance. So a client never reads older than its own last write nor
 * than what the primary showed it, and, since it reads one replica only and a replica's replay
 * only moves forward, never older than what that replica showed it either.
 *
 * Every query outside a read route, and any inside one once the route has chosen the primary,
 * goes to the primary; so do queries of a request transaction (request-transaction.ts), which
 * come before any route. A read whose replica connection fails (the server went away, a
 * recovery conflict cancelled it) runs again on the primary, once, and the route then counts
 * as one the primary served.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';
import type { Replica, ReplicaSet } from './replica-set.js';

/** Per client (API key): the primary's WAL position its reads must not go back past. */
export interface ReadFloors {
  /** The client's floor (0 for none); null when it cannot be known now (the read then goes to the primary). */
  floorOf(client: string): Promise<bigint | null>;
  /** Raises the client's floor to `position` (never lowers it). */
  raise(client: string, position: bigint): Promise<void>;
}

const routes = new AsyncLocalStorage<ReadRoute>();

/** Runs `work` outside any read route: its queries go to the primary (an API key's lookup, the floor's own position). */
export function onPrimary<T>(work: () => T): T {
  return routes.exit(work);
}

/** The read route of the caller's async context, if any. */
export function currentReadRoute(): ReadRoute | undefined {
  return routes.getStore();
}

/** How a request's queries reach the primary when its replica fails them. */
export interface PrimaryConnections {
  acquireOwn(): Promise<DatabaseConnection>;
  releaseOwn(connection: DatabaseConnection): Promise<void>;
}

export class ReadRoute {
  #choice: Promise<Replica | null> | null = null;
  #settled = false;
  /** Whether any query of the request ran on the primary (its floor is then raised after it). */
  primaryServed = false;
  /** Whether any query of the request ran on a replica. */
  replicaServed = false;
  /** The body is streamed: its queries run after the answer's headers, and it settles the route itself before its last bytes. */
  streaming = false;

  constructor(
    private readonly replicas: ReplicaSet,
    private readonly floors: ReadFloors,
    /** The client (API key id) the request reads for, once known; null for a public route. */
    private readonly client: () => string | null,
    /** Raises the client's floor to the primary's position now (after a read the primary served). */
    private readonly raiseFloor: () => Promise<void>,
  ) {}

  /** Runs `work` (the rest of the request) with its queries routed by this route. */
  run<T>(work: () => T): T {
    return routes.run(this, work);
  }

  /** A connection for the request's next query: on its replica, or null for the primary. */
  async connection(primary: PrimaryConnections): Promise<DatabaseConnection | null> {
    const replica = await (this.#choice ??= this.#choose());
    if (replica === null || !replica.takesReads) return this.#toPrimary();
    try {
      const connection = new ReplicaConnection(await replica.acquire(), replica, this, primary);
      this.replicaServed = true;
      return connection;
    } catch {
      // No connection in time (a busy pool, a server going away): this request reads the primary; the sampler says whether the replica is down.
      return this.#toPrimary();
    }
  }

  /**
   * Once every query of the request has run (before its answer, or a streamed body's last bytes,
   * leaves): a request the primary served raises the client's floor past what it was shown.
   */
  async settle(): Promise<void> {
    if (this.#settled) return;
    this.#settled = true;
    if (this.primaryServed) await this.raiseFloor();
  }

  /** A query its replica could not run went to the primary: so do the request's later queries. */
  fellBack(): void {
    this.#toPrimary();
  }

  /** The primary from here on, for every later query of the request (a replica after the primary could be older). */
  #toPrimary(): null {
    this.primaryServed = true;
    this.#choice = Promise.resolve(null);
    return null;
  }

  async #choose(): Promise<Replica | null> {
    const client = this.client();
    const replica = this.replicas.homeFor(client);
    if (replica === null || !replica.takesReads) return null;
    if (client === null) return replica;
    const floor = await this.floors.floorOf(client).catch(() => null);
    return floor !== null && replica.hasReplayed(floor) ? replica : null;
  }
}

/** SQLSTATEs after which the same read can run on the primary: the replica is going or gone, or cancelled the read to replay. */
const REPLICA_GONE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Recovery conflicts: the standby cancelled the read to go on replaying (serialization failure, deadlock with a buffer pin). */
const RECOVERY_CONFLICT_STATES = new Set(['40001', '40P01']);
/** node-postgres's own errors for a connection that ended or failed (they carry no SQLSTATE). */
const LOST_CONNECTION = /Connection terminated|not queryable|connection error|ECONNRESET|ECONNREFUSED/i;
/** Statements that begin, end or mark a transaction: never run again elsewhere (the transaction is the replica's). */
const TRANSACTION_CONTROL = /^\s*(begin|start|commit|rollback|savepoint|release|end)\b/i;

/** Why a failed replica read may run again on the primary, or null when it must fail as it is (an error of the statement itself). */
function replicaFailure(error: unknown): { down: boolean } | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && RECOVERY_CONFLICT_STATES.has(code)) return { down: false };
  // The connection itself: Node's socket errors (ECONNRESET…), SQLSTATE class 08, the server going away, pg's lost connections.
  if (typeof code === 'string' && (code.startsWith('E') || code.startsWith('08') || REPLICA_GONE_STATES.has(code))) return { down: true };
  if (code === undefined && typeof message === 'string' && LOST_CONNECTION.test(message)) return { down: true };
  return null;
}

/** A connection to a replica, as the request's queries see it; see the module comment for the fallback. */
export class ReplicaConnection implements DatabaseConnection {
  #inTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    readonly replica: Replica,
    private readonly route: ReadRoute,
    private readonly primary: PrimaryConnections,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const control = TRANSACTION_CONTROL.exec(query.sql)?.[1]?.toLowerCase();
    try {
      const result = await this.inner.executeQuery<R>(query);
      if (control === 'begin' || control === 'start') this.#inTransaction = true;
      else if (control === 'commit' || control === 'rollback' || control === 'end') this.#inTransaction = false;
      return result;
    } catch (error) {
      const failure = replicaFailure(error);
      if (failure === null || control !== undefined || this.#inTransaction) throw error;
      if (failure.down) this.replica.markDown(`a read on it failed: ${error instanceof Error ? error.message : String(error)}`);
      this.route.fellBack();
      const connection = await this.primary.acquireOwn();
      try {
        return await connection.executeQuery<R>(query);
      } finally {
        await this.primary.releaseOwn(connection);
      }
    }
  }

  /** Streamed rows are not run again elsewhere: part of them may already be out. */
  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}
