/**
 * Applies pending migrations. Kysely's Migrator runs them in one transaction holding a
 * PostgreSQL advisory lock, so instances starting together apply each migration once.
 */
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.js';

export interface MigrationReport {
  applied: string[];
}

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationReport> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
