// With includeDeleted: true (or a boolean that may be true) a record may be a tombstone: not read as a live one unnarrowed.
import { createClient, MemoryCheckpoint } from '@safety-records/client';

const smr = createClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'smr_x' });
const all = await smr.GET('/v2/action-items', { params: { query: { includeDeleted: true } } });
void all.data[0]?.fields; // fails: TS2339
const flag = process.argv.length > 2;
const maybe = await smr.GET('/v2/action-items', { params: { query: { includeDeleted: flag } } });
void maybe.data[0]?.title; // fails: TS2339
for await (const item of smr.paginate('/v2/action-items', { params: { query: { includeDeleted: true } } })) void item.fields; // fails: TS2339
for await (const page of smr.sync('/v2/action-items', { checkpoint: new MemoryCheckpoint(), query: { includeDeleted: true } })) void page.data[0]?.fields; // fails: TS2339
// A live list's events are not deleted.
const events = await smr.GET('/v2/events');
const deletedAt: string | undefined = events.data[0]?.deletedAt; // fails: TS2322
void deletedAt;
