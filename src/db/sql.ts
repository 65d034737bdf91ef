/** Small SQL helpers shared by repositories and migrations. */
import { sql, type Kysely } from 'kysely';

/** Runs statements one by one (PGlite's extended protocol takes one statement per query). */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** PostgreSQL SQLSTATE of a driver error, if it has one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/** A LIKE/ILIKE pattern matching `text` anywhere, with its wildcards escaped. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
