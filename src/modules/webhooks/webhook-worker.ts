/**
 * The delivery worker inside every instance (DECISIONS 13), two loops:
 *
 * - fan-out: the orgs whose changes committed (this instance's in-process signal, another
 *   instance's notification, or the timer's scan) have their change log turned into deliveries;
 * - delivery: due deliveries are claimed (leased) in batches, attempted outside any transaction,
 *   at most WEBHOOK_CONCURRENCY at once, and their outcomes recorded.
 *
 * Each sleeps until rung (a commit, a fan-out, an attempt ending) or until the timer (the first
 * retry interval, at most 1 s), which also finds what a missed notification left and retries
 * coming due. A write never waits for either. Stopping (the instance closing, SIGTERM) stops
 * claiming, gives back claims not started, lets the attempts in flight finish and records them.
 * A killed instance's claimed deliveries are attempted again once their lease has run out: at
 * least once, never twice at the same time.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Agent } from 'undici';
import type { Config } from '../../config.js';
import type { CommittedChanges } from '../../db/committed-changes.js';
import type { DatabaseKind } from '../../db/database.js';
import type { RequestPressure } from '../../db/request-pressure.js';
import type { DB } from '../../db/schema.js';
import { Alarm } from './alarm.js';
import type { NamedStatements } from '../../db/driver/named-statements.js';
import { outcomeOf } from './attempt-outcome.js';
import { AttemptRecorder } from './attempt-recorder.js';
import { CLAIM, claimDue, releaseClaims, type ClaimedDelivery } from './deliveries.claim.repository.js';
import { dispatchedOrgs, FAN_OUT, fanOut } from './deliveries.fan-out.repository.js';
import { RECORD_ATTEMPTS, recordAttempts } from './deliveries.record.repository.js';
import { PLAN_BY_INDEX, PLAN_BY_TID } from './delivery-plans.js';
import { InstanceNotifications } from './instance-notifications.js';
import { attemptDelivery, type AttemptResult } from './sender.js';
import { createDeliveryAgent } from './target-guard.js';
import { outcomeOfStatus, type DeliveryObserver, type HeldDeliveries } from './webhook-metrics.js';

/** The worker's statements, sent as named statements (the server plans each once per connection). */
export const deliveryStatements = (): string[] => [FAN_OUT, PLAN_BY_INDEX, CLAIM, PLAN_BY_TID, RECORD_ATTEMPTS];

/** Changes one fan-out statement reads at most. */
const FAN_OUT_BATCH = 100;
/**
 * Deliveries claimed at most, per slot (of WEBHOOK_CONCURRENCY): those in flight and those
 * queued for a slot. Attempts to a consumer that answers at once take a millisecond or two, a
 * claim several while writes land: claims of twice the slots (as at first) left the slots idle
 * most of a claim's time (under 1,000 deliveries a second at 8 slots, 200 writes a second landing).
 */
const HELD_PER_SLOT = 8;
/**
 * Deliveries fanned out ahead of the claims, in what the instance holds at most: the fan-out
 * waits while this instance knows of more unclaimed ones than that.
 */
const CLAIMS_AHEAD = 4;
/** What a lease keeps beyond the attempt it covers (the time to record its outcome). */
const LEASE_MARGIN_MS = 2500;
/**
 * While the instance's requests wait for a database connection, one attempt at a time starts,
 * one at most per this interval, and nothing more is claimed while some wait in the queue: each
 * delivery costs the database about as much as a third of a write (a fan-out row, a lease, a
 * record, an attempt row), and under a load that takes every connection, delivering at even one
 * attempt at a time took a third of the writes' rate. The deliveries wait in the database
 * meanwhile; once no request waits, the worker is back at WEBHOOK_CONCURRENCY at its next start.
 */
const GIVING_WAY_INTERVAL_MS = 100;
/** The fallback timer's longest interval. */
const MAX_POLL_MS = 1000;
/** How long after a failure of a loop itself (the database away) it tries again. */
const LOOP_FAILURE_PAUSE_MS = 1000;

export interface WebhookWorkerOptions {
  db: Kysely<DB>;
  /** The named statements of `db`'s connections: the worker declares its own (deliveryStatements). */
  statements: NamedStatements;
  kind: DatabaseKind;
  config: Pick<Config, 'databaseUrl' | 'webhookConcurrency' | 'webhookTimeoutMs' | 'webhookRetrySchedule' | 'webhookAllowPrivateTargets'>;
  committed: CommittedChanges;
  log: FastifyBaseLogger;
  /** Told of every attempt (the metrics), when given. */
  observer?: DeliveryObserver | null;
  /** Whether the instance's requests wait for a database connection: deliveries then give way (GIVING_WAY_INTERVAL_MS). */
  requests?: RequestPressure | null;
}

/** A claimed delivery, and when (performance.now()) it was claimed. */
type Queued = ClaimedDelivery & { claimedAt: number };

/**
 * Connections of the workers' own pool on PostgreSQL: one for each of the three things that
 * run one at a time (the fan-out, the claims, the records), at most DATABASE_POOL_SIZE; the
 * notifications to other instances and the pauses of disabled subscriptions borrow them now and
 * then. An attempt holds none while it waits on the consumer, so WEBHOOK_CONCURRENCY needs no
 * more; with two, claims waited behind the fan-out and the records.
 */
export const workerPoolSize = (config: Pick<Config, 'databasePoolSize'>): number => Math.min(config.databasePoolSize, 3);

export class WebhookWorker {
  readonly #options: WebhookWorkerOptions;
  readonly #agent: Agent;
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #notifications: InstanceNotifications | null;
  /** Orgs with a dispatch row (they have or had subscriptions): only their commits wake anyone. */
  #dispatched = new Set<string>();
  /** Orgs whose change log may be ahead of their dispatch position. */
  readonly #dirty = new Set<string>();
  /** Deliveries this instance fanned out that no claim of its own has taken yet, as far as it knows. */
  #unclaimed = 0;
  readonly #fanOutAlarm = new Alarm();
  readonly #deliveryAlarm = new Alarm();
  readonly #inFlight = new Set<Promise<void>>();
  /** Claimed deliveries waiting for a slot. */
  readonly #queued: Queued[] = [];
  /** Records the outcomes (after their attempt's slot was freed), in batches. */
  readonly #recorder: AttemptRecorder;
  /** When the fan-out loop last scanned every org (the timer's pass). */
  #lastScan = 0;
  #stopping = false;
  #loops: Promise<unknown> | null = null;
  #unlisten: (() => void) | null = null;
  /** When (performance.now()) the last attempt started, and the timer that starts the next while giving way. */
  #lastLaunch = -Infinity;
  #launchTimer: NodeJS.Timeout | null = null;
  /** Claims being given back (their leases ran short): a stop waits for them. */
  readonly #givingBack = new Set<Promise<void>>();

  constructor(options: WebhookWorkerOptions) {
    this.#options = options;
    const { db, statements, log } = options;
    statements.declare(...deliveryStatements());
    this.#recorder = new AttemptRecorder({
      record: (orgId, attempts) => recordAttempts(db, statements, orgId, attempts),
      // The leases run out and the deliveries are attempted again: at least once.
      failed: (error, attempts) => log.error({ err: error, deliveryIds: attempts.map((attempt) => attempt.delivery.id) }, 'could not record webhook delivery attempts'),
      // The records' next changes may be due now.
      recorded: () => this.#deliveryAlarm.ring(),
    });
    const { webhookTimeoutMs, webhookAllowPrivateTargets, webhookRetrySchedule, databaseUrl } = options.config;
    this.#agent = createDeliveryAgent({ allowPrivate: webhookAllowPrivateTargets, timeoutMs: webhookTimeoutMs });
    // Covers a wait in the queue of up to a timeout and the margin (a claim that waited longer is given back), the attempt, and its record.
    this.#leaseMs = 2 * webhookTimeoutMs + 2 * LEASE_MARGIN_MS;
    this.#pollMs = Math.max(50, Math.min(MAX_POLL_MS, (webhookRetrySchedule[0] ?? 1) * 1000));
    this.#notifications = options.kind === 'postgres' && databaseUrl
      ? new InstanceNotifications({ db: options.db, databaseUrl, log: options.log, notified: (orgId) => this.#changed(orgId) })
      : null;
  }

  start(): void {
    if (this.#loops) return;
    this.#unlisten = this.#options.committed.listen((orgId) => {
      if (!this.#dispatched.has(orgId)) return;
      this.#changed(orgId);
      this.#notifications?.notify(orgId);
    });
    this.#notifications?.start();
    this.#loops = Promise.all([
      this.#repeat('webhook fan-out', this.#fanOutAlarm, () => this.#fanOutPass()),
      this.#repeat('webhook delivery', this.#deliveryAlarm, () => this.#deliveryPass()),
    ]);
  }

  /** Stops claiming, gives back claims not started, waits for the attempts in flight and their records. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#unlisten?.();
    if (this.#launchTimer) clearTimeout(this.#launchTimer);
    this.#fanOutAlarm.ring();
    this.#deliveryAlarm.ring();
    await this.#loops;
    const unstarted = this.#queued.splice(0);
    await releaseClaims(this.#options.db, unstarted)
      .catch((error: unknown) => this.#options.log.warn({ err: error }, 'could not give back unstarted webhook deliveries; they wait for their leases'));
    await Promise.allSettled([...this.#inFlight, ...this.#givingBack]);
    await this.#recorder.drain();
    await this.#notifications?.close();
    await this.#agent.close();
  }

  /** The deliveries held now: attempts running, claims waiting for a slot. */
  held(): HeldDeliveries {
    return { inFlight: this.#inFlight.size, queued: this.#queued.length };
  }

  /** An org has new changes: fan it out. */
  #changed(orgId: string): void {
    this.#dirty.add(orgId);
    this.#fanOutAlarm.ring();
  }

  /** Runs `pass` until stopped, sleeping between passes until rung or for the timer's interval; `pass` says whether to go on at once. */
  async #repeat(name: string, alarm: Alarm, pass: () => Promise<boolean>): Promise<void> {
    while (!this.#stopping) {
      try {
        if (await pass()) continue;
      } catch (error) {
        this.#options.log.error({ err: error }, `${name} pass failed; trying again`);
        await sleep(LOOP_FAILURE_PAUSE_MS);
        continue;
      }
      await alarm.wait(this.#pollMs);
    }
  }

  /** The most deliveries this instance holds claimed. */
  get #heldLimit(): number {
    return HELD_PER_SLOT * this.#options.config.webhookConcurrency;
  }

  /** The most unclaimed deliveries the fan-out runs ahead of the claims by. */
  get #aheadLimit(): number {
    return CLAIMS_AHEAD * this.#heldLimit;
  }

  /**
   * Fans out the orgs that changed (and, at the timer's interval, every org found behind), while
   * the deliveries fanned out ahead of the claims are fewer than CLAIMS_AHEAD times what the
   * instance holds claimed at most: a
   * burst of writes is turned into deliveries as they are delivered, its changes waiting in the
   * log meanwhile (the dispatch position keeps them, and their due time is still the write's).
   * Fanning the whole burst out at once spent the database's time on rows that waited anyway,
   * while the writes and the attempts needed it.
   */
  async #fanOutPass(): Promise<boolean> {
    if (Date.now() - this.#lastScan >= this.#pollMs) {
      this.#lastScan = Date.now();
      const orgs = await dispatchedOrgs(this.#options.db);
      this.#dispatched = orgs.all;
      for (const orgId of orgs.behind) this.#dirty.add(orgId);
    }
    for (const orgId of [...this.#dirty]) {
      if (this.#stopping || this.#unclaimed >= this.#aheadLimit) return false;
      // Taken off first: a commit of the org while it is fanned out puts it back.
      this.#dirty.delete(orgId);
      const { read, queued } = await fanOut(this.#options.db, this.#options.statements, orgId, FAN_OUT_BATCH);
      // An org with more in its log than one statement read goes on at the next pass.
      if (read === FAN_OUT_BATCH) this.#dirty.add(orgId);
      this.#unclaimed += queued;
      if (queued) this.#deliveryAlarm.ring();
    }
    return this.#dirty.size > 0 && this.#unclaimed < this.#aheadLimit;
  }

  /**
   * Keeps up to HELD_PER_SLOT deliveries per slot claimed: those in flight, a queue that starts
   * as slots free up, so that one claim serves many attempts and the slots keep busy while the
   * next claim runs, and those attempted whose outcomes wait to be recorded. Counted without the
   * last, attempts outran the records while writes landed, until outcomes waited longer than
   * their leases: the deliveries were claimed and attempted again (201,842 requests for 46,544
   * deliveries in a benchmark run). Claims once a slot's worth of room is free (or nothing is held);
   * says whether the claim filled the room (more may be due).
   */
  async #deliveryPass(): Promise<boolean> {
    const { webhookConcurrency } = this.#options.config;
    // Outcomes still to record keep their leases too: while the records fall behind, nothing more is claimed.
    const held = this.#inFlight.size + this.#queued.length + this.#recorder.size;
    const room = this.#heldLimit - held;
    if (room <= 0 || (held > 0 && room < webhookConcurrency)) return false;
    // Giving way, the queue starts one a tick: claims taken now would wait out their leases.
    if (this.#queued.length > 0 && this.#givingWay) return false;
    // The lease runs from the claim's statement: counted from before it, a queued delivery's time never overstates what is left.
    const claimedAt = performance.now();
    const claimed = await claimDue(this.#options.db, this.#options.statements, room, this.#leaseMs);
    this.#queued.push(...claimed.map((delivery) => ({ ...delivery, claimedAt })));
    this.#launchQueued();
    // A claim short of its room found nothing more due: whatever was fanned out has been taken (by any instance).
    this.#unclaimed = claimed.length < room ? 0 : Math.max(0, this.#unclaimed - claimed.length);
    if (this.#unclaimed < this.#aheadLimit && this.#dirty.size > 0) this.#fanOutAlarm.ring();
    return claimed.length === room;
  }

  /**
   * Starts queued deliveries while slots are free (one, one per GIVING_WAY_INTERVAL_MS, while
   * requests wait for a database connection). One whose lease would not outlast an attempt
   * started now (its wait in the queue was spent on consumers that hang) is given back instead,
   * due again, its attempt not counted: an attempt never runs past its lease, so no other
   * instance can claim a delivery while it is being attempted.
   */
  #launchQueued(): void {
    const { webhookConcurrency, webhookTimeoutMs } = this.#options.config;
    const givingWay = this.#givingWay;
    const slots = givingWay ? 1 : webhookConcurrency;
    const lapsing: Queued[] = [];
    while (!this.#stopping && this.#inFlight.size < slots && this.#queued.length > 0) {
      if (givingWay && this.#waitToGiveWay()) break;
      const next = this.#queued.shift()!;
      if (performance.now() + webhookTimeoutMs + LEASE_MARGIN_MS > next.claimedAt + this.#leaseMs) {
        lapsing.push(next);
        continue;
      }
      this.#lastLaunch = performance.now();
      const running: Promise<void> = this.#deliver(next).finally(() => {
        this.#inFlight.delete(running);
        this.#launchQueued();
        this.#deliveryAlarm.ring();
      });
      this.#inFlight.add(running);
    }
    if (lapsing.length) {
      const givingBack: Promise<void> = releaseClaims(this.#options.db, lapsing)
        .catch((error: unknown) => this.#options.log.warn({ err: error }, 'could not give back webhook deliveries whose leases ran short; they wait for their leases'))
        .finally(() => this.#givingBack.delete(givingBack));
      this.#givingBack.add(givingBack);
    }
  }

  /** Whether requests wait for a database connection: deliveries give way. */
  get #givingWay(): boolean {
    return this.#options.requests?.saturated ?? false;
  }

  /** Whether the next attempt, giving way to requests, must wait its interval (a timer then starts it). */
  #waitToGiveWay(): boolean {
    const wait = this.#lastLaunch + GIVING_WAY_INTERVAL_MS - performance.now();
    if (wait <= 0) return false;
    this.#launchTimer ??= setTimeout(() => {
      this.#launchTimer = null;
      this.#launchQueued();
    }, wait);
    return true;
  }

  /**
   * Attempts a delivery; its slot is free once the attempt has ended, while the outcome is
   * recorded (the delivery stays leased, and the record's next change waits, until it is).
   */
  async #deliver(delivery: Queued): Promise<void> {
    const { config } = this.#options;
    const lagSeconds = delivery.waited_seconds + (performance.now() - delivery.claimedAt) / 1000;
    const result: AttemptResult = delivery.payload === null
      ? { attemptedAt: new Date(), durationMs: 0, responseStatus: null, error: 'the change is no longer in the change log', responseBody: null }
      : await attemptDelivery({
        eventId: delivery.event_id, url: delivery.url, secrets: delivery.secrets, payload: delivery.payload, traceParent: delivery.trace_parent,
      }, this.#agent, config.webhookTimeoutMs);
    const record = outcomeOf(result, config.webhookRetrySchedule, delivery.attempt_count, delivery.payload !== null);
    this.#options.observer?.attempted(outcomeOfStatus(record.status), result.durationMs / 1000, lagSeconds);
    void this.#recorder.add({ delivery, outcome: record });
  }
}
