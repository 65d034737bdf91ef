/**
 * Memory of GET /v2/assets over a large org: the list must stream, so the server's memory
 * may not grow with the number of assets. Inserts N assets with set-based SQL, serves the
 * app on a real socket, reads the whole list through HTTP while sampling the process's RSS
 * and heap, and prints the growth for each size.
 *
 *   npm run build && node --expose-gc dist/bench/assets-stream-memory.js [10000 100000]
 *   (DATABASE_URL selects PostgreSQL; unset uses an in-memory PGlite; ACCEPT_ENCODING=gzip or br
 *   asks for the list encoded, decoded here as it comes: "response MB" is then what the wire carried)
 */
import http from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { prepareServiceDatabase } from '../src/modules/changes/logged-tables.js';
import { createApiKey } from '../src/modules/api-keys/api-keys.service.js';
import { createOrganization } from '../src/modules/organizations/organizations.service.js';
import { generate } from './generate.js';

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const runs = sizes.length > 0 ? sizes : [10_000, 100_000];
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const acceptEncoding = process.env.ACCEPT_ENCODING;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: null, poolSize: 4 });
await prepareServiceDatabase(database);
const config = Object.freeze({ ...loadConfig({}), rateLimitPerMinute: 0, logLevel: 'warn' as const });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

function fetchList(key: string): Promise<{ bytes: number; records: number }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/v2/assets', headers: { authorization: `Bearer ${key}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } }, (res) => {
      let bytes = 0;
      let records = 0;
      res.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      const coding = res.headers['content-encoding'];
      const body = coding === 'br' ? res.pipe(createBrotliDecompress()) : coding === 'gzip' ? res.pipe(createGunzip()) : res;
      body.on('data', (chunk: Buffer) => {
        for (let i = 0; i < chunk.length; i++) if (chunk[i] === 0x7b) records++; // '{' opens each record (and the envelope)
      });
      body.on('end', () => resolve({ bytes, records: records - 1 }));
      body.on('error', reject);
    }).on('error', reject);
  });
}

console.log(`database: ${database.kind}`);
console.log('| assets | response MB | seconds | RSS before MB | peak RSS growth MB | peak heap growth MB | peak live heap growth MB (after GC) |');
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const size of runs) {
  const org = await createOrganization(database.db, `Stream ${size}`);
  const { key } = await createApiKey(database.db, org.id, { name: 'bench', scopes: ['read'] });
  await generate(database.db, sql`
    INSERT INTO assets (organization_id, id, type, name, slug, status, external_id, city, address1, latitude, longitude, created_at, updated_at)
    SELECT ${org.id}, gen_random_uuid(), 'location', 'Asset ' || lpad(n::text, 7, '0'), 'asset-' || n, 'active', 'ext-' || n,
           'City ' || (n % 100), n || ' Main Street', 59.9 + n / 1e7, 10.7 + n / 1e7, now(), now()
      FROM generate_series(1, ${size}::int) AS n`);
  await sql`ANALYZE assets`.execute(database.db);
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakLive = before.heapUsed;
  let ticks = 0;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    // Every 10th sample, collect garbage first: what is still referenced is what the stream holds.
    if (++ticks % 10 === 0) {
      gc();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }
  }, 20);
  const started = performance.now();
  const { bytes, records } = await fetchList(key);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (records !== size) throw new Error(`expected ${size} records, read ${records}`);
  console.log(`| ${size} | ${mb(bytes)} | ${seconds.toFixed(2)} | ${mb(before.rss)} | ${mb(peakRss - before.rss)} | ${mb(peakHeap - before.heapUsed)} | ${mb(peakLive - before.heapUsed)} |`);
}
await app.close();
await database.close();
