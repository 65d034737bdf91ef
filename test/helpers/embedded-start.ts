/**
 * One migrated embedded database for every test file of a build. Creating PGlite's cluster and
 * applying every migration costs seconds per file; a file instead starts from a dump of a
 * migrated cluster, made by the first file that needs it and kept beside the build (a new build
 * starts with none). Files made at once by concurrent test processes are renamed into place
 * whole, so a reader never sees half of one.
 */
import { PGlite } from '@electric-sql/pglite';
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
