/** Where smr-export writes a mirror: PostgreSQL tables or files. */
import type { Column } from './columns.js';
import type { ListedRecord, Resource } from './resources.js';

export interface MirrorTarget {
  /** Makes the resource's storage ready for records with these columns (created on first run). */
  prepare(resource: Resource, columns: Column[]): Promise<void>;
  /** The cursor after the last page applied, or null: the next run starts there. */
  position(resource: Resource): Promise<string | null>;
  /** Applies a page of a polled list (records stored by id, deletions removed) and its cursor, all or nothing. */
  applyPage(resource: Resource, records: ListedRecord[], cursor: string): Promise<void>;
  /** Makes the mirror of a whole-list resource exactly `records`; answers how many rows were written and removed. */
  replaceAll(resource: Resource, records: ListedRecord[]): Promise<{ written: number; removed: number }>;
  /** Everything of the resource is applied (files are written out here). */
  finish(resource: Resource): Promise<void>;
  close(): Promise<void>;
}
