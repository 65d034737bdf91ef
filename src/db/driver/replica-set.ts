/**
 * The PostgreSQL streaming replicas reads may use (DATABASE_REPLICA_URLS, DECISIONS 18), and
 * what is known of each: a background sampler asks the primary for its WAL insert position and
 * every replica for the position it has replayed, every SAMPLE_INTERVAL_MS.
 *
 * - **Lag** is time, not bytes: how long ago the primary was where the replica is now (the age
 *   of the oldest primary sample the replica has not replayed; 0 when it has replayed the
 *   newest). An idle pair shows 0, a paused standby's lag grows with the writes it misses.
 * - **States.** `up` (takes reads), `lagging` (lag above REPLICA_MAX_LAG_MS), `down` (its sample
 *   or a read on it failed), `catching-up` (back from `down`, restarted, or just configured:
 *   left out until it has replayed what the primary had written when it was seen again, so a
 *   standby that restarted behind what it once showed never shows less to a client that read
 *   it before), `starting` (not sampled yet).
 * - A replica out of `up` only changes where reads go (the primary): nothing fails.
 *
 * The routing itself (which read goes where, and the positions a client's reads wait for) is
 * read-routing.ts; docs/decisions/read-replicas.md says why it is built so.
 */
import { PostgresDialect, type DatabaseConnection, type Driver } from 'kysely';
import pg from 'pg';
import { formatWalPosition, lastRecordEnd, parseWalPosition, type WalLayout } from './wal-position.js';

export type ReplicaState = 'starting' | 'up' | 'lagging' | 'down' | 'catching-up';
export const REPLICA_STATES: readonly ReplicaState[] = ['starting', 'up', 'lagging', 'down', 'catching-up'];

/** How often the primary and each replica are sampled. */
const SAMPLE_INTERVAL_MS = 100;
/** How long one sample (its connection included) may take before the replica counts as down. */
const SAMPLE_TIMEOUT_MS = 1000;
/** How long a read waits for a connection to a replica before it goes to the primary. */
const CONNECT_TIMEOUT_MS = 2000;

export interface ReplicaStatus {
  /** host:port/database, never credentials. */
  name: string;
  state: ReplicaState;
  /** How far behind the primary it is, in milliseconds (null before the first samples). */
  lagMs: number | null;
  /** The WAL position it has replayed, as PostgreSQL prints it (null before its first sample). */
  replayed: string | null;
}

/** What a replica's pools are made of: the primary's own client class, types and session set-up. */
export interface ReplicaPoolSettings {
  poolSize: number;
  Client: typeof pg.Client;
  types: pg.CustomTypesConfig;
  onConnect: (client: pg.ClientBase) => Promise<void>;
}

export interface ReplicaSetOptions {
  primaryUrl: string;
  replicaUrls: readonly string[];
  maxLagMs: number;
  pools: ReplicaPoolSettings;
}

/** Told each change of a replica's state, and why. */
export type ReplicaStateListener = (status: ReplicaStatus, reason: string) => void;

/** The name operators see: where the replica is, without the user or password of its URL. */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

/** A pool of one connection for the sampler, bounded so a hung server costs one timeout. */
function samplerPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: SAMPLE_TIMEOUT_MS, query_timeout: SAMPLE_TIMEOUT_MS });
  pool.on('error', () => {});
  return pool;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class Replica {
  readonly name: string;
  /** Kysely's driver over the replica's request pool. */
  readonly driver: Driver;
  readonly #pool: pg.Pool;
  readonly #sampler: pg.Pool;
  #state: ReplicaState = 'starting';
  #replayed: bigint | null = null;
  #lagMs: number | null = null;
  #startedAt: string | null = null;
  /** While catching up: the position it must replay before it takes reads again. */
  #catchUpTo: bigint | null = null;
  /** Moves on at each markDown: a sample begun before it says nothing of the server after it. */
  #generation = 0;

  constructor(
    url: string,
    settings: ReplicaPoolSettings,
    private readonly maxLagMs: number,
    private readonly onStateChange: ReplicaStateListener,
  ) {
    this.name = replicaName(url);
    this.#pool = new pg.Pool({
      Client: settings.Client, connectionString: url, max: settings.poolSize, types: settings.types,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      onConnect: async (client) => {
        await settings.onConnect(client);
        await this.#sameServer(client);
      },
    });
    this.#pool.on('error', () => {});
    this.driver = new PostgresDialect({ pool: this.#pool }).createDriver();
    this.#sampler = samplerPool(url);
  }

  get takesReads(): boolean {
    return this.#state === 'up';
  }

  /** Whether its last sample shows `position` replayed (a sample is never ahead of the replica). */
  hasReplayed(position: bigint): boolean {
    return this.#replayed !== null && this.#replayed >= position;
  }

  status(): ReplicaStatus {
    return { name: this.name, state: this.#state, lagMs: this.#lagMs, replayed: this.#replayed === null ? null : formatWalPosition(this.#replayed) };
  }

  /** A read on it failed for want of the server: left out until a sample finds it again, caught up. */
  markDown(reason: string): void {
    this.#generation++;
    this.#catchUpTo = null;
    this.#setState('down', reason);
  }

  /**
   * A new connection must reach the server the samples saw: one that restarted since (it may show
   * less than it showed before) is refused, and the replica left out until a sample finds it caught up.
   */
  async #sameServer(client: pg.ClientBase): Promise<void> {
    const { rows } = await client.query<{ started: string }>('SELECT pg_postmaster_start_time()::text AS started');
    if (this.#startedAt !== null && rows[0]!.started !== this.#startedAt) {
      this.markDown('it restarted');
      throw new Error(`The replica ${this.name} restarted since it was last sampled`);
    }
  }

  async acquire(): Promise<DatabaseConnection> {
    await this.driver.init();
    return this.driver.acquireConnection();
  }

  release(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(connection);
  }

  /**
   * One sample: `primaryAt` is the primary's position sampled just before (null when that sample
   * failed), `lagOf` turns a replayed position into lag.
   */
  async sample(primaryAt: bigint | null, lagOf: (replayed: bigint) => number | null): Promise<void> {
    const generation = this.#generation;
    let row: { replayed: string | null; started: string; recovering: boolean };
    try {
      const result = await this.#sampler.query<typeof row>(
        'SELECT pg_last_wal_replay_lsn()::text AS replayed, pg_postmaster_start_time()::text AS started, pg_is_in_recovery() AS recovering',
      );
      row = result.rows[0]!;
    } catch (error) {
      this.markDown(`its sample failed: ${messageOf(error)}`);
      return;
    }
    // Marked down while the sample ran: the next sample judges it.
    if (generation !== this.#generation) return;
    if (!row.recovering || row.replayed === null) {
      this.markDown('it is not a standby in recovery (promoted, or not replicating)');
      return;
    }
    const replayed = parseWalPosition(row.replayed);
    const restarted = this.#startedAt !== null && this.#startedAt !== row.started;
    this.#startedAt = row.started;
    this.#replayed = replayed;
    this.#lagMs = lagOf(replayed);
    if (this.#state === 'down' || this.#state === 'starting' || restarted) {
      this.#catchUpTo = primaryAt;
      this.#setState('catching-up', restarted ? 'it restarted' : 'it answers');
    }
    if (this.#state === 'catching-up') {
      // Without a primary sample there is nothing to catch up to yet: it waits for one.
      this.#catchUpTo ??= primaryAt;
      if (this.#catchUpTo === null || replayed < this.#catchUpTo) return;
      this.#catchUpTo = null;
    }
    const lagging = this.#lagMs === null || this.#lagMs > this.maxLagMs;
    this.#setState(lagging ? 'lagging' : 'up', lagging ? `its lag is above ${this.maxLagMs} ms` : 'it has caught up');
  }

  async close(): Promise<void> {
    await this.driver.destroy().catch(() => undefined);
    await this.#sampler.end().catch(() => undefined);
  }

  #setState(state: ReplicaState, reason: string): void {
    if (this.#state === state) return;
    this.#state = state;
    try {
      this.onStateChange(this.status(), reason);
    } catch {
      // A listener's failure (a log stream gone) never stops the sampling.
    }
  }
}

interface PrimarySample {
  at: number;
  /** The end of the last record the primary had written then (lastRecordEnd of its insert position). */
  position: bigint;
}

export class ReplicaSet {
  readonly replicas: readonly Replica[];
  readonly #primary: pg.Pool;
  readonly #maxLagMs: number;
  /** Primary samples, oldest first, as far back as lag is measured. */
  #history: PrimarySample[] = [];
  #layout: WalLayout | null = null;
  #timer: NodeJS.Timeout | null = null;
  #tick: Promise<void> | null = null;
  #started: Promise<void> | null = null;
  #stopped: Promise<void> | null = null;
  readonly #listeners: ReplicaStateListener[] = [];

  constructor(options: ReplicaSetOptions) {
    this.#maxLagMs = options.maxLagMs;
    this.#primary = samplerPool(options.primaryUrl);
    const told: ReplicaStateListener = (status, reason) => {
      for (const listener of this.#listeners) listener(status, reason);
    };
    this.replicas = options.replicaUrls.map((url) => new Replica(url, options.pools, options.maxLagMs, told));
  }

  /** Tells `listener` every change of a replica's state from now on (the service logs them). */
  watch(listener: ReplicaStateListener): void {
    this.#listeners.push(listener);
  }

  /**
   * The replica a client reads from while it keeps up: always the same one for one client (its
   * reads then never go back in time on it), spread over the replicas by the client's key.
   * Without a client (public routes), any replica that takes reads.
   */
  homeFor(client: string | null): Replica | null {
    if (this.replicas.length === 0) return null;
    if (client === null) return this.replicas.find((replica) => replica.takesReads) ?? null;
    return this.replicas[hashOf(client) % this.replicas.length]!;
  }

  statuses(): ReplicaStatus[] {
    return this.replicas.map((replica) => replica.status());
  }

  /** The end of the last record before an insert position of the primary (`pg_current_wal_insert_lsn()`). */
  recordEnd(insertPosition: bigint): bigint {
    return this.#layout ? lastRecordEnd(insertPosition, this.#layout) : insertPosition;
  }

  /**
   * Samples now, then every SAMPLE_INTERVAL_MS until stop(). Started once the primary is migrated:
   * a replica is first `catching-up` to the primary's position then, so it has the schema the
   * service's statements expect before it takes a read.
   */
  start(): Promise<void> {
    this.#started ??= this.sampleNow().then(() => this.#schedule());
    return this.#started;
  }

  /** One round of samples (the primary first, then every replica at once). */
  sampleNow(): Promise<void> {
    // A sample's own failures mark its server; anything else (a malformed answer) waits for the next round.
    this.#tick ??= this.#sampleAll().catch(() => undefined).finally(() => (this.#tick = null));
    return this.#tick;
  }

  /** Stops sampling and closes every pool (once; later calls wait for the first). */
  stop(): Promise<void> {
    this.#stopped ??= (async () => {
      if (this.#timer) clearTimeout(this.#timer);
      await this.#tick;
      await Promise.all([this.#primary.end().catch(() => undefined), ...this.replicas.map((replica) => replica.close())]);
    })();
    return this.#stopped;
  }

  #schedule(): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => void this.sampleNow().finally(() => this.#schedule()), SAMPLE_INTERVAL_MS);
    this.#timer.unref();
  }

  async #sampleAll(): Promise<void> {
    const primaryAt = await this.#samplePrimary();
    const now = Date.now();
    await Promise.all(this.replicas.map((replica) => replica.sample(primaryAt, (replayed) => this.#lagOf(replayed, now, primaryAt !== null))));
  }

  /** The primary's position now (null when it does not answer), kept in the history lag is measured against. */
  async #samplePrimary(): Promise<bigint | null> {
    try {
      this.#layout ??= await this.#readLayout();
      const { rows } = await this.#primary.query<{ position: string }>('SELECT pg_current_wal_insert_lsn()::text AS position');
      const sample = { at: Date.now(), position: lastRecordEnd(parseWalPosition(rows[0]!.position), this.#layout) };
      this.#remember(sample);
      return sample.position;
    } catch {
      return null;
    }
  }

  /**
   * Keeps 4 × REPLICA_MAX_LAG_MS (10 s at least) of primary samples, at most one per
   * thousandth of the lag bound (about 4,000 samples whatever the bound), the newest always.
   */
  #remember(sample: PrimarySample): void {
    const beforeNewest = this.#history.at(-2);
    // The newest is replaced while it is closer than the spacing to the one before it.
    if (beforeNewest !== undefined && sample.at - beforeNewest.at < this.#maxLagMs / 1000) this.#history[this.#history.length - 1] = sample;
    else this.#history.push(sample);
    const keepFrom = sample.at - Math.max(4 * this.#maxLagMs, 10_000);
    while (this.#history.length > 1 && this.#history[0]!.at < keepFrom) this.#history.shift();
  }

  async #readLayout(): Promise<WalLayout> {
    const { rows } = await this.#primary.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('wal_block_size', 'wal_segment_size')",
    );
    const setting = (name: string) => BigInt(rows.find((row) => row.name === name)!.setting);
    return { blockSize: setting('wal_block_size'), segmentSize: setting('wal_segment_size') };
  }

  /**
   * How long ago the primary first had more than `replayed` written (0: the replica has all of
   * the newest sample); when this round's primary sample failed, at least the newest sample's
   * age: a replica is then not known to keep up, however far it had replayed.
   */
  #lagOf(replayed: bigint, now: number, primaryAnswered: boolean): number | null {
    const newest = this.#history.at(-1);
    if (newest === undefined) return null;
    const ahead = this.#history.find((sample) => sample.position > replayed);
    const lag = ahead === undefined ? 0 : now - ahead.at;
    return primaryAnswered ? lag : Math.max(lag, now - newest.at);
  }
}

/** FNV-1a: a stable spread of client keys over the replicas, the same on every instance. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
