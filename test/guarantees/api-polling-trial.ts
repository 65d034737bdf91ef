/**
 * The no-skip harness through the API (polling-harness.ts): writers and pollers of action items,
 * events and metrics, shared by the test on one database (polling-no-skip.test.ts) and the test
 * through instances reading a streaming replica (replica-reads.test.ts).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { withOrgWrite, operatorWriter } from '../../src/db/org-write.js';
import type { DB } from '../../src/db/schema.js';
import { bearer } from '../helpers/app.js';
import type { TestOrg } from '../helpers/fixtures.js';
import { namedUsersAndLocations, runPollingTrial, type Version } from './polling-harness.js';

/** Users and locations that items and events show, renamed by two of the writers. */
export const NAMED = 10;
/** How many externalIds the API writers spread over: many records each rewritten rarely, so a row skipped once is seldom delivered later. */
const SPREAD = 300;
const pause = () => sleep(Math.random() * 15);

/** Where a trial runs: the apps its requests go to (in turn, one request each), the primary's handle, the org. */
export interface ApiTrialSetup {
  apps: readonly FastifyInstance[];
  db: Kysely<DB>;
  org: TestOrg;
  /** The key the cursor procedure's pages are read with (default the org's `all` key, which the writers use too). */
  readKey?: string;
  /** Before the pollers' last sync, once the writers have stopped (PollingTrial.beforeFinalSync). */
  beforeFinalSync?: () => Promise<void>;
}

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
export type Procedure = { kind: 'pages'; keyFor: (org: TestOrg, page: number) => string } | { kind: 'cursor' };

/** The API as the harnesses call it: each request through the next of `apps`, asserted below 300; its JSON body. */
export function checkedApi(apps: readonly FastifyInstance[], defaultKey: string) {
  let sent = 0;
  return async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, key = defaultKey) => {
    const response = await apps[sent++ % apps.length]!.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
}

/**
 * What a harness's org starts with: the metric `score`, NAMED users and locations, 100 action
 * items (`ai-0`…) and `events` events (`ev-0`…) showing them; the items' ids and the names.
 */
export async function seedTrialOrg(api: ReturnType<typeof checkedApi>, events: number) {
  await api('POST', '/v2/metric-definitions', { slug: 'score', name: 'Score' });
  // Users and locations the items and events show the names of: renaming one changes every record showing it.
  const named = await namedUsersAndLocations(api, NAMED);
  const itemIds: string[] = (await api('POST', '/v2/action-items/bulk', {
    actionItems: Array.from({ length: 100 }, (_, i) => ({ title: 'v0', externalId: `ai-${i}`, ...named.item(i) })),
  })).data.results.map((r: { id: string }) => r.id);
  await api('POST', '/v2/events/bulk', { events: Array.from({ length: events }, (_, i) => ({ title: 'v0', externalId: `ev-${i}`, ...named.event(i) })) });
  return { named, itemIds };
}

export async function apiPollingTrial(durationMs: number, procedure: Procedure, { apps, db, org, readKey = org.keys.all, beforeFinalSync }: ApiTrialSetup) {
  const api = checkedApi(apps, org.keys.all);
  const { named, itemIds } = await seedTrialOrg(api, SPREAD);
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
        const body = await api('GET', `${path}?${query}&limit=10${extra}`, undefined, readKey);
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
      // A page may come back empty while the count says more follow (a reader's standby behind the position another page remembered).
      if (writing() && body.data.length > 0) await rewriteBehindThePages(path, body.data[0], `p${page}-${randomUUID().slice(0, 8)}`);
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
    writers: writers.length, pollers: 4, durationMs, pollIntervalMs: { min: 200, max: 400 }, ...(beforeFinalSync ? { beforeFinalSync } : {}),
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
