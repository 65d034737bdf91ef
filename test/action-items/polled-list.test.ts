/** The polled-list suite on GET /v2/action-items (exclusive bounds). */
import { bearer } from '../helpers/app.js';
import { runPolledListSuite, type PolledWorld } from '../helpers/polled-list-suite.js';

let written = 0;
const bulk = async (w: PolledWorld, count: number) => {
  const actionItems = Array.from({ length: count }, () => ({ title: 'v1', externalId: `ai-${++written}` }));
  const response = await w.app.inject({ method: 'POST', url: '/v2/action-items/bulk', headers: bearer(w.org.keys.readWrite), payload: { actionItems } });
  if (response.statusCode !== 200) throw new Error(response.body);
};

runPolledListSuite('action items', {
  path: '/v2/action-items',
  table: 'action_items',
  inclusive: false,
  pollQuery: '',
  writeTogether: bulk,
  writeMany: async (w, count) => {
    for (let done = 0; done < count; done += 100) await bulk(w, Math.min(100, count - done));
  },
  update: async (w, record, version) => {
    await w.app.inject({ method: 'PATCH', url: `/v2/action-items/${record.id}`, headers: bearer(w.org.keys.readWrite), payload: { title: version } });
  },
  updateTogether: async (w, records, version) => {
    const actionItems = records.map((record) => ({ title: version, externalId: record.externalId }));
    const response = await w.app.inject({ method: 'POST', url: '/v2/action-items/bulk', headers: bearer(w.org.keys.readWrite), payload: { actionItems } });
    if (response.statusCode !== 200) throw new Error(response.body);
  },
  version: (record) => record.title,
});
