/**
 * Flat cost as data grows: the same reads on orgs of growing size (a small org, one of 100,000
 * items, the large org), one client, the median of sequential requests; the largest org's figure
 * must stay within 1.5 × the smallest's. And the cost per element of bulks of 1, 10, 100 and
 * 1,000 assets (action item bulks stop at 100), which should fall, then flatten.
 */
import type { DatasetOrg } from './dataset.js';
import { sequential } from './measure.js';
import type { Row } from './report.js';

export interface ScalingBenchOptions {
  serviceUrl: string;
  orgs: DatasetOrg[];
  row: Row;
  /** Sequential requests per figure. */
  requests: number;
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const SELECTIVE = json([{ key: 'priority_score', op: 'gte', value: 995 }, { key: 'severity', op: 'eq', value: 'a' }]);
/** Entries of the history page read: an item created for the table, then updated. */
const HISTORY_ENTRIES = 20;
/** The filter matches 0.1 % of an org: 10 items of the smallest; pages of 10 so every org's page is as full. */
const FILTERED_PAGE = 10;

async function fetchOk(url: string, init: RequestInit): Promise<any> {
  const response = await fetch(url, init);
  if (response.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The median ms of each read on one org. */
async function readsOn(serviceUrl: string, org: DatasetOrg, requests: number): Promise<Record<string, number>> {
  const headers = { authorization: `Bearer ${org.key}` };
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  const base = `${serviceUrl}/v2/action-items`;
  // A fresh item, so every org's history page holds the same entries whatever the other scenarios wrote.
  const item = (await fetchOk(base, { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ title: 'history 0', externalId: `scaling-history-${Date.now()}` }) })).data.id;
  for (let k = 1; k < HISTORY_ENTRIES; k++) await fetchOk(`${base}/${item}`, { method: 'PATCH', headers: jsonHeaders, body: JSON.stringify({ title: `history ${k}` }) });
  const cursor = (await fetchOk(`${base}?updatedAfter=2000-01-01T00:00:00Z&limit=100`, { headers })).meta.nextCursor;
  const paths: Record<string, (i: number) => string> = {
    'GET by id': (i) => `${base}/${org.itemIds[i % org.itemIds.length]}`,
    'list page 1 with total': () => base,
    [`fieldFilters page of ${FILTERED_PAGE} (~0.1 %)`]: () => `${base}?fieldFilters=${SELECTIVE}&limit=${FILTERED_PAGE}`,
    'cursor poll page of 100': () => `${base}?cursor=${cursor}&limit=100`,
    [`history page (${HISTORY_ENTRIES} entries)`]: () => `${base}/${item}/history`,
  };
  const medians: Record<string, number> = {};
  for (const [name, path] of Object.entries(paths)) {
    await sequential(Math.ceil(requests / 4), (i) => fetchOk(path(i), { headers }));
    medians[name] = (await sequential(requests, (i) => fetchOk(path(i), { headers }))).p50;
  }
  return medians;
}

export async function scalingScenarios({ serviceUrl, orgs, row, requests }: ScalingBenchOptions): Promise<void> {
  const db = 'PostgreSQL';
  const figures = [];
  for (const org of orgs) figures.push({ org, medians: await readsOn(serviceUrl, org, requests) });
  const smallest = figures[0]!;
  const largest = figures.at(-1)!;
  for (const name of Object.keys(smallest.medians)) {
    for (const { org, medians } of figures) {
      const judged = org === largest.org && largest !== smallest ? (() => {
        const times = medians[name]! / smallest.medians[name]!;
        return { ceiling: `${smallest.org.items} items`, ratio: `×${times.toFixed(2)}`, target: '≤ 1.5×', met: times <= 1.5 };
      })() : {};
      row(db, `scaling: ${name}, org of ${org.items.toLocaleString('en')} items (1 client, p50 of ${requests})`, { p50: medians[name]! }, judged);
    }
  }
  await bulkCostPerElement(serviceUrl, largest.org, row);
}

/**
 * ms per element of bulks of 1, 10, 100 and 1,000 assets (updates of the dataset's assets by
 * externalId, every one changing its description). Names stay as the dataset made them: a new
 * name is a rename, which also stamps and logs every item showing the asset (bench/renames.ts
 * measures that), and this measures the bulk.
 */
async function bulkCostPerElement(serviceUrl: string, org: DatasetOrg, row: Row): Promise<void> {
  const headers = { authorization: `Bearer ${org.key}`, 'content-type': 'application/json' };
  let previous: number | null = null;
  let round = 0;
  for (const size of [1, 10, 100, 1000]) {
    const runs = Math.max(5, Math.min(50, 2000 / size));
    const timing = await sequential(runs, async () => {
      round++;
      const assets = Array.from({ length: size }, (_, k) => ({ name: `Asset ${String(1 + k).padStart(7, '0')}`, description: `bulk cost ${round}`, externalId: `as-${1 + k}` }));
      await fetchOk(`${serviceUrl}/v2/assets/bulk`, { method: 'POST', headers, body: JSON.stringify({ assets }) });
    });
    const perElement = timing.p50 / size;
    const judged = previous === null ? {} : { ceiling: 'the bulk 10 × smaller', ratio: `×${(perElement / previous).toFixed(2)}`, target: '≤ 1.1× (falls, then flattens)', met: perElement <= previous * 1.1 };
    row('PostgreSQL', `bulk of ${size} asset${size > 1 ? 's' : ''}: ${perElement.toFixed(3)} ms per element (p50 of ${runs} bulks ${timing.p50.toFixed(2)} ms)`, { p50: timing.p50, p99: timing.p99 }, judged);
    previous = perElement;
  }
}
