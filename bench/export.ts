/**
 * smr-export's speed (issue 17): the large org's action items mirrored into a fresh PostgreSQL
 * database by the exporter's own process, against the API's own cursor-page throughput measured
 * just before in the same run (the same pages, read sequentially and parsed, written nowhere);
 * target ≥ 70 %. The exporter's peak RSS (VmHWM) is read from /proc while it runs; target ≤ 150 MB.
 * Run `npm run build` first: the bin is run as installed (executable, its shebang's flags).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Dataset } from './dataset.js';
import { rssMb, startService } from './measure.js';
import type { Row } from './report.js';


export interface ExportBenchOptions {
  databaseUrl: string;
  /** A server where the mirror's database is created (and dropped). */
  adminUrl: string;
  data: Dataset;
  row: Row;
  log: (line: string) => void;
}

const EXPORTER = fileURLToPath(new URL('../../packages/export/dist/cli.js', import.meta.url));

/** Every action item by cursor pages of 100, sequentially, as the exporter reads them: records per second. */
async function cursorPagesPerSecond(url: string, key: string): Promise<{ records: number; perSecond: number }> {
  const headers = { authorization: `Bearer ${key}` };
  let query = 'updatedAfter=1970-01-01T00:00:00.000Z&limit=100&includeDeleted=true';
  let records = 0;
  const started = performance.now();
  for (;;) {
    const body = await (await fetch(`${url}/v2/action-items?${query}`, { headers })).json() as { data: unknown[]; meta: { pagination: { hasNext: boolean }; nextCursor: string } };
    records += body.data.length;
    if (!body.meta.pagination.hasNext) break;
    query = `cursor=${body.meta.nextCursor}&limit=100&includeDeleted=true`;
  }
  return { records, perSecond: records / ((performance.now() - started) / 1000) };
}

/** Runs the exporter to its end: its records per second and peak RSS in MB. */
async function exporterRun(url: string, key: string, mirrorUrl: string): Promise<{ seconds: number; peakMb: number; code: number | null; stderr: string }> {
  const started = performance.now();
  // The bin itself, as `npx smr-export` runs it: its shebang's Node.js flags apply.
  const child = spawn(EXPORTER, ['postgres', mirrorUrl, '--resources', 'action-items', '--url', url, '--key', key], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let peakMb = 0;
  let done = false;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => {
    done = true;
    resolve(code);
  }));
  while (!done) {
    try {
      peakMb = Math.max(peakMb, rssMb(child.pid!).peak);
    } catch {
      // exited between the check and the read
    }
    await sleep(100);
  }
  const code = await exited;
  return { seconds: (performance.now() - started) / 1000, peakMb, code, stderr };
}

export async function exportScenarios(options: ExportBenchOptions): Promise<void> {
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  const name = `smr_bench_mirror_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const mirror = new URL(options.adminUrl);
  mirror.pathname = `/${name}`;
  const service = await startService({ DATABASE_URL: options.databaseUrl });
  try {
    const ceiling = await cursorPagesPerSecond(service.url, options.data.key);
    options.row('PostgreSQL', `ceiling: the API's cursor pages of 100 through ${ceiling.records} action items (sequential, parsed)`, { rps: ceiling.perSecond });
    const run = await exporterRun(service.url, options.data.key, mirror.toString());
    if (run.code !== 0) throw new Error(`smr-export exited ${run.code}: ${run.stderr}`);
    const perSecond = ceiling.records / run.seconds;
    const percent = (perSecond / ceiling.perSecond) * 100;
    options.row('PostgreSQL', `smr-export of ${ceiling.records} action items into PostgreSQL (records/s)`, { rps: perSecond }, {
      ceiling: 'API cursor pages', ratio: `${percent.toFixed(0)} %`, target: '≥ 70 %', met: percent >= 70,
    });
    options.row('PostgreSQL', `smr-export peak RSS: ${run.peakMb.toFixed(0)} MB`, {}, { target: '≤ 150 MB', met: run.peakMb <= 150 });
    options.log(`smr-export: ${ceiling.records} action items in ${run.seconds.toFixed(1)} s (${perSecond.toFixed(0)}/s, ${percent.toFixed(0)} % of the API's ${ceiling.perSecond.toFixed(0)}/s), peak RSS ${run.peakMb.toFixed(0)} MB`);
  } finally {
    await service.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
