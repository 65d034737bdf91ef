/**
 * Where a client's pages of a list ended (DECISIONS 5, last bullet). The spec's page procedure
 * reads `updatedAfter=…&page=1`, `page=2`, …; an update between two requests moves a row from an
 * early page to the end, and a plain OFFSET then skips the row that slid into the gap. So page N
 * of a list continues after the last row the same client's page N − 1 returned (same API key,
 * same query), and falls back to OFFSET only when no such position is remembered.
 *
 * Two clients with one key and one query may interleave their pages; the store therefore keeps,
 * per page, the position that comes first in the list's order. Resuming from an earlier
 * position than one's own only sends rows again (polling is at-least-once); it never skips one,
 * because every write stamps its rows later than every row already committed (the commit clock).
 * Positions are kept for POSITION_TTL_MS; a client that pauses longer between two pages of one
 * pass falls back to OFFSET. With Redis they are shared by every instance (a client may read its
 * pages through several); while Redis does not answer, each instance remembers its own.
 */
import { createHash } from 'node:crypto';
import type { RedisConnection } from '../lib/redis-connection.js';
import type { SortDirection } from './polled-list.js';

/** The sort value (full-precision timestamptz text) and id of a page's last row. */
export interface PagePosition {
  at: string;
  id: string;
}

export interface PagePositionStore {
  recall(key: string): Promise<PagePosition | null>;
  /** Remembers `position` unless an earlier one (in the list's `direction`) is already kept. */
  remember(key: string, position: PagePosition, direction: SortDirection): Promise<void>;
}

export const POSITION_TTL_MS = 15 * 60_000;

/** The store key of page `page` of one client's list. */
export function pagePositionKey(client: string, list: string, page: number): string {
  return createHash('sha256').update(`${client}\n${list}\n${page}`).digest('base64url');
}

const STORED_TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?(?:\+00(?::?00)?|Z)$/;

/**
 * A position as text that sorts as the position does: the UTC timestamp at microsecond precision,
 * fixed width, then the id. Null for a value the database would not produce in UTC.
 */
export function comparablePosition(position: PagePosition): string | null {
  const m = STORED_TIMESTAMP.exec(position.at);
  if (!m) return null;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${(m[7] ?? '').padEnd(6, '0')}|${position.id.toLowerCase()}`;
}

/** Whether `candidate` comes before `kept` in a list read in `direction`. */
export const comesFirst = (candidate: string, kept: string, direction: SortDirection): boolean =>
  direction === 'asc' ? candidate < kept : candidate > kept;

/** The position a comparable text stands for. */
function positionOf(comparable: string): PagePosition {
  const [at, id] = comparable.split('|') as [string, string];
  return { at: `${at}Z`, id };
}

/** Positions in this process only: at most `maxEntries`, the least recently used dropped first. */
export class MemoryPagePositions implements PagePositionStore {
  readonly #entries = new Map<string, { comparable: string; expiresAt: number }>();

  constructor(private readonly maxEntries = 10_000, private readonly ttlMs = POSITION_TTL_MS, private readonly now = () => performance.now()) {}

  async recall(key: string): Promise<PagePosition | null> {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.now()) return null;
    this.#entries.set(key, entry);
    return positionOf(entry.comparable);
  }

  async remember(key: string, position: PagePosition, direction: SortDirection): Promise<void> {
    const candidate = comparablePosition(position);
    if (candidate === null) return;
    const kept = this.#entries.get(key);
    const comparable = kept && kept.expiresAt > this.now() && !comesFirst(candidate, kept.comparable, direction) ? kept.comparable : candidate;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { comparable, expiresAt: this.now() + this.ttlMs });
  }
}

/** Keeps the earlier of the stored and the given position (Lua compares the texts bytewise, as comesFirst does). */
const REMEMBER_EARLIEST = `
  local kept = redis.call('GET', KEYS[1])
  if (not kept) or (ARGV[2] == 'asc' and ARGV[1] < kept) or (ARGV[2] == 'desc' and ARGV[1] > kept) then
    redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
  else
    redis.call('PEXPIRE', KEYS[1], ARGV[3])
  end
  return 1`;

type PositionCommands = { smrRememberPosition(key: string, comparable: string, direction: string, ttlMs: number): Promise<unknown> };

/**
 * Positions in Redis, shared by every instance, written through to this instance's memory. A
 * failed or timed-out Redis call (the connection bounds both) falls back to the memory copy.
 */
export class RedisPagePositions implements PagePositionStore {
  readonly #local: MemoryPagePositions;

  constructor(private readonly redis: RedisConnection, private readonly prefix = 'smr-page:', local = new MemoryPagePositions()) {
    this.#local = local;
    redis.client.defineCommand('smrRememberPosition', { numberOfKeys: 1, lua: REMEMBER_EARLIEST });
  }

  async recall(key: string): Promise<PagePosition | null> {
    try {
      const stored = await this.redis.run((client) => client.get(this.prefix + key));
      return stored === null ? null : positionOf(stored);
    } catch {
      return this.#local.recall(key);
    }
  }

  async remember(key: string, position: PagePosition, direction: SortDirection): Promise<void> {
    await this.#local.remember(key, position, direction);
    const comparable = comparablePosition(position);
    if (comparable === null) return;
    await this.redis.run((client) => (client as unknown as PositionCommands).smrRememberPosition(this.prefix + key, comparable, direction, POSITION_TTL_MS))
      .catch(() => undefined);
  }
}
