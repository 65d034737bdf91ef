/**
 * How instances on one PostgreSQL database tell each other that an org has new changes
 * (LISTEN/NOTIFY): each listens on a connection of its own, and notifies with one `pg_notify`
 * statement at a time, at most one every NOTIFY_INTERVAL_MS, coalescing the orgs that committed
 * meanwhile. A lost connection is reopened; until then the workers' timer covers. Behind a
 * transaction pooler `LISTEN` does not carry: the timer covers there too.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from '../../db/schema.js';

/** The channel: the payload is an org id. */
export const WEBHOOK_CHANNEL = 'smr_webhooks';
const RELISTEN_MS = 5000;
/** The least time between two notifications: each one's commit takes the server's notification queue lock. */
export const NOTIFY_INTERVAL_MS = 20;

export class InstanceNotifications {
  #client: pg.Client | null = null;
  #closed = false;
  readonly #stop = new AbortController();
  #listening: Promise<void> | null = null;
  readonly #toNotify = new Set<string>();
  /** The notifying loop, while it runs: closing waits for it. */
  #notifying: Promise<void> | null = null;

  constructor(private readonly options: { db: Kysely<DB>; databaseUrl: string; log: FastifyBaseLogger; notified: (orgId: string) => void }) {}

  start(): void {
    this.#listening ??= this.#listen();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#stop.abort();
    await this.#notifying;
    await this.#client?.end().catch(() => {});
    await this.#listening;
  }

  /** Tells the other instances that the org has new changes (coalesced). */
  notify(orgId: string): void {
    if (!this.#client) return;
    this.#toNotify.add(orgId);
    this.#notifying ??= this.#notifyAll();
  }

  /** Notifies until no org is left to notify; the loop ends in the same step as its last check, so an org added later starts the next loop. */
  async #notifyAll(): Promise<void> {
    try {
      while (this.#toNotify.size > 0) {
        const orgs = [...this.#toNotify];
        this.#toNotify.clear();
        await sql`SELECT pg_notify(${WEBHOOK_CHANNEL}, o) FROM unnest(${orgs}::text[]) o`.execute(this.options.db);
        // The orgs that commit meanwhile go in the next statement: writes at hundreds a second cost a few statements each second.
        if (!this.#closed) await sleep(NOTIFY_INTERVAL_MS);
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not notify the other instances of new changes');
    } finally {
      this.#notifying = null;
    }
  }

  async #listen(): Promise<void> {
    const { databaseUrl, log, notified } = this.options;
    while (!this.#closed) {
      const client = new pg.Client({ connectionString: databaseUrl });
      const dropped = new Promise<void>((resolve) => {
        client.on('error', (error) => {
          log.warn({ err: error }, 'webhook notifications connection lost; the timer covers until it is back');
          resolve();
        });
        client.on('end', () => resolve());
      });
      client.on('notification', (message) => {
        if (message.payload) notified(message.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${WEBHOOK_CHANNEL}`);
        this.#client = client;
        if (this.#closed) await client.end();
        await dropped;
      } catch (error) {
        log.warn({ err: error }, 'could not listen for webhook notifications; the timer covers');
        await client.end().catch(() => {});
      }
      this.#client = null;
      await sleep(RELISTEN_MS, undefined, { signal: this.#stop.signal }).catch(() => {});
    }
  }
}
