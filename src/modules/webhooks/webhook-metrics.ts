/**
 * Webhook metrics (DECISIONS 17), on the app's registry: the attempts this instance made by what
 * became of their delivery, how long they took and how late they started (the delivery lag), the
 * deliveries it holds, and what is pending in the whole database (read at each scrape).
 */
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { PendingDeliveries } from './deliveries.log.repository.js';
import type { DeliveryStatus } from './webhooks.schemas.js';

/** What became of a delivery after an attempt: delivered, due again later, or given up. */
export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed';

export const outcomeOfStatus = (status: DeliveryStatus): DeliveryOutcome => (status === 'pending' ? 'retrying' : status);

/** What the delivery worker reports as it goes. */
export interface DeliveryObserver {
  /** An attempt ended: its outcome, how long it took, and how long its delivery had been due when it started. */
  attempted(outcome: DeliveryOutcome, durationSeconds: number, lagSeconds: number): void;
}

/** Deliveries a worker holds: attempts running, and claimed deliveries waiting for a slot. */
export interface HeldDeliveries {
  inFlight: number;
  queued: number;
}

/** From an attempt of a few milliseconds to the 30 s timeout. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** From a delivery claimed at once to one an hour behind. */
const LAG_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600];

export class WebhookMetrics implements DeliveryObserver {
  readonly #attempts: Counter<'outcome'>;
  readonly #duration: Histogram;
  readonly #lag: Histogram;
  readonly #registry: Registry;

  /** `readPending` is read at each scrape; it answers for every instance, since the deliveries are in the database. */
  constructor(registry: Registry, readPending: () => Promise<PendingDeliveries>) {
    this.#registry = registry;
    const registers = [registry];
    this.#attempts = new Counter({
      name: 'smr_webhook_deliveries_total', help: 'Delivery attempts this instance made, by what became of the delivery: succeeded, retrying (due again later), failed (given up)',
      labelNames: ['outcome'] as const, registers,
    });
    this.#duration = new Histogram({
      name: 'smr_webhook_attempt_duration_seconds', help: 'Time from sending a delivery to its answer (or its failure, the timeout at most)',
      buckets: DURATION_BUCKETS, registers,
    });
    this.#lag = new Histogram({
      name: 'smr_webhook_delivery_lag_seconds',
      help: 'How long a delivery had been due when its attempt started: since its change was written for a first attempt, since the retry time for a retry',
      buckets: LAG_BUCKETS, registers,
    });
    let pending: Promise<PendingDeliveries | null> | null = null;
    // One read serves both gauges of a scrape (the registry collects them in one go); when the
    // database cannot answer, they are left out of it.
    const readOnce = () => (pending ??= readPending().catch(() => null).finally(() => { pending = null; }));
    new Gauge({
      name: 'smr_webhook_deliveries_pending', help: 'Pending deliveries in the database, by state: due (now or being attempted), scheduled (a retry later), paused (subscription disabled)',
      labelNames: ['state'] as const, registers,
      async collect() {
        const read = await readOnce();
        if (read === null) return this.reset();
        for (const state of ['due', 'scheduled', 'paused'] as const) this.set({ state }, read[state]);
      },
    });
    new Gauge({
      name: 'smr_webhook_oldest_due_seconds', help: 'How long the oldest due delivery has been waiting (0 when none is due)', registers,
      async collect() {
        const read = await readOnce();
        if (read === null) return this.reset();
        this.set(read.oldestDueSeconds);
      },
    });
  }

  attempted(outcome: DeliveryOutcome, durationSeconds: number, lagSeconds: number): void {
    this.#attempts.inc({ outcome });
    this.#duration.observe(durationSeconds);
    this.#lag.observe(Math.max(0, lagSeconds));
  }

  /** Exposes what `worker` holds, read at each scrape. */
  watch(worker: { held(): HeldDeliveries }): void {
    new Gauge({
      name: 'smr_webhook_deliveries_held', help: 'Deliveries this instance holds: in_flight (being attempted), queued (claimed, waiting for a slot)',
      labelNames: ['state'] as const, registers: [this.#registry],
      collect() {
        const held = worker.held();
        this.set({ state: 'in_flight' }, held.inFlight);
        this.set({ state: 'queued' }, held.queued);
      },
    });
  }
}
