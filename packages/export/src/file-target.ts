/**
 * The file mirror: `<dir>/<resource>.ndjson` (a record per line) or `<dir>/<resource>.csv` (a
 * column per record property, the API's names as headers; objects and arrays as JSON text). The
 * records are held in memory while a resource is exported and written out when it ends: each file
 * replaced atomically (written beside, flushed, renamed), then the positions
 * (`<dir>/.smr-export/positions.json`). A run stopped before that leaves the previous files and
 * positions; the rerun applies the same pages again, which changes nothing twice (records are
 * stored by id). In CSV mode the records are kept in `<dir>/.smr-export/<resource>.ndjson`, from
 * which the CSV is written. For an organization too large for memory, mirror into PostgreSQL.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { replaceFileAtomically as replaceFile } from '@safety-records/client';
import type { Column } from './columns.js';
import { isDeletion, type ListedRecord, type Resource } from './resources.js';
import type { MirrorChanges, MirrorTarget } from './target.js';

export type FileFormat = 'csv' | 'ndjson';

async function readIfPresent(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const csvValue = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

export class FileTarget implements MirrorTarget {
  readonly #dir: string;
  readonly #format: FileFormat;
  readonly #state: string;
  readonly #records = new Map<string, Map<string, ListedRecord>>();
  readonly #columns = new Map<string, Column[]>();
  readonly #pending = new Map<string, string>();
  #positions: Record<string, string> = {};

  private constructor(dir: string, format: FileFormat) {
    this.#dir = dir;
    this.#format = format;
    this.#state = join(dir, '.smr-export');
  }

  static async open(dir: string, format: FileFormat): Promise<FileTarget> {
    const target = new FileTarget(dir, format);
    await mkdir(target.#state, { recursive: true });
    target.#positions = JSON.parse(await readIfPresent(target.#positionsFile()) ?? '{}') as Record<string, string>;
    return target;
  }

  /** The positions of this format's mirror (the CSV and the NDJSON mirrors of one directory are two mirrors). */
  #positionsFile(): string {
    return join(this.#state, `positions.${this.#format}.json`);
  }

  /** Where the records of a resource are kept: the output itself for NDJSON, beside it for CSV. */
  #store(resource: Resource): string {
    return this.#format === 'ndjson' ? join(this.#dir, `${resource.name}.ndjson`) : join(this.#state, `${resource.name}.ndjson`);
  }

  async prepare(resource: Resource, columns: Column[]): Promise<void> {
    this.#columns.set(resource.name, columns);
    const records = new Map<string, ListedRecord>();
    for (const line of (await readIfPresent(this.#store(resource)) ?? '').split('\n')) {
      if (line.trim() === '') continue;
      const record = JSON.parse(line) as ListedRecord;
      records.set(record.id, record);
    }
    this.#records.set(resource.name, records);
  }

  async position(resource: Resource): Promise<string | null> {
    return this.#positions[resource.name] ?? null;
  }

  async applyPage(resource: Resource, records: ListedRecord[], cursor: string): Promise<MirrorChanges> {
    const changes = this.#apply(resource, records);
    this.#pending.set(resource.name, cursor);
    return changes;
  }

  async replaceAll(resource: Resource, records: ListedRecord[]): Promise<MirrorChanges> {
    const held = this.#records.get(resource.name)!;
    const live = new Set(records.filter((record) => !isDeletion(record)).map((record) => record.id));
    let removed = 0;
    for (const id of held.keys()) {
      if (!live.has(id)) {
        held.delete(id);
        removed++;
      }
    }
    const changes = this.#apply(resource, records);
    return { ...changes, removed: changes.removed + removed };
  }

  async finish(resource: Resource): Promise<void> {
    const records = [...this.#records.get(resource.name)!.values()];
    const ndjson = records.map((record) => `${JSON.stringify(record)}\n`).join('');
    await replaceFile(this.#store(resource), ndjson);
    if (this.#format === 'csv') {
      const columns = this.#columns.get(resource.name)!;
      const rows = records.map((record) => columns.map((column) => csvValue(record[column.key])));
      await replaceFile(join(this.#dir, `${resource.name}.csv`), stringify([columns.map((column) => column.key), ...rows]));
    }
    const cursor = this.#pending.get(resource.name);
    if (cursor !== undefined) {
      this.#positions = { ...this.#positions, [resource.name]: cursor };
      await replaceFile(this.#positionsFile(), `${JSON.stringify(this.#positions, null, 2)}\n`);
    }
  }

  async close(): Promise<void> {}

  /** Stores live records by id and removes deleted ones; answers what changed. */
  #apply(resource: Resource, records: ListedRecord[]): MirrorChanges {
    const held = this.#records.get(resource.name)!;
    const changes = { added: 0, updated: 0, removed: 0 };
    for (const record of records) {
      const before = held.get(record.id);
      if (isDeletion(record)) {
        if (held.delete(record.id)) changes.removed++;
      } else if (JSON.stringify(before) !== JSON.stringify(record)) {
        held.set(record.id, record);
        if (before === undefined) changes.added++;
        else changes.updated++;
      }
    }
    return changes;
  }
}
