/**
 * What the server and the CLI share: configuration errors reported on one line, the database
 * opened from the configuration with its migrations applied, and the line a failed run prints.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase, type Database } from './db/database.js';
import { prepareServiceDatabase } from './modules/changes/logged-tables.js';

/** Loads the configuration, or prints the one-line reason and exits with status 1. */
export function loadConfigOrExit(): Readonly<Config> {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The configured database as it is, migrations not applied (`smr migrate`). `holder` says what
 * holds the embedded data directory ("server", "cli org create"), for a process refused on it.
 */
export function openConfiguredDatabase(config: Readonly<Config>, holder: string): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? null : resolve(config.dataDir),
    lockHolder: holder,
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
    replicas: { replicaUrls: config.databaseReplicaUrls, maxLagMs: config.replicaMaxLagMs },
  });
}

/** The configured database with its migrations applied and the change log attached: what the service runs on. */
export async function openMigratedDatabase(config: Readonly<Config>, holder: string): Promise<Database> {
  const database = await openConfiguredDatabase(config, holder);
  try {
    await prepareServiceDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * The stderr line of a run that failed: a data directory in use is its own one-line message;
 * anything else follows `prefix` ("Failed to start", "Failed").
 */
export function failureLine(prefix: string, error: unknown): string {
  if (error instanceof DataDirLockedError) return `${error.message}\n`;
  return `${prefix}: ${error instanceof Error ? error.message : String(error)}\n`;
}
