/**
 * What a rename costs (migration 0017: a record whose representation changes is changed): a user
 * assigned to 10,000 action items renamed, and a location holding 10,000 renamed, each one write
 * that stamps and logs every item showing it, atomically. Reported: each rename's time (the first
 * logs the items' first entries, `created` for records written before the log existed, the later
 * ones their `updated` entries with the diff), and the org's concurrent single upserts (20
 * clients) alone, then while renames run back to back: the renames hold the org's clock row while
 * they commit, so the upserts wait behind them.
 */
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import type { Dataset } from './dataset.js';
import { generate } from './generate.js';
import { load, type LoadResult } from './measure.js';
import type { Row } from './report.js';

/** How many items show the renamed user (and the renamed location). */
export const SHOWING = 10_000;
const RENAMES = 3;

interface RenameOptions {
  databaseUrl: string;
  serviceUrl: string;
  data: Dataset;
  seconds: number;
  row: Row;
  log: (line: string) => void;
}

export async function renameScenarios({ databaseUrl, serviceUrl, data, seconds, row, log }: RenameOptions): Promise<void> {
  const headers = { authorization: `Bearer ${data.key}`, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body: object) => {
    const response = await fetch(`${serviceUrl}/v2${path}`, { method, headers, body: JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as { data: { id: string; email?: string } };
  };
  const user = (await call('POST', '/users', { email: `renamed-${Date.now()}@example.com`, fullName: 'Rename 0', externalId: `rename-user-${Date.now()}` })).data;
  const site = (await call('POST', '/locations', { name: 'Rename 0', externalId: `rename-site-${Date.now()}` })).data;
  // The dataset's items, pointed at them as a data load (no clock, no log: as they were before the log existed).
  const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 2 });
  await generate(database.db, sql`UPDATE action_items SET assigned_to_user_id = ${user.id}::uuid
    WHERE organization_id = ${data.orgId}::uuid AND id IN (SELECT id FROM action_items WHERE organization_id = ${data.orgId}::uuid AND deleted_at IS NULL ORDER BY id LIMIT ${SHOWING})`);
  await generate(database.db, sql`UPDATE action_items SET asset_id = ${site.id}::uuid
    WHERE organization_id = ${data.orgId}::uuid AND id IN (SELECT id FROM action_items WHERE organization_id = ${data.orgId}::uuid AND deleted_at IS NULL ORDER BY id DESC LIMIT ${SHOWING})`);
  await sql`VACUUM ANALYZE action_items`.execute(database.db);
  await database.close();

  let round = 0;
  const renameUser = () => call('POST', '/users', { email: user.email, fullName: `Rename ${++round}` });
  const renameSite = () => call('POST', '/locations', { id: site.id, name: `Rename ${++round}` });
  for (const [what, rename] of [[`a user assigned to ${SHOWING.toLocaleString('en')} items`, renameUser], [`a location of ${SHOWING.toLocaleString('en')} items`, renameSite]] as const) {
    const times: number[] = [];
    for (let i = 0; i < RENAMES; i++) {
      const started = performance.now();
      await rename();
      times.push(performance.now() - started);
    }
    const listed = times.map((ms) => `${ms.toFixed(0)} ms`).join(', ');
    log(`rename of ${what}: ${listed} (the first logs the items' first entries)`);
    // Times of single writes, not a latency distribution: in the scenario's text, not the p50/p99 columns.
    const steady = Math.max(...times.slice(1));
    row('PostgreSQL', `rename of ${what}: one write, every item stamped and logged; ${RENAMES} renames took ${listed} (the first writes the items' first entries)`, {}, {
      ceiling: 'the first rename', ratio: `later ones ≤ ${((steady / times[0]!) * 100).toFixed(0)} % of it, ${(steady / (SHOWING / 1000)).toFixed(0)} ms per 1,000 items`,
    });
  }

  // The org's single upserts alone, then while the user and the location are renamed back to back.
  let counter = 0;
  const upserts = () => load(`${serviceUrl}/v2/action-items`, {
    seconds, method: 'POST', headers,
    setupRequest: (request: { body?: string }) => ({ ...request, body: JSON.stringify({ title: `rename bench ${counter}`, externalId: `rename-bench-${counter++ % 2000}` }) }),
  });
  const alone = await upserts();
  let renaming = true;
  let renamed = 0;
  const renamer = (async () => {
    while (renaming) {
      await (renamed % 2 === 0 ? renameUser() : renameSite());
      renamed++;
    }
  })();
  let during: LoadResult;
  try {
    during = await upserts();
  } finally {
    renaming = false;
    await renamer;
  }
  row('PostgreSQL', 'single upserts of the org, 20 clients, alone', alone);
  row('PostgreSQL', `the same while renames of ${SHOWING.toLocaleString('en')} items run back to back (${renamed} renames meanwhile)`, during, {
    ceiling: 'alone', ratio: `${((during.rps / alone.rps) * 100).toFixed(0)} % req/s, p99 ×${(during.p99 / Math.max(alone.p99, 0.01)).toFixed(1)}`,
  });
}
