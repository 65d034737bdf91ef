/**
 * WAL positions (LSNs) as PostgreSQL prints them (`16/B374D848`: the high and low 32 bits in
 * hexadecimal) and as numbers to compare (bigint: a position is 64 bits).
 */

/** The position `text` names; throws on anything that is not an LSN. */
export function parseWalPosition(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) throw new Error(`Not a WAL position: "${text}"`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function formatWalPosition(position: bigint): string {
  return `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** Sixteen hexadecimal digits: positions whose text order is their numeric order (Redis compares strings). */
export function fixedWidthWalPosition(position: bigint): string {
  return position.toString(16).padStart(16, '0');
}

export function parseFixedWidthWalPosition(text: string): bigint {
  if (!/^[0-9a-f]{16}$/.test(text)) throw new Error(`Not a fixed-width WAL position: "${text}"`);
  return BigInt(`0x${text}`);
}

/** The sizes that say where WAL pages and segments begin (`wal_block_size`, `wal_segment_size`). */
export interface WalLayout {
  blockSize: bigint;
  segmentSize: bigint;
}

/** A page's header, and the longer header of the first page of a segment (PostgreSQL's SizeOfXLogShortPHD, SizeOfXLogLongPHD). */
const SHORT_PAGE_HEADER = 24n;
const LONG_PAGE_HEADER = 40n;

/**
 * The end of the last record written before `position`, from an insert position
 * (`pg_current_wal_insert_lsn()`). When the last record ends exactly at a page boundary, the
 * primary's insert position is past the next page's header, while a standby that has replayed
 * every record reports the boundary itself (`pg_last_wal_replay_lsn()`): taken as is, an idle
 * primary would be a header ahead of its caught-up standby for ever.
 */
export function lastRecordEnd(position: bigint, layout: WalLayout): bigint {
  if (position % layout.segmentSize === LONG_PAGE_HEADER) return position - LONG_PAGE_HEADER;
  if (position % layout.blockSize === SHORT_PAGE_HEADER) return position - SHORT_PAGE_HEADER;
  return position;
}
