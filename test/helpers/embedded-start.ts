/**
 * One migrated embedded database for every test file of a build. Creating PGlite's cluster and
 * applying every migration costs seconds per file; a file instead starts from a dump of a
 * migrated cluster, kept beside the build (a new build starts with none): made before the run
 * by `npm test` (scripts/prepare-test-database.mjs), else by the first file that needs it.
 * Dumps made at once by concurrent test processes are renamed into place whole, so a reader
 * never sees half of one. Each test file, and each server and CLI command the process tests
 * start, gets a data directory of its own unpacked from the dump (by tar, outside the process:
 * PGlite loading the dump into memory itself took twice as long, a few seconds per file).
 */
import { PGlite } from '@electric-sql/pglite';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely } from 'kysely';
import { PgliteDialect } from '../../src/db/driver/pglite-dialect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { DB } from '../../src/db/schema.js';

const SNAPSHOT = fileURLToPath(new URL('../../.test-embedded-migrated.tar', import.meta.url));

async function dumpMigrated(): Promise<Uint8Array> {
  const pglite = new PGlite();
  const db = new Kysely<DB>({ dialect: new PgliteDialect(pglite) });
  try {
    await migrateToLatest(db);
    return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await db.destroy();
  }
}

/** Makes the dump of a migrated embedded database beside the build, unless it is there. */
export async function migratedEmbeddedStart(): Promise<void> {
  if (existsSync(SNAPSHOT)) return;
  const partial = `${SNAPSHOT}.${process.pid}`;
  writeFileSync(partial, await dumpMigrated());
  renameSync(partial, SNAPSHOT);
}

/** A temporary data directory holding what the dump holds (nothing when there is none yet), and how to remove it. */
export function unpackedDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'smr-test-'));
  fillWithMigratedCluster(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A new temporary data directory holding the migrated cluster (the dump made first when missing), and how to remove it. */
export async function migratedDataDir(): Promise<{ dir: string; remove: () => void }> {
  await migratedEmbeddedStart();
  return unpackedDataDir();
}

/**
 * Fills the empty directory `dataDir` with the migrated cluster of the dump, when there is one
 * (else the directory stays empty, and the first process on it creates the cluster). A cluster
 * with no organization yet: the server's first run still creates the demo organization.
 */
function fillWithMigratedCluster(dataDir: string): void {
  if (!existsSync(SNAPSHOT)) return;
  const unpacked = spawnSync('tar', ['-xf', SNAPSHOT, '-C', dataDir], { encoding: 'utf8' });
  if (unpacked.status !== 0) throw new Error(`could not unpack ${SNAPSHOT}: ${unpacked.stderr}`);
}
