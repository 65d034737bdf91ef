/**
 * The operator CLI (DECISIONS 2) on commander: every command with its own --help, command lines
 * checked before the database is opened, text for people and --json for scripts, and the exit
 * statuses of exit-codes.ts. `runCli` returns the exit status rather than exiting, and writes
 * where it is told (the process's stdout and stderr, or a test's strings).
 */
import { Command, CommanderError, type OutputConfiguration } from 'commander';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { SCOPES, type Scope } from '../http/request-context.js';
import { DEFAULT_SCOPES } from '../modules/api-keys/api-keys.service.js';
import { nonEmptyText, scopeList, uuid } from './arguments.js';
import type * as Commands from './commands.js';
import { EXIT } from './exit-codes.js';
import { addListenCommand } from './listen.js';
import { addMoveCommand } from './move-to-postgres.js';
import { formatOutput, type CommandOutput } from './output.js';
import { packageVersion } from '../lib/version.js';

/**
 * The database code (drivers, the embedded PostgreSQL, the service's modules) is loaded only by
 * a command that opens the database: help, --version and a wrong command line answer at once.
 */
const runtime = () => import('../runtime.js');
const loadCommands = () => import('./commands.js');

const MORE_HELP = `
Database: DATABASE_URL (PostgreSQL), or else the embedded database in DATA_DIR (default ./data),
which one process holds at a time: while the server runs on it, commands refuse with exit 1.

Exit status: ${EXIT.ok} done; ${EXIT.failed} the command failed (not found, database unreachable or in use,
configuration error); ${EXIT.usage} the command line is wrong (checked before the database is opened).`;

/** Where the program writes: the process's stdout and stderr unless told otherwise. */
export interface CliOutput {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** How a command opens the database: as it is (`migrate`), or migrated with the change log attached. */
type Opening = 'as-is' | 'migrated';
type Run = (db: Kysely<DB>, commands: typeof Commands) => Promise<CommandOutput>;

/** Opens the database for `command` (as "cli org create" holds it), runs `run` on it and prints the result. */
async function openAndRun(output: CliOutput, command: Command, opening: Opening, run: Run): Promise<void> {
  const [{ loadConfigOrExit, openConfiguredDatabase, openMigratedDatabase }, commands] = await Promise.all([runtime(), loadCommands()]);
  const open = opening === 'as-is' ? openConfiguredDatabase : openMigratedDatabase;
  const database = await open(loadConfigOrExit(), `cli ${commandPath(command)}`);
  try {
    output.stdout(formatOutput(await run(database.db, commands), command.opts().json === true));
  } finally {
    await database.close();
  }
}

function commandPath(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at?.parent; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

/** A command that does something, with the --json every such command takes. */
const leaf = (parent: Command, name: string, summary: string): Command =>
  parent.command(name).description(summary).option('--json', 'print JSON (for scripts) instead of text');

const PROCESS_OUTPUT: CliOutput = { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) };

/** Commander writing to `output`'s strings, laid out as for a pipe (80 columns, no colours), whatever the terminal. */
const writingTo = (output: CliOutput): OutputConfiguration => ({
  writeOut: output.stdout, writeErr: output.stderr,
  getOutHelpWidth: () => 80, getErrHelpWidth: () => 80, getOutHasColors: () => false, getErrHasColors: () => false,
});

function buildProgram(output: CliOutput | undefined): Command {
  const onDatabase = (command: Command, opening: Opening, run: Run) => openAndRun(output ?? PROCESS_OUTPUT, command, opening, run);
  // Set before the commands are added: they inherit it.
  const program = new Command('smr').configureOutput(output ? writingTo(output) : {})
    .description('Operator CLI of the Safety Management Records API: migrations, organizations and API keys; move-to-postgres copies an embedded database into PostgreSQL; listen forwards changes to a local URL as webhooks.')
    .version(packageVersion(), '-v, --version', 'print the version')
    .exitOverride()
    .showHelpAfterError('(add --help to see what the command takes)')
    .addHelpText('after', MORE_HELP);

  leaf(program, 'migrate', 'apply pending migrations (the server also does at start)')
    .option('--status', 'list every migration, applied and pending, and apply nothing')
    .action((options: { status?: boolean }, command: Command) =>
      onDatabase(command, 'as-is', (db, commands) => (options.status ? commands.migrationStatus(db) : commands.migrate(db))));

  const org = program.command('org').description('organizations');
  leaf(org, 'create', 'create an organization (and its default team)')
    .requiredOption('--name <name>', 'its name', nonEmptyText)
    .action((options: { name: string }, command: Command) =>
      onDatabase(command, 'migrated', (db, commands) => commands.orgCreate(db, options.name)));
  leaf(org, 'list', 'list organizations')
    .action((_options: unknown, command: Command) => onDatabase(command, 'migrated', (db, commands) => commands.orgList(db)));

  const key = program.command('key').description('API keys of an organization');
  leaf(key, 'create', 'issue an API key (printed once)')
    .requiredOption('--org <orgId>', 'the organization', uuid)
    .requiredOption('--name <name>', 'what the key is for', nonEmptyText)
    .option('--scopes <scopes>', `comma-separated, some of ${SCOPES.join(', ')} (default: ${DEFAULT_SCOPES.join(',')})`, scopeList)
    .action((options: { org: string; name: string; scopes?: Scope[] }, command: Command) =>
      onDatabase(command, 'migrated', (db, commands) => commands.keyCreate(db, options.org, { name: options.name, scopes: options.scopes })));
  leaf(key, 'list', 'list an organization\'s keys (no secrets)')
    .requiredOption('--org <orgId>', 'the organization', uuid)
    .action((options: { org: string }, command: Command) =>
      onDatabase(command, 'migrated', (db, commands) => commands.keyList(db, options.org)));
  leaf(key, 'revoke', 'revoke a key')
    .requiredOption('--org <orgId>', 'the organization', uuid)
    .requiredOption('--key <keyId>', 'the key\'s id', uuid)
    .action((options: { org: string; key: string }, command: Command) =>
      onDatabase(command, 'migrated', (db, commands) => commands.keyRevoke(db, options.org, options.key)));

  leaf(program, 'seed-demo', 'create a demo organization with an all-scopes key')
    .action((_options: unknown, command: Command) => onDatabase(command, 'migrated', (db, commands) => commands.seedDemo(db)));

  addMoveCommand(program, () => output ?? PROCESS_OUTPUT);
  addListenCommand(program, () => output ?? PROCESS_OUTPUT);
  return program;
}

/** `smr help key create` as `smr key create --help` (commander's help command reads one word). */
function helpAsOption(argv: string[]): string[] {
  return argv[0] === 'help' && argv.length > 2 ? [...argv.slice(1), '--help'] : argv;
}

/**
 * Runs the command line `argv` (without `node` and the script) and resolves to its exit status.
 * Output goes to `output` when given, else to the process's stdout and stderr. A configuration
 * error still exits the process (`loadConfigOrExit`), as the server does.
 */
export async function runCli(argv: string[], output?: CliOutput): Promise<number> {
  try {
    await buildProgram(output).parseAsync(helpAsOption(argv), { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    // Commander has printed its message (or the help) already.
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    (output ?? PROCESS_OUTPUT).stderr(error instanceof AppError ? `${error.message}\n` : (await runtime()).failureLine('Failed', error));
    return EXIT.failed;
  }
}
