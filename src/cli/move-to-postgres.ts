/**
 * `smr move-to-postgres`: copies the embedded database of a data directory into an empty
 * PostgreSQL database (src/db/move-to-postgres.ts), showing a line per table on stderr, and
 * prints each table's row count and checksum as compared on both sides. The data directory is
 * held as every command holds it: refused while the server runs on it.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command, Option } from 'commander';
import type { CliOutput } from './program.js';
import { missing, urlArgument } from './arguments.js';
import { formatOutput, textTable } from './output.js';

interface MoveOptions {
  dataDir: string;
  to?: string;
  json?: boolean;
}

const postgresUrl = urlArgument(['postgres:', 'postgresql:'], 'a postgres:// or postgresql://', 'postgres://user@host:5432/database');

/** The target as the messages name it: host, port and database, never the password. */
function describeTarget(value: string): string {
  const url = new URL(value);
  return `the PostgreSQL database ${url.pathname.slice(1) || '(default)'} at ${url.host}`;
}

async function move(options: MoveOptions, output: CliOutput): Promise<void> {
  if (!options.to) throw missing(output, 'the PostgreSQL database to move to: --to <url> or DATABASE_URL');
  const [{ openDatabase }, { assertReachable, moveToPostgres, MoveRefusedError }] = await Promise.all([import('../db/database.js'), import('../db/move-to-postgres.js')]);
  const dataDir = resolve(options.dataDir);
  // Opening PGlite on a directory without a database would create one: there is nothing to move.
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new MoveRefusedError(`There is no embedded database in ${dataDir} (no PG_VERSION): nothing to move.`);
  const target = await openDatabase({ databaseUrl: options.to, dataDir: null, poolSize: 1, preparedStatements: false });
  try {
    const described = describeTarget(options.to);
    await assertReachable(target.db, described);
    const source = await openDatabase({ databaseUrl: null, dataDir, lockHolder: 'cli move-to-postgres' });
    try {
      output.stderr(`Moving the embedded database in ${dataDir} to ${described}, in one transaction.\n`);
      const report = await moveToPostgres(source.db, target.db, {
        migrated: (applied) => output.stderr(`Target migrated to ${applied.at(-1) ?? '(none)'} (${applied.length} migrations).\n`),
        copied: (table, rows) => output.stderr(`  ${table}: ${rows} row${rows === 1 ? '' : 's'}\n`),
      });
      const rows = report.tables.map((t) => [t.table, String(t.source.rows), String(t.target.rows), t.source.checksum, t.target.checksum, t.equal ? 'yes' : 'NO']);
      const differing = report.tables.filter((t) => !t.equal).map((t) => t.table);
      const summary = report.committed
        ? `Moved: ${report.tables.length} tables equal on both sides (row counts and checksums), ${report.sequences} sequences set, at migration ${report.migration}. Start the service with DATABASE_URL set to the target.`
        : `Not moved: ${differing.length} table(s) differ (${differing.join(', ')}); the target's transaction was rolled back, it is left empty.`;
      const table = textTable(['TABLE', 'SOURCE ROWS', 'TARGET ROWS', 'SOURCE MD5', 'TARGET MD5', 'EQUAL'], rows, 'No tables.');
      output.stdout(formatOutput({ data: report, text: `${table}\n${summary}` }, options.json === true));
      if (!report.committed) throw new MoveRefusedError(summary);
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}

/** Adds `smr move-to-postgres` to the program. */
export function addMoveCommand(program: Command, output: () => CliOutput): void {
  program.command('move-to-postgres')
    .description('copy the embedded database (DATA_DIR) into an empty PostgreSQL database, every table compared on both sides')
    .addOption(new Option('--data-dir <dir>', 'the embedded database to move (the server must not be running on it)').env('DATA_DIR').default('./data'))
    .addOption(new Option('--to <url>', 'the empty PostgreSQL database to move to: postgres://user:password@host:5432/database').env('DATABASE_URL').argParser(postgresUrl))
    .option('--json', 'print JSON (for scripts) instead of text')
    .action((options: MoveOptions) => move(options, output()));
}
