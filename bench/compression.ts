/**
 * What response compression costs and saves (docs/decisions/compression.md): a cursor page of
 * 100 action items, GET by id over the dataset's items, and the reference page's bundle, each
 * loaded with 20 clients unencoded, with `Accept-Encoding: gzip` and with `br`, in rounds (each
 * round in another order, so all three see the same moments of the machine); req/s and p99 of
 * each coding as ratios to the unencoded runs of the same round, and the bytes each sends on the
 * wire (counted before any decoding).
 */
import http from 'node:http';
import type { Dataset } from './dataset.js';
import { load, type LoadResult } from './measure.js';
import { getEachItem } from './reads.js';
import { meanOf, type Row } from './report.js';

export interface CompressionBenchOptions {
  dbName: string;
  serviceUrl: string;
  data: Dataset;
  seconds: number;
  row: Row;
}

const CODINGS = ['identity', 'gzip', 'br'] as const;
type Coding = (typeof CODINGS)[number];
const ROUNDS = 2;

/** The body's size as sent (not decoded) and the coding the service chose. */
function onTheWire(url: string, headers: Record<string, string>): Promise<{ bytes: number; coding: string }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      response.on('end', () => resolve({ bytes, coding: String(response.headers['content-encoding'] ?? 'identity') }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

export async function compressionScenarios({ dbName, serviceUrl, data, seconds, row }: CompressionBenchOptions): Promise<void> {
  const auth = { authorization: `Bearer ${data.key}` };
  const first = await (await fetch(`${serviceUrl}/v2/action-items?updatedAfter=2000-01-01T00:00:00Z&limit=100`, { headers: auth })).json() as { meta: { nextCursor: string } };
  const page = `/v2/action-items?cursor=${first.meta.nextCursor}&limit=100`;
  const docs = await (await fetch(`${serviceUrl}/docs`)).text();
  const bundle = /src="(\/docs\/scalar\.js[^"]*)"/.exec(docs)![1]!.replace(/&amp;/g, '&');
  const targets: Array<{ name: string; sample: string; run: (headers: Record<string, string>) => Promise<LoadResult> }> = [
    { name: 'cursor page of 100 action items', sample: page, run: (headers) => load(`${serviceUrl}${page}`, { seconds, headers }) },
    { name: 'GET action item by id', sample: `/v2/action-items/${data.itemIds[0]}`, run: (headers) => getEachItem(serviceUrl, '/v2/action-items', data.itemIds, seconds, headers) },
    { name: 'GET /docs/scalar.js (the reference bundle, encoded once)', sample: bundle, run: (headers) => load(`${serviceUrl}${bundle}`, { seconds, headers }) },
  ];
  for (const target of targets) {
    const runs: Record<Coding, LoadResult[]> = { identity: [], gzip: [], br: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? CODINGS : [...CODINGS].reverse();
      for (const coding of order) runs[coding].push(await target.run({ ...auth, 'accept-encoding': coding }));
    }
    const plain = meanOf(runs.identity);
    const plainBytes = (await onTheWire(`${serviceUrl}${target.sample}`, auth)).bytes;
    row(dbName, `compression: ${target.name}, unencoded, 20 clients (${ROUNDS} runs; ${plainBytes.toLocaleString('en')} bytes)`, plain);
    for (const coding of ['gzip', 'br'] as const) {
      const encoded = meanOf(runs[coding]);
      const wire = await onTheWire(`${serviceUrl}${target.sample}`, { ...auth, 'accept-encoding': coding });
      const rate = (encoded.rps / plain.rps) * 100;
      row(dbName, `compression: ${target.name}, Accept-Encoding: ${coding} (sent ${wire.coding}, ${wire.bytes.toLocaleString('en')} bytes, `
        + `${(100 - (wire.bytes / plainBytes) * 100).toFixed(1)} % saved; ${ROUNDS} runs, in rounds)`, encoded, {
        ceiling: 'unencoded', ratio: `${rate.toFixed(0)} % req/s, p99 ×${(encoded.p99 / Math.max(plain.p99, 0.01)).toFixed(2)}`,
      });
    }
  }
}
