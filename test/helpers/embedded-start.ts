/**
 * One migrated embedded database for every test file of a build. Creating PGlite's cluster and
 * applying every migration costs seconds per file; a file instead starts from a dump of a
 * migrated cluster, kept beside the build (a new build starts with none): made before the run
 * by `npm test` (scripts/prepare-test-database.mjs), else by the first file that needs it.
 * Dumps made at once by concurrent test processes are renamed into place whole, so a reader
 * never sees half of one. The servers and CLI commands the process tests start get a data
 * directory unpacked from the same dump, when it is there.
 */
import { PGlite } from '@electric-sql/pglite';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kysely, PGliteDialect } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { DB } from '../../src/db/schema.js';

const SNAPSHOT = fileURLToPath(new URL('../../.test-embedded-migrated.tar', import.meta.url));

async function dumpMigrated(): Promise<Uint8Array> {
  const pglite = new PGlite();
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await db.destroy();
  }
}

/** A dump of a migrated embedded database, to start an in-memory one from. */
export async function migratedEmbeddedStart(): Promise<Blob> {
  if (!existsSync(SNAPSHOT)) {
    const partial = `${SNAPSHOT}.${process.pid}`;
    writeFileSync(partial, await dumpMigrated());
    renameSync(partial, SNAPSHOT);
  }
  return new Blob([readFileSync(SNAPSHOT)]);
}

/**
 * Fills the empty directory `dataDir` with the migrated cluster of the dump, when there is one
 * (else the directory stays empty, and the first process on it creates the cluster). A cluster
 * with no organization yet: the server's first run still creates the demo organization.
 */
export function fillWithMigratedCluster(dataDir: string): void {
  if (!existsSync(SNAPSHOT)) return;
  const unpacked = spawnSync('tar', ['-xf', SNAPSHOT, '-C', dataDir], { encoding: 'utf8' });
  if (unpacked.status !== 0) throw new Error(`could not unpack ${SNAPSHOT}: ${unpacked.stderr}`);
}
