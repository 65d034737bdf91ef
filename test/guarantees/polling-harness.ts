/**
 * A harness for the no-skip property (DECISIONS 5): writers keep changing records while pollers
 * follow a polling procedure; afterwards every poller must hold the final version of every
 * record. A skipped row shows up as a record whose final version a poller never received.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface Version {
  id: string;
  /** Something that changes with every write: a title, a counter, a value. */
  version: string;
}

export interface PollingTrial {
  writers: number;
  pollers: number;
  durationMs: number;
  /** One write by writer `w`; returns what it wrote. */
  write: (writer: number, round: number) => Promise<void>;
  /**
   * One full sync of a poller from its cursor; returns the records received and the new cursor.
   * `writing()` says whether the writers still run: a poll that writes too stops writing with them.
   */
  poll: (cursor: string, writing: () => boolean) => Promise<{ records: Version[]; cursor: string }>;
  /** The final state, read after the writers stopped. */
  finalState: () => Promise<Version[]>;
  startCursor: string;
  /**
   * Run once the writers and pollers have stopped, before the last sync: what makes every commit
   * visible to the pollers' reads (a streaming replica's replay resumed and caught up).
   */
  beforeFinalSync?: () => Promise<void>;
  /** Pause between two syncs of a poller, in ms (default 5–25: a sync rarely spans two pages). */
  pollIntervalMs?: { min: number; max: number };
}

export interface PollingReport {
  writes: number;
  polls: number;
  records: number;
  /** Sum over pollers of records whose final version that poller never received. */
  skips: number;
}

export async function runPollingTrial(trial: PollingTrial): Promise<PollingReport> {
  let writes = 0;
  let polls = 0;
  let stop = false;
  const writers = Array.from({ length: trial.writers }, async (_, writer) => {
    for (let round = 0; !stop; round++) {
      await trial.write(writer, round);
      writes++;
    }
  });
  const seen = Array.from({ length: trial.pollers }, () => new Map<string, string>());
  const cursors = Array.from({ length: trial.pollers }, () => trial.startCursor);
  const syncOnce = async (poller: number) => {
    const { records, cursor } = await trial.poll(cursors[poller]!, () => !stop);
    polls++;
    for (const record of records) seen[poller]!.set(record.id, record.version);
    cursors[poller] = cursor;
  };
  let pollingDone = false;
  const pollers = Array.from({ length: trial.pollers }, async (_, poller) => {
    while (!pollingDone) {
      await syncOnce(poller);
      const interval = trial.pollIntervalMs ?? { min: 5, max: 25 };
      await sleep(interval.min + Math.random() * (interval.max - interval.min));
    }
  });
  await sleep(trial.durationMs);
  stop = true;
  await Promise.all(writers);
  pollingDone = true;
  await Promise.all(pollers);
  await trial.beforeFinalSync?.();
  // One last sync each: everything committed is now visible; a row the cursor already passed is lost for good.
  for (let poller = 0; poller < trial.pollers; poller++) await syncOnce(poller);
  const final = await trial.finalState();
  let skips = 0;
  for (const map of seen) for (const record of final) if (map.get(record.id) !== record.version) skips++;
  return { writes, polls, records: final.length, skips };
}

/** A request of the API, as the harnesses send it: method, path, body. */
export type Api = (method: 'POST', url: string, payload: object) => Promise<unknown>;

/**
 * `count` users (externalIds u0…, emails u0@example.com…) and locations (loc-0…) for records to
 * show the names of, and the reference fields of record `i` (spread over them); a harness's
 * writers rename them: each rename changes every record that shows the name.
 */
export async function namedUsersAndLocations(api: Api, count: number) {
  for (let i = 0; i < count; i++) {
    await api('POST', '/v2/users', { email: `u${i}@example.com`, fullName: 'v0', externalId: `u${i}` });
    await api('POST', '/v2/locations', { name: 'v0', externalId: `loc-${i}` });
  }
  return {
    item: (i: number) => ({ assignedToUserExternalId: `u${i % count}`, locationExternalId: `loc-${i % count}` }),
    event: (i: number) => ({ reportedByExternalId: `u${i % count}`, locationExternalId: `loc-${i % count}` }),
    /** Renames one of the users, or one of the locations, to `tag`. */
    renameUser: (tag: string, pick: number) => api('POST', '/v2/users', { email: `u${pick}@example.com`, fullName: tag }),
    renameLocation: (tag: string, pick: number) => api('POST', '/v2/locations', { name: tag, externalId: `loc-${pick}` }),
  };
}
