// A request's date-times: a Date, or an ISO 8601 date-time with a zone.
import { createClient, MemoryCheckpoint } from '@safety-records/client';

const smr = createClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'smr_x' });
await smr.POST('/v2/action-items', { body: { title: 'A', dueDate: new Date('2026-12-01T17:00:00Z') } });
await smr.POST('/v2/action-items', { body: { title: 'B', dueDate: '2026-12-01T17:00:00Z', completedAt: null } });
await smr.PATCH('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: 'x' } }, body: { dueDate: '2026-12-01T18:00:00.000+01:00' } });
await smr.POST('/v2/events/bulk', { body: { events: [{ externalId: 'E-1', title: 'Slip', eventType: 'incident', eventDate: new Date() }] } });
await smr.GET('/v2/action-items', { params: { query: { updatedAfter: new Date(0), updatedBefore: '2026-12-01T00:00:00-05:00' } } });
await smr.GET('/v2/changes', { params: { query: { since: new Date() } } });
for await (const page of smr.sync('/v2/events', { checkpoint: new MemoryCheckpoint(), start: new Date('2026-01-01T00:00:00Z') })) void page;
// Answers keep string.
const { data } = await smr.GET('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: 'x' } } });
const due: string | null = data.dueDate;
void due;
