#!/usr/bin/env node
/**
 * Operator CLI (DECISIONS 2): the /admin operations without HTTP, against DATABASE_URL or the
 * embedded database in DATA_DIR (one process at a time: refused while the server holds it).
 * Prints JSON on stdout; errors on stderr with a non-zero exit status.
 */
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.js';
import { AppError } from './http/errors.js';
import { SCOPES, type Scope } from './modules/api-keys/api-key-authenticator.js';
import { issueKey, listKeys, revokeKey } from './modules/admin/operator-keys.js';
import { createDemoOrganization } from './modules/admin/demo-organization.js';
import { createOrganization, listAllOrganizations } from './modules/organizations/organizations.service.js';
import { failureLine, loadConfigOrExit, openMigratedDatabase } from './runtime.js';
import { isUuid } from './lib/uuid.js';

const USAGE = `Usage: smr <command> [options]

  migrate                                        apply pending migrations
  org create --name <name>                       create an organization (and its default team)
  org list                                       list organizations
  key create --org <orgId> --name <name> [--scopes read,write,admin]
                                                 issue an API key (printed once)
  key list --org <orgId>                         list an organization's keys (no secrets)
  key revoke --org <orgId> --key <keyId>         revoke a key
  seed-demo                                      create a demo organization with an all-scopes key

Database: DATABASE_URL (PostgreSQL) or the embedded database in DATA_DIR (default ./data).`;

class UsageError extends Error {}


type Options = Record<string, string | undefined>;

function required(options: Options, name: string): string {
  const value = options[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

function requiredUuid(options: Options, name: string): string {
  const value = required(options, name);
  if (!isUuid(value)) throw new UsageError(`--${name} must be a UUID, got "${value}"`);
  return value;
}

function parseScopes(raw: string | undefined): Scope[] | undefined {
  if (raw === undefined) return undefined;
  const scopes = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = scopes.filter((s) => !SCOPES.includes(s as Scope));
  if (scopes.length === 0 || unknown.length > 0) {
    throw new UsageError(`--scopes must list some of ${SCOPES.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
  }
  return scopes as Scope[];
}

type Command = (db: Kysely<DB>, options: Options) => Promise<unknown>;

const COMMANDS: Record<string, Command> = {
  migrate: async () => ({ migrated: true }),
  'org create': (db, o) => createOrganization(db, required(o, 'name')),
  'org list': (db) => listAllOrganizations(db),
  'key create': (db, o) =>
    issueKey(db, requiredUuid(o, 'org'), { name: required(o, 'name'), scopes: parseScopes(o.scopes) }),
  'key list': (db, o) => listKeys(db, requiredUuid(o, 'org')),
  'key revoke': async (db, o) => {
    const keyId = requiredUuid(o, 'key');
    await revokeKey(db, requiredUuid(o, 'org'), keyId);
    return { revoked: keyId };
  },
  'seed-demo': (db) => createDemoOrganization(db),
};

export async function runCli(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' }, org: { type: 'string' }, key: { type: 'string' },
        scopes: { type: 'string' }, help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const words = parsed.positionals;
  const name = COMMANDS[words.slice(0, 2).join(' ')] ? words.slice(0, 2).join(' ') : words[0] ?? '';
  const command = COMMANDS[name];
  if (parsed.values.help || !command || words.length !== name.split(' ').length) {
    process.stderr.write(`${USAGE}\n`);
    return parsed.values.help ? 0 : 2;
  }
  const config = loadConfigOrExit();
  const database = await openMigratedDatabase(config, `cli ${name}`);
  try {
    const result = await command(database.db, parsed.values as Options);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof AppError) {
      process.stderr.write(`${error.message}\n`);
      return error instanceof UsageError ? 2 : 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(failureLine('Failed', error));
    process.exit(1);
  },
);
