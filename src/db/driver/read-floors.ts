/**
 * Where clients' read floors are kept (read-routing.ts): in the instance's memory, and, with
 * Redis, in Redis too, so a write through one instance holds back the client's reads through
 * every other.
 *
 * A floor is kept for FLOOR_TTL_MS after it was last raised. Later it says nothing a replica
 * that takes reads does not already satisfy: such a replica is at most REPLICA_MAX_LAG_MS behind
 * the primary, so it has replayed every position the primary had written that long ago.
 *
 * While Redis does not answer, a client's floor cannot be known (another instance may have raised
 * it), so its reads go to the primary; a floor raised meanwhile is kept in this instance's memory
 * only (docs/decisions/read-replicas.md: what that leaves open, and for how long).
 */
import type { RedisConnection } from '../../lib/redis-connection.js';
import type { ReadFloors } from './read-routing.js';
import { fixedWidthWalPosition, parseFixedWidthWalPosition } from './wal-position.js';

/** How long a floor outlives its last raise: ten times the lag a replica may have, and a minute at least. */
export const floorTtlMs = (maxLagMs: number): number => Math.max(60_000, 10 * maxLagMs + 1000);

/** Floors remembered per instance, at most this many (the oldest dropped first). */
const MAX_REMEMBERED = 100_000;

interface Floor {
  position: bigint;
  until: number;
}

const live = (floor: Floor | undefined, now: number): bigint => (floor !== undefined && floor.until > now ? floor.position : 0n);

export class MemoryReadFloors implements ReadFloors {
  /** Oldest raise first (a raise moves its key to the end). */
  readonly #floors = new Map<string, Floor>();
  /** The latest floor dropped for room while it was still live: every client's floor until it expires. */
  #dropped: Floor | undefined;

  constructor(private readonly ttlMs: number) {}

  async floorOf(client: string): Promise<bigint> {
    const now = Date.now();
    const own = live(this.#floors.get(client), now);
    const dropped = live(this.#dropped, now);
    return own > dropped ? own : dropped;
  }

  async raise(client: string, position: bigint): Promise<void> {
    const now = Date.now();
    const current = live(this.#floors.get(client), now);
    this.#floors.delete(client);
    this.#floors.set(client, { position: position > current ? position : current, until: now + this.ttlMs });
    if (this.#floors.size > MAX_REMEMBERED) this.#drop(this.#floors.keys().next().value!, now);
  }

  /** Makes room: a floor still live is not forgotten but held for every client (more reads on the primary, none older). */
  #drop(client: string, now: number): void {
    const floor = this.#floors.get(client)!;
    this.#floors.delete(client);
    if (floor.until <= now) return;
    if (this.#dropped === undefined || live(this.#dropped, now) < floor.position) this.#dropped = floor;
    else this.#dropped = { position: this.#dropped.position, until: Math.max(this.#dropped.until, floor.until) };
  }
}

/** SET the key to ARGV[1] unless it holds a later position (fixed-width hexadecimal: text order is position order), expiring after ARGV[2] ms. */
const RAISE_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if current and current > ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
else
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end
return 1`;

export class RedisReadFloors implements ReadFloors {
  readonly #local: MemoryReadFloors;

  constructor(
    private readonly redis: RedisConnection,
    /** Prefix of the keys (tests isolate themselves with it). */
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {
    this.#local = new MemoryReadFloors(ttlMs);
  }

  /** The later of this instance's floor and the shared one; null while Redis does not answer. */
  async floorOf(client: string): Promise<bigint | null> {
    const local = await this.#local.floorOf(client);
    try {
      const shared = await this.redis.run((redis) => redis.get(this.prefix + client));
      const position = shared === null ? 0n : parseFixedWidthWalPosition(shared);
      return position > local ? position : local;
    } catch {
      return null;
    }
  }

  async raise(client: string, position: bigint): Promise<void> {
    await this.#local.raise(client, position);
    await this.redis
      .run((redis) => redis.eval(RAISE_SCRIPT, 1, this.prefix + client, fixedWidthWalPosition(position), String(this.ttlMs)))
      .catch(() => undefined);
  }
}
