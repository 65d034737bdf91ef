/**
 * Option values checked as commander parses them, so a wrong command line fails with exit 2
 * before the database is opened.
 */
import { CommanderError, InvalidArgumentError } from 'commander';
import type { CliOutput } from './program.js';
import { isUuid } from '../lib/uuid.js';
import { SCOPES, type Scope } from '../http/request-context.js';

export function nonEmptyText(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new InvalidArgumentError('It must not be empty.');
  return trimmed;
}

export function uuid(value: string): string {
  if (!isUuid(value)) throw new InvalidArgumentError('It must be a UUID.');
  return value;
}

/** A comma-separated list of scopes, each one of SCOPES. */
export function scopeList(value: string): Scope[] {
  const scopes = value.split(',').map((scope) => scope.trim()).filter(Boolean);
  const unknown = scopes.filter((scope) => !SCOPES.includes(scope as Scope));
  if (scopes.length === 0 || unknown.length > 0) {
    const named = unknown.length > 0 ? ` Unknown: ${unknown.join(', ')}.` : '';
    throw new InvalidArgumentError(`It must list some of ${SCOPES.join(', ')}.${named}`);
  }
  return [...new Set(scopes)] as Scope[];
}

/** A parser of URLs with one of `protocols` ("http:"), named by `kind` ("an http:// or https://"), `example` shown to whoever gives another. */
export function urlArgument(protocols: readonly string[], kind: string, example: string): (value: string) => string {
  return (value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new InvalidArgumentError(`It must be a URL, such as ${example}.`);
    }
    if (!protocols.includes(url.protocol)) throw new InvalidArgumentError(`It must be ${kind} URL.`);
    return value;
  };
}

/** A usage error found after parsing: printed here (runCli prints none for a CommanderError), exit 2. */
export function missing(output: CliOutput, what: string): CommanderError {
  const message = `error: ${what} is missing`;
  output.stderr(`${message}\n`);
  return new CommanderError(2, 'smr.missing', message);
}

