/**
 * Paging a large metric export: GET /v2/metrics?limit=1000 through every record, by cursor
 * (keyset) and, for comparison, a few deep pages by `page=` (OFFSET). Prints the time of the
 * first, middle and last cursor pages and the records per second, so a slowdown with depth
 * would show.
 *
 *   npm run build && node dist/bench/metrics-export.js [metrics=1000000]
 *   (DATABASE_URL selects PostgreSQL; unset uses an in-memory PGlite)
 */
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { prepareServiceDatabase } from '../src/modules/changes/logged-tables.js';
import { createApiKey } from '../src/modules/api-keys/api-keys.service.js';
import { createOrganization } from '../src/modules/organizations/organizations.service.js';
import { generate } from './generate.js';

const total = Number(process.argv[2] ?? 1_000_000);
const metricsPerEvent = 5;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: null, poolSize: 4 });
await prepareServiceDatabase(database);
const org = await createOrganization(database.db, `Metric export ${total}`);
const { key } = await createApiKey(database.db, org.id, { name: 'bench', scopes: ['read'] });
const events = Math.ceil(total / metricsPerEvent);
const started = performance.now();
await generate(database.db, sql`INSERT INTO events (organization_id, id, external_id, title, event_date, status, created_at, updated_at)
  SELECT ${org.id}, gen_random_uuid(), 'ev-' || n, 'Event ' || n, now(), 'open', now(), now() FROM generate_series(1, ${events}::int) n`);
await generate(database.db, sql`INSERT INTO metric_definitions (organization_id, slug, name, created_at, updated_at)
  SELECT ${org.id}, 'm' || n, 'Metric ' || n, now(), now() FROM generate_series(1, ${metricsPerEvent}::int) n`);
await generate(database.db, sql`INSERT INTO event_metrics (organization_id, id, event_id, metric_id, value, reason, review_status, created_at, updated_at)
  SELECT ${org.id}, gen_random_uuid(), e.id, d.id, to_jsonb(random()), 'generated', 0, now(),
         now() - ((row_number() OVER ()) % 86400000 || ' milliseconds')::interval
    FROM events e CROSS JOIN metric_definitions d
   WHERE e.organization_id = ${org.id} AND d.organization_id = ${org.id}`);
await sql`ANALYZE`.execute(database.db);
console.log(`database: ${database.kind}; generated ${total} metrics in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const config = Object.freeze({ ...loadConfig({}), rateLimitPerMinute: 0, logLevel: 'warn' as const });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/v2/metrics`;
const headers = { authorization: `Bearer ${key}` };

async function timed(url: string): Promise<{ ms: number; body: any }> {
  const t = performance.now();
  const body = await (await fetch(url, { headers })).json();
  return { ms: performance.now() - t, body };
}

const pageTimes: number[] = [];
let records = 0;
const exportStarted = performance.now();
let page = await timed(`${base}?limit=1000&updatedAfter=2000-01-01T00:00:00Z`);
for (;;) {
  pageTimes.push(page.ms);
  records += page.body.data.length;
  if (!page.body.meta.pagination.hasNext) break;
  page = await timed(`${base}?limit=1000&cursor=${page.body.meta.nextCursor}`);
}
const seconds = (performance.now() - exportStarted) / 1000;
const at = (fraction: number) => pageTimes[Math.min(pageTimes.length - 1, Math.floor(pageTimes.length * fraction))]!.toFixed(1);
console.log(`cursor export: ${records} records in ${pageTimes.length} pages, ${seconds.toFixed(1)} s, ${Math.round(records / seconds)} records/s`);
console.log(`cursor page ms: first ${at(0)}, 25% ${at(0.25)}, middle ${at(0.5)}, 75% ${at(0.75)}, last ${at(0.999)}`);
for (const p of [1, Math.floor(pageTimes.length / 2), pageTimes.length]) {
  const offset = await timed(`${base}?limit=1000&page=${p}`);
  console.log(`offset page ${p}: ${offset.ms.toFixed(1)} ms`);
}
await app.close();
await database.close();
