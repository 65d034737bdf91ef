/**
 * The hand-written ceilings: a bare Fastify + pg server with named prepared statements, no auth
 * and no validation, over the same tables (rows parsed by pg and serialized again, and the
 * stronger JSON-in-SQL routes under /json, whose text the database builds), and raw `unnest`
 * bulk upserts timed in SQL alone.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import pg from 'pg';
import { DATA_LOAD_SESSION_OPTION } from './generate.js';
import { serviceReads } from './service-reads.js';

/** A pool on the bench database whose sessions write as the generator does (a data load: no trigger fires). */
export function ceilingPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: DATA_LOAD_SESSION_OPTION });
  // The bench drops its database when it ends, closing any connection still open: not an error of the run.
  pool.on('error', () => {});
  return pool;
}

export async function startCeiling(databaseUrl: string, orgId: string): Promise<{ app: FastifyInstance; url: string; close: () => Promise<void> }> {
  const pool = ceilingPool(databaseUrl);
  const service = await serviceReads(databaseUrl, orgId);
  const json = (reply: FastifyReply, body: string) => reply.type('application/json').send(body);
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/items/:id', async (request) => {
    const result = await pool.query({ name: 'ceiling_get', text: 'SELECT * FROM action_items WHERE organization_id = $1 AND id = $2', values: [orgId, request.params.id] });
    return { data: result.rows[0] };
  });
  // ?org= writes to another org of the dataset (the same writes spread over orgs).
  app.post<{ Body: { title: string; externalId: string }; Querystring: { org?: string } }>('/items', async (request) => {
    const result = await pool.query({
      name: 'ceiling_upsert',
      text: `INSERT INTO action_items (organization_id, id, title, external_id, created_at, updated_at) VALUES ($1, gen_random_uuid(), $2, $3, now(), now())
             ON CONFLICT (organization_id, external_id) DO UPDATE SET title = EXCLUDED.title, updated_at = now() RETURNING *`,
      values: [request.query.org ?? orgId, request.body.title, request.body.externalId],
    });
    return { data: result.rows[0] };
  });
  app.get<{ Querystring: { after: string; id: string } }>('/items', async (request) => {
    const result = await pool.query({
      name: 'ceiling_page',
      text: 'SELECT * FROM action_items WHERE organization_id = $1 AND (updated_at, id) > ($2, $3) ORDER BY updated_at, id LIMIT 100',
      values: [orgId, request.query.after, request.query.id],
    });
    return { data: result.rows };
  });
  // The service's own feed read (the first page, entries built as JSON text by the database) on
  // the bare server: what a feed page costs apart from the service's request handling.
  app.get<{ Querystring: { limit?: string } }>('/changes', async (request, reply) => json(reply, await service.feedPage(Number(request.query.limit ?? 100))));
  // The JSON-in-SQL ceiling: the database builds the JSON text and the server sends it as is.
  app.get<{ Params: { id: string } }>('/json/items/:id', async (request, reply) => {
    const result = await pool.query({ name: 'ceiling_json_get', text: 'SELECT row_to_json(ai)::text AS record FROM action_items ai WHERE organization_id = $1 AND id = $2', values: [orgId, request.params.id] });
    return reply.type('application/json').send(`{"data":${result.rows[0]?.record ?? 'null'}}`);
  });
  // The service's own reads on the bare server (bench/service-reads.ts): what a record, a history
  // page and a cursor page cost apart from the service's request handling.
  app.get<{ Params: { id: string } }>('/json/records/:id', async (request, reply) => json(reply, await service.record(request.params.id)));
  app.get<{ Params: { id: string } }>('/json/history/:id', async (request, reply) => json(reply, await service.historyPage(request.params.id)));
  app.get<{ Querystring: { after: string; id: string } }>('/json/record-pages', async (request, reply) =>
    json(reply, await service.cursorPage({ updatedAt: request.query.after, id: request.query.id })));
  app.get<{ Querystring: { after: string; id: string; limit?: string } }>('/json/items', (request, reply) =>
    keysetJsonPage(reply, 'ceiling_json_page', 'action_items', request.query, 100));
  app.get<{ Querystring: { after: string; id: string; limit?: string } }>('/json/metrics', (request, reply) =>
    keysetJsonPage(reply, 'ceiling_json_metrics', 'event_metrics', request.query, 1000));
  /** A keyset page of a table's rows on (updated_at, id) as JSON text, with `next` (the last row's `updated_at|id`) to walk on. */
  async function keysetJsonPage(reply: FastifyReply, name: string, table: 'action_items' | 'event_metrics', query: { after: string; id: string; limit?: string }, limit: number) {
    const result = await pool.query({
      name,
      text: `WITH p AS (SELECT * FROM ${table} WHERE organization_id = $1 AND (updated_at, id) > ($2, $3) ORDER BY updated_at, id LIMIT $4)
             SELECT coalesce(json_agg(p ORDER BY p.updated_at, p.id), '[]')::text AS page,
                    (SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || id FROM p ORDER BY updated_at DESC, id DESC LIMIT 1) AS next
               FROM p`,
      values: [orgId, query.after, query.id, Number(query.limit ?? limit)],
    });
    const { page, next } = result.rows[0];
    return reply.type('application/json').send(`{"data":${page},"next":${JSON.stringify(next)}}`);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await service.close();
    await pool.end();
  };
  return { app, close, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** Median milliseconds of a raw `unnest` upsert of `count` action items with custom fields. */
export async function rawItemBulkMs(pool: pg.Pool, orgId: string, count: number, runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const ids = Array.from({ length: count }, (_, i) => `raw-${run % 2}-${i}`);
    const fields = ids.map((_, i) => JSON.stringify({ priority_score: i, severity: 'a', due: '2026-05-01', flagged: true, category: 'x', reviewed_at: '2026-01-01T00:00:00Z' }));
    const t = performance.now();
    await pool.query(`INSERT INTO action_items (organization_id, id, title, external_id, fields, created_at, updated_at)
      SELECT $1, gen_random_uuid(), 'raw', e, f::jsonb, now(), now() FROM unnest($2::text[], $3::text[]) AS u(e, f)
      ON CONFLICT (organization_id, external_id) DO UPDATE SET title = EXCLUDED.title, fields = EXCLUDED.fields, updated_at = now()`, [orgId, ids, fields]);
    times.push(performance.now() - t);
  }
  return median(times);
}

/** Median milliseconds of a raw `unnest` upsert of `count` assets. */
export async function rawAssetBulkMs(pool: pg.Pool, orgId: string, count: number, runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const ids = Array.from({ length: count }, (_, i) => `raw-asset-${run % 2}-${i}`);
    const t = performance.now();
    await pool.query(`INSERT INTO assets (organization_id, id, type, name, slug, status, external_id, created_at, updated_at)
      SELECT $1, gen_random_uuid(), 'location', e, e, 'active', e, now(), now() FROM unnest($2::text[]) AS u(e)
      ON CONFLICT (organization_id, external_id) DO UPDATE SET name = EXCLUDED.name, updated_at = now()`, [orgId, ids]);
    times.push(performance.now() - t);
  }
  return median(times);
}

/**
 * Median milliseconds of storing `count` change entries alone: copies of the org's latest
 * entries of `resource`, prebuilt (no record building, no diff), inserted with the table's
 * indexes in a transaction that is rolled back. The floor of what logging a write of `count`
 * such records costs.
 */
export async function rawEntryInsertMs(pool: pg.Pool, orgId: string, resource: string, count: number, runs: number): Promise<number> {
  const times: number[] = [];
  const client = await pool.connect();
  try {
    for (let run = 0; run < runs; run++) {
      await client.query('BEGIN');
      const t = performance.now();
      await client.query(`INSERT INTO change_entries (organization_id, seq, resource, action, occurred_at, record_id, external_id, actor, changes, record)
        SELECT organization_id, '9' || substr(seq, 2), resource, action, occurred_at, record_id, external_id, actor, changes, record
          FROM (SELECT * FROM change_entries WHERE organization_id = $1 AND resource = $3 ORDER BY seq DESC LIMIT $2) latest`, [orgId, count, resource]);
      times.push(performance.now() - t);
      await client.query('ROLLBACK');
    }
  } finally {
    client.release();
  }
  return median(times);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}
