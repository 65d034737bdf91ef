/**
 * Resolves `Authorization: Bearer <key>` to the key's org and scopes without a database round
 * trip per request. Lookups by public id are cached for at most `ttlMs` (1 s), so a revocation
 * made on another instance takes effect within a second; the instance that revokes a key
 * forgets it at once. Concurrent requests with one key share a single lookup.
 */
import { bearerToken, type Authenticator, type Principal, type Scope } from '../../http/request-context.js';
import { keyMatchesHash, parseApiKey } from './api-key-format.js';
import type { StoredApiKey } from './api-keys.repository.js';


interface CacheEntry {
  expiresAt: number;
  stored: Promise<StoredApiKey | null>;
}

const MAX_ENTRIES = 10_000;

export class ApiKeyAuthenticator implements Authenticator {
  readonly #entries = new Map<string, CacheEntry>();

  constructor(
    private readonly lookup: (publicId: string) => Promise<StoredApiKey | null>,
    private readonly ttlMs = 1000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The principal of a valid, unrevoked key, or null for anything else. */
  async authenticate(authorization: string | undefined): Promise<Principal | null> {
    const key = bearerToken(authorization);
    if (key === null) return null;
    const parsed = parseApiKey(key);
    if (parsed === null) return null;
    const stored = await this.#stored(parsed.publicId);
    if (stored === null || stored.revoked || !keyMatchesHash(key, stored.hash)) return null;
    return { keyId: stored.id, keyName: stored.name, orgId: stored.organizationId, scopes: new Set(stored.scopes as Scope[]) };
  }

  /** Drops a key from the cache (called by the instance that revokes it). */
  forget(publicId: string): void {
    this.#entries.delete(publicId);
  }

  #stored(publicId: string): Promise<StoredApiKey | null> {
    const now = this.now();
    const cached = this.#entries.get(publicId);
    if (cached && cached.expiresAt > now) return cached.stored;
    if (this.#entries.size >= MAX_ENTRIES) this.#evictOldest();
    const stored = this.lookup(publicId);
    const entry = { expiresAt: now + this.ttlMs, stored };
    this.#entries.delete(publicId);
    this.#entries.set(publicId, entry);
    // A failed lookup is not cached: the next request tries again.
    stored.catch(() => {
      if (this.#entries.get(publicId) === entry) this.#entries.delete(publicId);
    });
    return stored;
  }

  #evictOldest(): void {
    const excess = this.#entries.size - MAX_ENTRIES + 1;
    let removed = 0;
    for (const publicId of this.#entries.keys()) {
      if (removed++ >= excess) break;
      this.#entries.delete(publicId);
    }
  }
}
