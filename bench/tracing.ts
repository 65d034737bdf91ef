/**
 * `--only=tracing`: what tracing costs a GET by id (docs/decisions/tracing.md). The service runs
 * with tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT: trace ids are still read, made and logged)
 * and on (spans for the request and each statement, exported over OTLP/HTTP to a receiver in
 * this process that answers 200), each request carrying a `traceparent`; in turns (off, on, off,
 * on), one service at a time (an embedded data directory takes one process), and the on/off
 * ratio of the same run is the figure.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Dataset } from './dataset.js';
import { meanOf, type Row } from './report.js';
import { startService, type LoadResult } from './measure.js';
import { getEachItem } from './reads.js';

export interface TracingBenchOptions {
  /** The report's database column: PostgreSQL or PGlite. */
  database: string;
  /** What selects the database for the service (DATABASE_URL, or DATA_DIR). */
  env: Record<string, string>;
  data: Dataset;
  seconds: number;
  row: Row;
}

/** A local OTLP/HTTP receiver: reads each export whole and answers 200 with an empty JSON body; counts the spans. */
async function startReceiver(): Promise<{ url: string; spans: () => number; close: () => Promise<void> }> {
  let spans = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      spans += Buffer.concat(chunks).toString('utf8').split('"spanId"').length - 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans: () => spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

export async function tracingScenarios({ database, env, data, seconds, row }: TracingBenchOptions): Promise<void> {
  const receiver = await startReceiver();
  const headers = { authorization: `Bearer ${data.key}`, traceparent: TRACEPARENT };
  const modes = { off: env, on: { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } } as const;
  const runs: Record<keyof typeof modes, LoadResult[]> = { off: [], on: [] };
  try {
    for (let round = 0; round < 2; round++) {
      for (const mode of ['off', 'on'] as const) {
        const service = await startService(modes[mode]);
        await getEachItem(service.url, '/v2/action-items', data.itemIds, 1, headers);
        runs[mode].push(await getEachItem(service.url, '/v2/action-items', data.itemIds, seconds, headers));
        await service.stop();
      }
    }
  } finally {
    await receiver.close();
  }
  const off = meanOf(runs.off);
  const on = meanOf(runs.on);
  row(database, 'GET action item by id, 20 clients, tracing off (2 runs, in turns)', off);
  row(database, `GET action item by id, 20 clients, tracing on: spans exported over OTLP/HTTP (2 runs, in turns; ${receiver.spans()} spans received)`, on, {
    ceiling: 'tracing off',
    ratio: `${((on.rps / off.rps) * 100).toFixed(0)} % req/s, p50 ×${(on.p50 / Math.max(off.p50, 0.01)).toFixed(2)}, p99 ×${(on.p99 / Math.max(off.p99, 0.01)).toFixed(2)}`,
  });
}
