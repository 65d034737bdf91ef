// A date without a time, or a time without a zone, the service refuses (400 validation_error): so do the types.
import { createClient, MemoryCheckpoint } from '@safety-records/client';

const smr = createClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'smr_x' });
await smr.POST('/v2/action-items', { body: { title: 'A', dueDate: '2026-12-01' } }); // fails: TS2322
await smr.POST('/v2/action-items', { body: { title: 'B', dueDate: '2026-12-01T17:00:00' } }); // fails: TS2322
await smr.GET('/v2/action-items', { params: { query: { updatedAfter: '2026-12-01' } } }); // fails: TS2322
const text: string = new Date().toISOString();
await smr.GET('/v2/events', { params: { query: { updatedAfter: text } } }); // fails: TS2322
await smr.POST('/v2/webhooks/{id}/replay', { params: { path: { id: 'x' } }, body: { since: 1764547200000 } }); // fails: TS2322
for await (const page of smr.sync('/v2/changes', { checkpoint: new MemoryCheckpoint(), start: '2026-01-01' })) void page; // fails: TS2322
