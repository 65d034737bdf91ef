#!/usr/bin/env -S node --max-semi-space-size=4
/**
 * smr-export: mirrors an organization's action items, users, assets, locations and events into
 * PostgreSQL tables or into CSV / NDJSON files, incrementally from where the last run ended.
 *
 * The young generation is kept small (4 MB semi-spaces, the shebang's flag): the exporter
 * allocates a page's worth and drops it, thousands of times; V8's default 16 MB semi-spaces
 * made its peak RSS 150 MB against 119 MB, at the same speed (bench/export.ts).
 *
 * Exit codes: 0 the mirror is up to date; 1 the export failed (the reason on stderr); 2 a wrong
 * command line; 130 stopped by Ctrl-C (the next run resumes).
 */
import { createRequire } from 'node:module';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { createClient, ApiConnectionError, ApiError, type SmrClient } from '@safety-records/client';
import { columnsOf, type ApiDocument, type Column } from './columns.js';
import type { FileFormat } from './file-target.js';
import { progressFor } from './progress.js';
import { RESOURCES, resourcesNamed, type Resource } from './resources.js';
import { runExport } from './run.js';
import type { MirrorTarget } from './target.js';

/** This package's version (`smr-export --version`). */
const EXPORT_VERSION: string = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

interface CommonOptions {
  url?: string;
  key?: string;
  resources: string;
  pageSize: number;
  quiet?: boolean;
}

function pageSize(value: string): number {
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 100) throw new InvalidArgumentError('a whole number from 1 to 100');
  return size;
}

/** A failure explained to the operator: printed as is, exit 1. */
class ExportFailure extends Error {}

const redacted = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(the database URL given)';
  }
};

function commonOptions(command: Command): Command {
  return command
    .addOption(new Option('--url <url>', 'the API\'s address, such as https://smr.example.com').env('SMR_URL'))
    .addOption(new Option('--key <apiKey>', 'an API key of the organization, with the read scope').env('SMR_API_KEY'))
    .option('--resources <list>', `comma-separated, among ${RESOURCES.map((resource) => resource.name).join(', ')}`, RESOURCES.map((resource) => resource.name).join(','))
    .option('--page-size <records>', 'records per page of action items and events (1 to 100)', pageSize, 100)
    .option('-q, --quiet', 'no progress on stderr');
}

/** The API's document (its record schemas make the columns), read first: a wrong URL or key fails here, clearly. */
async function connect(options: CommonOptions): Promise<{ client: SmrClient; columns: Map<string, Column[]>; resources: Resource[] }> {
  if (!options.url) throw new CommanderError(2, 'smr.missingUrl', 'error: the API\'s address is missing: --url <url> or SMR_URL');
  if (!options.key) throw new CommanderError(2, 'smr.missingKey', 'error: the API key is missing: --key <apiKey> or SMR_API_KEY');
  let resources: Resource[];
  try {
    resources = resourcesNamed(options.resources);
    if (resources.length === 0) throw new Error('--resources names none');
  } catch (error) {
    throw new CommanderError(2, 'smr.resources', `error: ${(error as Error).message}`);
  }
  const client = createClient({ baseUrl: options.url, apiKey: options.key, retry: { retries: 2 } });
  let document: ApiDocument;
  try {
    // Relative to the address given, which may have a path (a service behind a prefix).
    const response = await fetch(new URL('v2/openapi.json', options.url.endsWith('/') ? options.url : `${options.url}/`), { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new ExportFailure(`${options.url} does not look like the Records API: GET /v2/openapi.json answered ${response.status}`);
    document = await response.json() as ApiDocument;
    if (!document?.components?.schemas) throw new ExportFailure(`${options.url} does not look like the Records API: GET /v2/openapi.json is not its API document`);
    // The key, checked once before anything is written.
    await client.GET('/v2/action-items', { params: { query: { limit: 1 } } });
  } catch (error) {
    if (error instanceof ExportFailure) throw error;
    if (error instanceof ApiError && error.status === 401) throw new ExportFailure(`the API key was refused: ${error.message}`);
    if (error instanceof ApiError && error.status === 403) throw new ExportFailure(`the API key may not read: ${error.message}`);
    const cause = error instanceof ApiConnectionError ? (error.cause as Error) : (error as Error);
    throw new ExportFailure(`cannot reach the API at ${options.url}: ${cause?.cause instanceof Error ? cause.cause.message : cause?.message ?? String(error)}`);
  }
  // Only the columns are kept: the document itself is large.
  return { client, columns: new Map(resources.map((resource) => [resource.name, columnsOf(document, resource.schema)])), resources };
}

async function exportTo(openTarget: () => Promise<MirrorTarget>, options: CommonOptions): Promise<number> {
  const { client, columns, resources } = await connect(options);
  const target = await openTarget();
  // Ctrl-C (exit 130) or SIGTERM (exit 143): stop after the pages being written; a second one quits at once.
  let interrupted: number | null = null;
  const onSignal = (exitCode: number) => () => {
    if (interrupted !== null) process.exit(exitCode);
    interrupted = exitCode;
    process.stderr.write('\nstopping after the pages being written (Ctrl-C again to quit at once)\n');
  };
  const onInterrupt = onSignal(130);
  const onTerminate = onSignal(143);
  process.on('SIGINT', onInterrupt);
  process.on('SIGTERM', onTerminate);
  try {
    const result = await runExport({
      client, columns, target, resources, pageSize: options.pageSize,
      progress: await progressFor({ quiet: options.quiet === true, terminal: process.stderr.isTTY === true }),
      stopRequested: () => interrupted !== null,
    });
    if (!result.complete) {
      process.stderr.write('stopped: run the same command again to resume\n');
      return interrupted ?? 130;
    }
    return 0;
  } catch (error) {
    if (error instanceof ApiError) throw new ExportFailure(`the API answered ${error.message} (request ${error.requestId ?? 'without an id'})`);
    if (error instanceof ApiConnectionError) throw new ExportFailure(`lost the API: ${error.message}; run again to resume`);
    throw new ExportFailure(`${(error as Error).message ?? String(error)}; what was written is kept, run again to resume`);
  } finally {
    process.off('SIGINT', onInterrupt);
    process.off('SIGTERM', onTerminate);
    await target.close();
  }
}

function exportProgram(): Command {
  const program = new Command('smr-export')
    .description('Mirror an organization\'s action items, users, assets, locations and events into PostgreSQL tables or CSV / NDJSON files. Each run continues from where the last one ended.')
    .version(EXPORT_VERSION, '-v, --version')
    .showHelpAfterError('(smr-export --help, or smr-export <command> --help, for usage)')
    .exitOverride();
  commonOptions(program.command('postgres')
    .description('mirror into PostgreSQL: a table per resource (smr_action_items, smr_users, …), created on first run, a column per record property plus record jsonb; positions in smr_export_positions')
    .argument('<database-url>', 'postgres://user:password@host:5432/database'))
    .action(async (databaseUrl: string, options: CommonOptions) => {
      process.exitCode = await exportTo(async () => {
        // Each target's libraries are loaded only when it is used: the exporter's memory is measured.
        const { PostgresTarget } = await import('./postgres-target.js');
        try {
          return await PostgresTarget.open(databaseUrl);
        } catch (error) {
          throw new ExportFailure(`cannot use the database ${redacted(databaseUrl)}: ${(error as Error).message}`);
        }
      }, options);
    });
  commonOptions(program.command('files')
    .description('mirror into files in <directory>: <resource>.csv or <resource>.ndjson, rewritten whole at the end of each resource; positions in <directory>/.smr-export')
    .argument('<directory>', 'where the files go (created if missing)')
    .addOption(new Option('--format <format>', 'csv or ndjson').choices(['csv', 'ndjson']).default('ndjson')))
    .action(async (directory: string, options: CommonOptions & { format: FileFormat }) => {
      process.exitCode = await exportTo(async () => {
        const { FileTarget } = await import('./file-target.js');
        try {
          return await FileTarget.open(directory, options.format);
        } catch (error) {
          throw new ExportFailure(`cannot use the directory ${directory}: ${(error as Error).message}`);
        }
      }, options);
    });
  return program;
}

async function main(): Promise<void> {
  try {
    await exportProgram().parseAsync(process.argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and the version exit 0; commander has printed what it had to say, except our own usage errors.
      if (error.code.startsWith('smr.')) process.stderr.write(`${error.message}\n`);
      process.exitCode = error.exitCode === 0 ? 0 : 2;
      return;
    }
    // One line; the stack only when asked for (SMR_EXPORT_DEBUG=1).
    const detail = process.env.SMR_EXPORT_DEBUG ? (error as Error).stack : (error as Error).message;
    process.stderr.write(`smr-export: ${detail ?? String(error)}\n`);
    process.exitCode = 1;
  }
}

await main();
