/** Load and timing helpers of the benchmark: autocannon runs, sequential timings, server RSS. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median, percentile } from './ceiling.js';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** The tail: 99.9th percentile, ms. */
  p999: number;
  non2xx: number;
}

/** Seconds of the same load run first and thrown away (JIT, plan caches, connection pools). */
export const WARM_UP_SECONDS = 1;

export async function load(url: string, options: { seconds: number; method?: string; headers?: Record<string, string>; body?: string;
  setupRequest?: (request: any) => any; connections?: number; }): Promise<LoadResult> {
  const run = (duration: number) => autocannon({
    url, duration, connections: options.connections ?? 20, method: (options.method ?? 'GET') as 'GET',
    headers: options.headers, body: options.body,
    ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
  });
  await run(WARM_UP_SECONDS);
  const result = await run(options.seconds);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, p999: (result.latency as unknown as { p99_9: number }).p99_9, non2xx: result.non2xx };
}

/** Times `count` sequential calls; returns the median and p99 in milliseconds. */
export async function sequential(count: number, call: (i: number) => Promise<void>): Promise<{ p50: number; p99: number; totalMs: number }> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await call(i);
    times.push(performance.now() - t);
  }
  return { p50: median(times), p99: percentile(times, 0.99), totalMs: performance.now() - started };
}

export function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  stop: () => Promise<void>;
}

const SERVER = fileURLToPath(new URL('../src/server.js', import.meta.url));
const UNLOGGED_SERVER = fileURLToPath(new URL('./unlogged-service.js', import.meta.url));
const CEILING_SERVER = fileURLToPath(new URL('./ceiling-server.js', import.meta.url));

/** Starts the service as its own process (so its memory is measured alone). */
export const startService = (env: Record<string, string>): Promise<ServiceProcess> => startProcess(SERVER, env);

/** Starts the benchmark's own build of the service without the change log (bench/unlogged-service.ts) as its own process. */
export const startUnloggedService = (databaseUrl: string): Promise<ServiceProcess> => startProcess(UNLOGGED_SERVER, { DATABASE_URL: databaseUrl });

/** Starts the hand-written ceiling (bench/ceiling-server.ts) as its own process, as the service runs: the load generator does not share its event loop. */
export const startCeilingProcess = (databaseUrl: string, orgId: string): Promise<ServiceProcess> =>
  startProcess(CEILING_SERVER, { DATABASE_URL: databaseUrl, CEILING_ORG_ID: orgId });

/**
 * `BENCH_SERVICE_CPU_PROF=<dir>`: the service's processes write a V8 CPU profile there when they
 * stop (open it in Chrome's DevTools), to profile a scenario run with `--only=…`.
 */
const serviceNodeArgs = (script: string): string[] => {
  const dir = process.env.BENCH_SERVICE_CPU_PROF;
  return dir && script === SERVER ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
};

function startProcess(script: string, env: Record<string, string>): Promise<ServiceProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...serviceNodeArgs(script), script], {
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', SHUTDOWN_DRAIN_SECONDS: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match && (script === CEILING_SERVER || output.includes('OpenAPI document'))) {
        resolve({ child, url: match[1]!, stop: async () => { child.kill('SIGTERM'); await exited; } });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`service exited (${code}) before listening:\n${output}`)));
  });
}
