/** Where smr-export writes a mirror: PostgreSQL tables or files. */
import type { Column } from './columns.js';
import type { ListedRecord, Resource } from './resources.js';

/** What writing records did to a mirror: rows added, rows changed, rows removed (a record read again unchanged is none). */
export interface MirrorChanges {
  added: number;
  updated: number;
  removed: number;
}

export const NO_CHANGES: MirrorChanges = Object.freeze({ added: 0, updated: 0, removed: 0 });

export const sumChanges = (a: MirrorChanges, b: MirrorChanges): MirrorChanges =>
  ({ added: a.added + b.added, updated: a.updated + b.updated, removed: a.removed + b.removed });

/** As a run reports it: `3 added, 4 updated, 1 removed`. */
export const describeChanges = ({ added, updated, removed }: MirrorChanges): string => `${added} added, ${updated} updated, ${removed} removed`;

export interface MirrorTarget {
  /** Makes the resource's storage ready for records with these columns (created on first run). */
  prepare(resource: Resource, columns: Column[]): Promise<void>;
  /** The cursor after the last page applied, or null: the next run starts there. */
  position(resource: Resource): Promise<string | null>;
  /** Applies a page of a polled list (records stored by id, deletions removed) and its cursor, all or nothing; answers what changed. */
  applyPage(resource: Resource, records: ListedRecord[], cursor: string): Promise<MirrorChanges>;
  /** Makes the mirror of a whole-list resource exactly `records`; answers what changed. */
  replaceAll(resource: Resource, records: ListedRecord[]): Promise<MirrorChanges>;
  /** Everything of the resource is applied (files are written out here). */
  finish(resource: Resource): Promise<void>;
  close(): Promise<void>;
}
