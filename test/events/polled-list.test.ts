/** The polled-list suite on GET /v2/events (exclusive bounds; the spec adds sort=updatedAt&dir=asc). */
import { bearer } from '../helpers/app.js';
import { runPolledListSuite, type PolledWorld } from '../helpers/polled-list-suite.js';

let written = 0;
const bulk = async (w: PolledWorld, events: Array<{ externalId: string; title: string }>) => {
  const response = await w.app.inject({ method: 'POST', url: '/v2/events/bulk', headers: bearer(w.org.keys.readWrite), payload: { events } });
  if (response.statusCode !== 200) throw new Error(response.body);
};
const fresh = (count: number) => Array.from({ length: count }, () => ({ externalId: `ev-${++written}`, title: 'v1' }));

runPolledListSuite('events', {
  path: '/v2/events',
  table: 'events',
  inclusive: false,
  pollQuery: '&sort=updatedAt&dir=asc',
  writeTogether: (w, count) => bulk(w, fresh(count)),
  writeMany: async (w, count) => {
    for (let done = 0; done < count; done += 1000) await bulk(w, fresh(Math.min(1000, count - done)));
  },
  update: (w, record, version) => bulk(w, [{ externalId: record.externalId, title: version }]),
  updateTogether: (w, records, version) => bulk(w, records.map((record) => ({ externalId: record.externalId, title: version }))),
  version: (record) => record.title,
});
