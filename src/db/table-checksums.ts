/**
 * A table's row count and a checksum of its rows, computed by the database, to compare two
 * copies of a table held by two servers. The checksum is the md5 of every row's text form (the
 * whole row cast to text, each column in its type's output form), one per line, sorted by
 * byte value (COLLATE "C": the two databases' default collations may sort differently). The
 * session's time zone is UTC on both sides (database.ts sets it on every connection), so
 * timestamps are written alike.
 */
import { sql, type Kysely } from 'kysely';
import { publicName } from './public-schema.js';

export interface TableChecksum {
  rows: number;
  checksum: string;
}

export async function tableChecksum(db: Kysely<any>, table: string): Promise<TableChecksum> {
  const { rows: [sum] } = await sql<{ rows: string; checksum: string }>`
    SELECT count(*)::text AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS checksum
    FROM ${sql.raw(publicName(table))} AS t`.execute(db);
  return { rows: Number(sum!.rows), checksum: sum!.checksum };
}

export interface TableComparison {
  table: string;
  source: TableChecksum;
  target: TableChecksum;
  equal: boolean;
}

export const compareChecksums = (table: string, source: TableChecksum, target: TableChecksum): TableComparison =>
  ({ table, source, target, equal: source.rows === target.rows && source.checksum === target.checksum });
