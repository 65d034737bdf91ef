/**
 * The polled-list suite on both metric exports (inclusive bounds). Metric values are written
 * one (event, metric) at a time through the API, so the suite's many records are set up in SQL,
 * in one statement (one updatedAt); updates go through the API.
 */
import { sql } from 'kysely';
import { bearer } from '../helpers/app.js';
import { writeAroundTheClock } from '../helpers/database.js';
import { runPolledListSuite, type PolledWorld } from '../helpers/polled-list-suite.js';

let written = 0;

async function writeValues(w: PolledWorld, count: number): Promise<void> {
  const prefix = `m${++written}-`;
  for (let done = 0; done < count; done += 1000) {
    const events = Array.from({ length: Math.min(1000, count - done) }, (_, i) => ({ externalId: `${prefix}${done + i}`, title: 'e' }));
    const response = await w.app.inject({ method: 'POST', url: '/v2/events/bulk', headers: bearer(w.org.keys.readWrite), payload: { events } });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
  await writeAroundTheClock((trx) => sql`
    INSERT INTO event_metrics (organization_id, id, event_id, metric_id, value, reason, review_status, created_at, updated_at)
    SELECT e.organization_id, gen_random_uuid(), e.id, d.id, '"v1"'::jsonb, '', 0, now(), now()
      FROM events e JOIN metric_definitions d ON d.organization_id = e.organization_id AND d.slug = 'score'
     WHERE e.organization_id = ${w.org.id} AND e.external_id LIKE ${`${prefix}%`}`.execute(trx));
}

for (const path of ['/v2/metrics', '/v2/events/metrics/bulk']) {
  runPolledListSuite(`metric export ${path}`, {
    path,
    table: 'event_metrics',
    inclusive: true,
    pollQuery: '',
    prepare: async (w) => {
      await w.app.inject({ method: 'POST', url: '/v2/metric-definitions', headers: bearer(w.org.keys.all), payload: { slug: 'score', name: 'Score' } });
    },
    writeTogether: writeValues,
    writeMany: writeValues,
    update: async (w, record, version) => {
      const response = await w.app.inject({ method: 'PUT', url: `/v2/events/${record.eventId}/metrics/score`, headers: bearer(w.org.keys.readWrite), payload: { value: version } });
      if (response.statusCode >= 300) throw new Error(response.body);
    },
    version: (record) => JSON.stringify(record.value),
  });
}
