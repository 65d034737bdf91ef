/**
 * `smr listen`: the service's webhooks on a developer's machine, with no receiver exposed to the
 * service. It follows the change feed of the API key's organization over HTTP and forwards each
 * change, signed as a webhook delivery, to a local URL (`forwardChanges` of the client package),
 * from the position kept in a checkpoint file. It opens no database: it is a client of a running
 * service, anywhere.
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import type { CliOutput } from './program.js';
import { missing, urlArgument, uuid } from './arguments.js';

interface ListenOptions {
  forwardTo: string;
  url?: string;
  key?: string;
  secret?: string;
  org?: string;
  checkpoint: string;
  since?: string;
  events: string;
  once?: boolean;
  pollMs: number;
  maxAttempts?: number;
}

const httpUrl = urlArgument(['http:', 'https:'], 'an http:// or https://', 'http://localhost:4000/hooks');

const positiveInteger = (value: string): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError('It must be a whole number, 1 or more.');
  return number;
};

const instant = (value: string): string => {
  if (Number.isNaN(Date.parse(value)) || !/(Z|[+-]\d\d:\d\d)$/.test(value)) throw new InvalidArgumentError('It must be an ISO 8601 instant with Z or an offset.');
  return value;
};

/** Forwards until the end of the feed (--once) or until SIGINT/SIGTERM; the exit status comes from runCli. */
async function listen(options: ListenOptions, output: CliOutput): Promise<void> {
  if (!options.url) throw missing(output, 'the API\'s address: --url <url> or SMR_URL');
  if (!options.key) throw missing(output, 'the API key: --key <apiKey> or SMR_API_KEY');
  if (!options.secret) throw missing(output, 'the secret to sign with: --secret <whsec_…> or SMR_WEBHOOK_SECRET');
  if (!options.org) throw missing(output, 'the organization\'s id: --org <orgId> or SMR_ORG_ID');
  const { createClient, FileCheckpoint, forwardChanges } = await import('@safety-records/client');
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const checkpoint = new FileCheckpoint(options.checkpoint);
    const saved = await checkpoint.load();
    output.stderr(`Forwarding the changes of ${options.url} to ${options.forwardTo}, ${saved === null ? `from ${options.since ?? 'now'}` : `after the position in ${options.checkpoint}`}${options.once ? '' : ' (Ctrl-C stops)'}\n`);
    const { delivered } = await forwardChanges({
      client: createClient({ baseUrl: options.url, apiKey: options.key }),
      to: options.forwardTo,
      secret: options.secret,
      organizationId: options.org,
      checkpoint,
      events: options.events.split(',').map((pattern) => pattern.trim()),
      start: options.since ?? new Date().toISOString(),
      ...(options.once ? {} : { followEveryMs: options.pollMs }),
      signal: stop.signal,
      ...(options.maxAttempts === undefined ? {} : { retry: { maxAttempts: options.maxAttempts } }),
      onAttempt: (attempt) => {
        if (attempt.delivered) output.stdout(`${attempt.type} ${attempt.id} → ${attempt.status}\n`);
        else output.stderr(`${attempt.type} ${attempt.id}: attempt ${attempt.attempt} failed (${attempt.error})${attempt.retryInMs === undefined ? '' : `; again in ${attempt.retryInMs} ms`}\n`);
      },
    });
    output.stderr(`Delivered ${delivered} change(s); the position is in ${options.checkpoint}\n`);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** Adds `smr listen` to the program. */
export function addListenCommand(program: Command, output: () => CliOutput): void {
  program.command('listen')
    .description('forward the organization\'s changes to a local URL as signed webhook deliveries (no database: a client of a running service)')
    .requiredOption('--forward-to <url>', 'where to POST the deliveries, such as http://localhost:4000/hooks', httpUrl)
    .addOption(new Option('--url <url>', 'the service\'s address, such as http://127.0.0.1:3000').env('SMR_URL'))
    .addOption(new Option('--key <apiKey>', 'an API key of the organization, with the read scope').env('SMR_API_KEY'))
    .addOption(new Option('--secret <whsec>', 'the secret to sign with, the one the receiver verifies with').env('SMR_WEBHOOK_SECRET'))
    .addOption(new Option('--org <orgId>', 'the organization\'s id, sent as organizationId (smr org list shows it)').env('SMR_ORG_ID').argParser(uuid))
    .option('--checkpoint <file>', 'where the position is kept between runs', '.smr-listen.cursor')
    .option('--since <instant>', 'with no saved position, the first changes to forward: those at or after this instant (default: from now on)', instant)
    .option('--events <patterns>', 'comma-separated change types, as a subscription\'s events: action_item.*,event.created', '*')
    .option('--once', 'forward what is there and exit (default: keep following until Ctrl-C)')
    .option('--poll-ms <ms>', 'how often to look for new changes while following', positiveInteger, 1000)
    .option('--max-attempts <n>', 'give up (exit 1, the position kept before the change) after this many failed attempts of one change (default: retry until stopped)', positiveInteger)
    .action((options: ListenOptions) => listen(options, output()));
}
