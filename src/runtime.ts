/**
 * What the server and the CLI share: configuration errors reported on one line, and the
 * database opened from the configuration with its migrations applied.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

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

export async function openMigratedDatabase(config: Readonly<Config>): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? null : resolve(config.dataDir),
    poolSize: config.databasePoolSize,
  });
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
