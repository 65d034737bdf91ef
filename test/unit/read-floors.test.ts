/**
 * WAL positions (src/db/driver/wal-position.ts) and the instance's read floors
 * (src/db/driver/read-floors.ts): what the routing compares, on its own.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { floorTtlMs, MemoryReadFloors } from '../../src/db/driver/read-floors.js';
import {
  fixedWidthWalPosition, formatWalPosition, lastRecordEnd, parseFixedWidthWalPosition, parseWalPosition,
} from '../../src/db/driver/wal-position.js';

const LAYOUT = { blockSize: 8192n, segmentSize: 16n * 1024n * 1024n };

test('WAL positions: PostgreSQL\'s text both ways, and a fixed width whose text order is the numeric order', () => {
  assert.equal(parseWalPosition('16/B374D848'), (0x16n << 32n) | 0xb374d848n);
  assert.equal(formatWalPosition(parseWalPosition('0/3000148')), '0/3000148');
  assert.throws(() => parseWalPosition('16-B374D848'), /Not a WAL position/);
  const low = fixedWidthWalPosition(parseWalPosition('0/FFFFFFFF'));
  const high = fixedWidthWalPosition(parseWalPosition('1/0'));
  assert.equal(low, '00000000ffffffff');
  assert.ok(low < high, 'text order is position order');
  assert.equal(parseFixedWidthWalPosition(high), 1n << 32n);
  assert.throws(() => parseFixedWidthWalPosition('1/0'), /Not a fixed-width/);
});

test('an insert position just past a page header is taken back to the page boundary (a caught-up standby reports the boundary)', () => {
  const page = 5n * 8192n + 16n * 1024n * 1024n;
  assert.equal(lastRecordEnd(page + 24n, LAYOUT), page, 'past a page header');
  assert.equal(lastRecordEnd(32n * 1024n * 1024n + 40n, LAYOUT), 32n * 1024n * 1024n, 'past the long header of a segment\'s first page');
  assert.equal(lastRecordEnd(page + 25n, LAYOUT), page + 25n, 'a record ending there');
  assert.equal(lastRecordEnd(page + 40n, LAYOUT), page + 40n, 'not a segment\'s first page: 40 bytes in is a record end');
});

test('instance floors: raised, never lowered, kept for their time to live', async () => {
  const floors = new MemoryReadFloors(50);
  assert.equal(await floors.floorOf('k'), 0n);
  await floors.raise('k', 100n);
  await floors.raise('k', 40n);
  assert.equal(await floors.floorOf('k'), 100n);
  assert.equal(await floors.floorOf('other'), 0n);
  await new Promise((resolve) => setTimeout(resolve, 70));
  assert.equal(await floors.floorOf('k'), 0n, 'expired');
  assert.equal(floorTtlMs(1000), 60_000);
  assert.equal(floorTtlMs(10_000), 101_000);
});

test('instance floors: one dropped for room while live holds for every client until it expires', async () => {
  const floors = new MemoryReadFloors(60_000);
  await floors.raise('first', 500n);
  for (let i = 0; i < 100_000; i++) await floors.raise(`client-${i}`, 1n);
  assert.equal(await floors.floorOf('first'), 500n, 'the dropped floor still holds for its client');
  assert.equal(await floors.floorOf('anyone'), 500n, 'and for every other');
});
