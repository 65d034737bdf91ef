/**
 * One export run: for each resource, its records into the target. A polled list is followed by
 * cursor from the target's saved position, reading ahead while the target writes: the pages that
 * arrived meanwhile (at most READ_AHEAD) are written together in one transaction. A whole list is
 * read in one answer and reconciled. `stopRequested()` (Ctrl-C) ends the run after the pages
 * being written.
 */
import { MemoryCheckpoint, type SmrClient } from '@safety-records/client';
import type { Column } from './columns.js';
import type { Progress } from './progress.js';
import type { ListedRecord, Resource } from './resources.js';
import { describeChanges, NO_CHANGES, sumChanges, type MirrorChanges, type MirrorTarget } from './target.js';

export interface RunOptions {
  client: SmrClient;
  /** Each resource's columns (from the API document). */
  columns: ReadonlyMap<string, Column[]>;
  target: MirrorTarget;
  resources: readonly Resource[];
  progress: Progress;
  /** Records per page of a polled list (100, the lists' maximum, by default). */
  pageSize?: number;
  stopRequested?: () => boolean;
}

export interface RunResult {
  /** Whether every resource was exported to its end (false when stopped). */
  complete: boolean;
  /** Records read, per resource. */
  records: Record<string, number>;
  /** What the run did to the mirror, per resource. */
  changes: Record<string, MirrorChanges>;
}

/** Pages read ahead while the target writes. */
const READ_AHEAD = 8;

/**
 * Reads `iterator` ahead, up to `depth` values, while the caller works; yields everything read
 * since the caller last asked (at least one value), in order. A failure of a read reaches the
 * caller once what was read before it has been yielded.
 */
export async function* readAheadInBatches<T>(iterator: AsyncIterator<T>, depth: number): AsyncGenerator<T[]> {
  const buffer: T[] = [];
  let finished = false;
  let failure: { error: unknown } | null = null;
  let wakeReader: (() => void) | null = null;
  let wakeProducer: (() => void) | null = null;
  const wake = () => {
    wakeReader?.();
    wakeReader = null;
  };
  let closed = false;
  void (async () => {
    try {
      for (;;) {
        while (buffer.length >= depth && !closed) await new Promise<void>((resolve) => (wakeProducer = resolve));
        if (closed) break;
        const next = await iterator.next();
        if (next.done || closed) break;
        buffer.push(next.value);
        wake();
      }
    } catch (error) {
      failure = { error };
    } finally {
      finished = true;
      wake();
    }
  })();
  try {
    for (;;) {
      while (buffer.length === 0 && !finished) await new Promise<void>((resolve) => (wakeReader = resolve));
      if (buffer.length === 0) {
        if (failure) throw (failure as { error: unknown }).error;
        return;
      }
      const batch = buffer.splice(0);
      (wakeProducer as (() => void) | null)?.();
      wakeProducer = null;
      yield batch;
    }
  } finally {
    // The caller stopped (or everything was read): the reader reads nothing more.
    closed = true;
    (wakeProducer as (() => void) | null)?.();
  }
}

export async function runExport(options: RunOptions): Promise<RunResult> {
  const { client, target, progress } = options;
  const stop = options.stopRequested ?? (() => false);
  const records: Record<string, number> = {};
  const changes: Record<string, MirrorChanges> = {};
  for (const resource of options.resources) {
    if (stop()) return { complete: false, records, changes };
    await target.prepare(resource, options.columns.get(resource.name)!);
    let read = 0;
    if (resource.read === 'whole') {
      progress.start(resource.name, null);
      const body = await client.GET(resource.path as '/v2/users') as { data: ListedRecord[] };
      read = body.data.length;
      progress.advance(read);
      changes[resource.name] = await target.replaceAll(resource, body.data);
      progress.end(describeChanges(changes[resource.name]!));
    } else {
      const from = await target.position(resource);
      progress.start(resource.name, null);
      // Aborted when the run stops early: a page being read ahead is not waited for.
      const reading = new AbortController();
      const pages = options.client.sync(resource.path as '/v2/action-items', {
        // The target keeps the position, in the same transaction as each page.
        checkpoint: new MemoryCheckpoint(from),
        limit: options.pageSize ?? 100,
        query: { includeDeleted: true },
        signal: reading.signal,
      });
      let stopped = false;
      let applied = NO_CHANGES;
      try {
        for await (const batch of readAheadInBatches(pages[Symbol.asyncIterator](), READ_AHEAD)) {
          const records = batch.flatMap((page) => page.data as ListedRecord[]);
          applied = sumChanges(applied, await target.applyPage(resource, records, batch.at(-1)!.cursor));
          read += records.length;
          progress.advance(records.length);
          if (stop()) {
            stopped = true;
            break;
          }
        }
      } finally {
        reading.abort();
      }
      await target.finish(resource);
      progress.end(`${describeChanges(applied)}; ${stopped ? 'stopped, the next run resumes here' : 'up to date'}`);
      records[resource.name] = read;
      changes[resource.name] = applied;
      if (stopped) return { complete: false, records, changes };
      continue;
    }
    await target.finish(resource);
    records[resource.name] = read;
  }
  return { complete: true, records, changes };
}
