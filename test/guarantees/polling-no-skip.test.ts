/**
 * No skipped rows under concurrency (DECISIONS 5), on PostgreSQL: 8 writers (creates, updates,
 * bulk upserts, PATCHes, and transactions held open for random milliseconds) and 4 pollers
 * following the spec's page procedure on action items, events and metrics. Every poller must end
 * with the final version of every record. Two negative controls must see skips: the same harness
 * on a scratch table stamped with plain clock_timestamp(), and the API read by OFFSET (another
 * key per page, so no page position is remembered).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { withOrgWrite , operatorWriter } from '../../src/db/org-write.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { onPostgres, testDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';
import { namedUsersAndLocations, runPollingTrial, type Version } from './polling-harness.js';

const skip = !onPostgres && 'needs PostgreSQL: PGlite runs one transaction at a time, so writes cannot interleave';
const RECORDS = 100;
/** Users and locations that items and events show, renamed by two of the writers. */
const NAMED = 10;
/** How many externalIds the API writers spread over: many records each rewritten rarely, so a row skipped once is seldom delivered later. */
const SPREAD = 300;
const pause = () => sleep(Math.random() * 15);

async function scratchTrial(stamping: 'naive' | 'commit-clock', durationMs: number) {
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const table = sql.table(`poll_probe_${randomUUID().replace(/-/g, '').slice(0, 12)}`);
  await sql`CREATE TABLE ${table} (id uuid PRIMARY KEY, version int NOT NULL, updated_at timestamptz NOT NULL)`.execute(db);
  const ids = Array.from({ length: RECORDS }, () => randomUUID());
  await sql`INSERT INTO ${table} SELECT unnest(${ids}::uuid[]), 0, now()`.execute(db);
  try {
    return await runPollingTrial({
      writers: 8, pollers: 4, durationMs, startCursor: JSON.stringify(['-infinity', '00000000-0000-0000-0000-000000000000']),
      write: async () => {
        const id = ids[Math.floor(Math.random() * ids.length)]!;
        if (stamping === 'naive') {
          await db.transaction().execute(async (trx) => {
            await sql`UPDATE ${table} SET version = version + 1, updated_at = clock_timestamp() WHERE id = ${id}`.execute(trx);
            await pause();
          });
        } else {
          await withOrgWrite(db, operatorWriter(org.id), async (trx, now) => {
            await sql`UPDATE ${table} SET version = version + 1, updated_at = ${now}::timestamptz WHERE id = ${id}`.execute(trx);
            await pause();
          });
        }
      },
      // Keyset on (updated_at, id): rows sharing one timestamp are never cut at a page edge.
      poll: async (cursor) => {
        const records: Version[] = [];
        let [at, id] = JSON.parse(cursor) as [string, string];
        for (;;) {
          const rows = await sql<{ id: string; version: number; updated_at: string }>`
            SELECT id, version, updated_at FROM ${table} WHERE (updated_at, id) > (${at}::timestamptz, ${id}::uuid)
             ORDER BY updated_at, id LIMIT 50`.execute(db);
          for (const row of rows.rows) records.push({ id: row.id, version: String(row.version) });
          if (rows.rows.length > 0) [at, id] = [rows.rows.at(-1)!.updated_at, rows.rows.at(-1)!.id];
          if (rows.rows.length < 50) return { records, cursor: JSON.stringify([at, id]) };
        }
      },
      finalState: async () => (await sql<{ id: string; version: number }>`SELECT id, version FROM ${table}`.execute(db)).rows
        .map((row) => ({ id: row.id, version: String(row.version) })),
    });
  } finally {
    await sql`DROP TABLE ${table}`.execute(db);
  }
}

test('negative control: naive clock_timestamp() stamping skips rows under the same harness', { skip }, async () => {
  const report = await scratchTrial('naive', 6_000);
  console.log(`# naive stamping: ${JSON.stringify(report)}`);
  assert.ok(report.skips > 0, `the harness must be able to fail: ${JSON.stringify(report)}`);
});

test('the commit clock, same harness: no skips', { skip }, async () => {
  const report = await scratchTrial('commit-clock', 6_000);
  console.log(`# commit clock stamping: ${JSON.stringify(report)}`);
  assert.ok(report.writes > 100);
  assert.equal(report.skips, 0);
});

/**
 * 10 writers (two of them renaming users and locations the records show) and 4 pollers on action
 * items, events and metrics; each poller follows the spec's
 * page procedure (pages of 10 while hasNext, then the largest updatedAt seen) or the cursor
 * procedure (cursor= while hasNext, keeping the last nextCursor). `keyFor` picks the
 * API key of each page request: one key remembers where its pages ended; a different key per
 * page has no remembered position and falls back to OFFSET.
 *
 * Between two pages of one cycle, the page procedure's poller also rewrites the first action
 * item or event of the page it has just read: that record moves behind the pages still to come,
 * and every record after it moves up one place. This is the write that makes OFFSET paging skip a
 * row (the record that moved onto the page already read), made at every page edge instead of
 * left to the writers' timing, so the negative control skips on every machine.
 */
type Procedure = { kind: 'pages'; keyFor: (org: TestOrg, page: number) => string } | { kind: 'cursor' };

async function apiPollingTrial(durationMs: number, procedure: Procedure) {
  const app = await buildTestApp();
  const { db } = await testDatabase();
  const org = await createTestOrg();
  const api = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, key = org.keys.all) => {
    const response = await app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  await api('POST', '/v2/metric-definitions', { slug: 'score', name: 'Score' });
  // Users and locations the items and events show the names of: renaming one changes every record showing it.
  const named = await namedUsersAndLocations(api, NAMED);
  const itemIds: string[] = (await api('POST', '/v2/action-items/bulk', {
    actionItems: Array.from({ length: 100 }, (_, i) => ({ title: 'v0', externalId: `ai-${i}`, ...named.item(i) })),
  })).data.results.map((r: { id: string }) => r.id);
  await api('POST', '/v2/events/bulk', {
    events: Array.from({ length: SPREAD }, (_, i) => ({ title: 'v0', externalId: `ev-${i}`, ...named.event(i) })),
  });
  const pick = (n: number) => Math.floor(Math.random() * n);

  const writers: Array<(tag: string) => Promise<void>> = [
    (tag) => api('POST', '/v2/action-items', { title: tag, externalId: `ai-${pick(SPREAD)}` }).then(() => {}),
    (tag) => api('POST', '/v2/action-items', { title: tag, externalId: `ai-${pick(SPREAD)}` }).then(() => {}),
    (tag) => api('POST', '/v2/action-items/bulk', { actionItems: Array.from({ length: 5 }, (_, i) => ({ title: `${tag}/${i}`, externalId: `ai-${pick(SPREAD)}-b${i % 2}` })) }).then(() => {}),
    (tag) => api('PATCH', `/v2/action-items/${itemIds[pick(itemIds.length)]}`, { title: tag }).then(() => {}),
    (tag) => api('POST', '/v2/events/bulk', { events: Array.from({ length: 5 }, (_, i) => ({ title: `${tag}/${i}`, externalId: `ev-${pick(SPREAD)}-${i % 2}` })) }).then(() => {}),
    (tag) => api('PUT', `/v2/events/ev-${pick(SPREAD)}/metrics/score`, { value: tag }).then(() => {}),
    // A slow PATCH: the transaction stays open while others commit.
    (tag) => withOrgWrite(db, operatorWriter(org.id), async (trx, now) => {
      await sql`UPDATE action_items SET title = ${tag}, updated_at = ${now}::timestamptz WHERE organization_id = ${org.id} AND id = ${itemIds[pick(itemIds.length)]}`.execute(trx);
      await pause();
    }),
    (tag) => withOrgWrite(db, operatorWriter(org.id), async (trx, now) => {
      await sql`UPDATE events SET title = ${tag}, updated_at = ${now}::timestamptz WHERE organization_id = ${org.id} AND external_id = ${`ev-${pick(SPREAD)}`}`.execute(trx);
      await pause();
    }),
    // Renames: every item and event showing the user or the location is changed in the same write.
    (tag) => named.renameUser(tag, pick(NAMED)).then(() => {}),
    (tag) => named.renameLocation(tag, pick(NAMED)).then(() => {}),
  ];

  /** One cycle of one list from the poller's saved state (a time, or a cursor); returns the new state. */
  let rewrites = 0;
  const syncList = async (path: string, extra: string, state: string, version: (r: any) => string, records: Version[], writing: () => boolean): Promise<string> => {
    const collect = (body: { data: any[] }) => {
      for (const r of body.data) records.push({ id: `${path}:${r.id}`, version: version(r) });
    };
    if (procedure.kind === 'cursor') {
      let query = state.startsWith('cursor=') ? state : `updatedAfter=${encodeURIComponent(state)}`;
      for (;;) {
        const body = await api('GET', `${path}?${query}&limit=10${extra}`);
        collect(body);
        // An empty first page has no cursor to hand back (null): the poller keeps its bound.
        if (body.meta.nextCursor !== null) query = `cursor=${body.meta.nextCursor}`;
        if (!body.meta.pagination.hasNext) return query.startsWith('cursor=') ? query : state;
      }
    }
    let largest = state;
    for (let page = 1; ; page++) {
      const body = await api('GET', `${path}?updatedAfter=${encodeURIComponent(state)}&page=${page}&limit=10${extra}`, undefined, procedure.keyFor(org, page));
      collect(body);
      for (const r of body.data) if (r.updatedAt > largest) largest = r.updatedAt;
      if (!body.meta.pagination.hasNext) return largest;
      if (writing()) await rewriteBehindThePages(path, body.data[0], `p${page}-${randomUUID().slice(0, 8)}`);
    }
  };
  /** Rewrites a record the poller has read in this cycle (action items by PATCH, events by their externalId). */
  const rewriteBehindThePages = async (path: string, record: { id: string; externalId: string | null }, tag: string) => {
    if (path === '/v2/action-items') await api('PATCH', `/v2/action-items/${record.id}`, { title: tag });
    else if (path === '/v2/events') await api('POST', '/v2/events/bulk', { events: [{ title: tag, externalId: record.externalId }] });
    else return;
    rewrites++;
  };
  const report = await runPollingTrial({
    // Pollers wait between cycles, as real ones do: a cycle then spans several pages of 10, with writes between them.
    writers: writers.length, pollers: 4, durationMs, pollIntervalMs: { min: 200, max: 400 },
    startCursor: JSON.stringify(['2000-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z']),
    write: (writer, round) => writers[writer]!(`w${writer}r${round}`),
    poll: async (cursor, writing) => {
      const [items, events, metrics] = JSON.parse(cursor) as string[];
      const records: Version[] = [];
      const next = [
        await syncList('/v2/action-items', '', items!, (r) => `${r.title}|${r.assignedToUserName}|${r.assetName}`, records, writing),
        await syncList('/v2/events', '&sort=updatedAt&dir=asc', events!, (r) => `${r.title}|${r.assetName}|${r.reportedByName}`, records, writing),
        await syncList('/v2/metrics', '', metrics!, (r) => JSON.stringify(r.value), records, writing),
      ];
      return { records, cursor: JSON.stringify(next) };
    },
    finalState: async () => {
      // A record's version includes the names it shows, as its list shows them.
      const items = (await sql<{ id: string; title: string; user: string | null; asset: string | null }>`
        SELECT i.id, i.title, u.full_name AS user, a.name AS asset FROM action_items i
          LEFT JOIN users u ON u.organization_id = i.organization_id AND u.id = i.assigned_to_user_id
          LEFT JOIN assets a ON a.organization_id = i.organization_id AND a.id = i.asset_id
         WHERE i.organization_id = ${org.id}`.execute(db)).rows.map((r) => ({ id: r.id, title: `${r.title}|${r.user}|${r.asset}` }));
      const events = (await sql<{ id: string; title: string; user: string | null; asset: string | null }>`
        SELECT e.id, e.title, u.full_name AS user, a.name AS asset FROM events e
          LEFT JOIN users u ON u.organization_id = e.organization_id AND u.id = e.reported_by_id
          LEFT JOIN assets a ON a.organization_id = e.organization_id AND a.id = e.asset_id
         WHERE e.organization_id = ${org.id}`.execute(db)).rows.map((r) => ({ id: r.id, title: `${r.title}|${r.asset}|${r.user}` }));
      const metrics = await db.selectFrom('event_metrics').select(['id', 'value']).where('organization_id', '=', org.id).execute();
      return [
        ...items.map((r) => ({ id: `/v2/action-items:${r.id}`, version: r.title })),
        ...events.map((r) => ({ id: `/v2/events:${r.id}`, version: r.title })),
        ...metrics.map((r) => ({ id: `/v2/metrics:${r.id}`, version: JSON.stringify(r.value) })),
      ];
    },
  });
  return { ...report, rewrites };
}

test('the API: 10 writers (renames among them) and 4 pollers following the page procedure (pages of 10) for 12 s, no skips', { skip }, async () => {
  const report = await apiPollingTrial(12_000, { kind: 'pages', keyFor: (org) => org.keys.all });
  console.log(`# API page procedure: ${JSON.stringify(report)}`);
  // A floor that proves the trial ran under load, not a throughput target (a loaded CI machine made ~200 in 12 s).
  assert.ok(report.writes > 100, `enough writes: ${report.writes}`);
  // Cycles span many pages (every page edge has a rewrite): what proves the procedure is the page edges crossed.
  assert.ok(report.polls > 4, `polls beyond the last sync of each of the 4 pollers: ${report.polls}`);
  assert.ok(report.rewrites > 50, `enough page edges crossed with a rewrite: ${report.rewrites}`);
  assert.equal(report.skips, 0, `skips: ${JSON.stringify(report)}`);
});

test('negative control: the same with another API key for each page (no remembered position, OFFSET) skips rows', { skip }, async () => {
  const keys = (org: TestOrg) => [org.keys.all, org.keys.read, org.keys.readWrite];
  // Every page edge carries a rewrite (above), so each multi-page cycle skips a row by OFFSET: the
  // first cycle of every poller reads ~40 pages of action items and events from the start.
  const report = await apiPollingTrial(8_000, { kind: 'pages', keyFor: (org, page) => keys(org)[(page - 1) % 3]! });
  console.log(`# API page procedure by OFFSET: ${JSON.stringify(report)}`);
  assert.ok(report.skips > 0, `the harness must be able to fail: ${JSON.stringify(report)}`);
});

test('the API: 10 writers (renames among them) and 4 pollers following the cursor procedure (pages of 10) for 10 s, no skips', { skip }, async () => {
  const report = await apiPollingTrial(10_000, { kind: 'cursor' });
  console.log(`# API cursor procedure: ${JSON.stringify(report)}`);
  // A floor that proves the trial ran under load, not a throughput target (a loaded CI machine made ~200 in 12 s).
  assert.ok(report.writes > 100, `enough writes: ${report.writes}`);
  assert.equal(report.skips, 0, `skips: ${JSON.stringify(report)}`);
});
