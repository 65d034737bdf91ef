// A list read without includeDeleted (or with false) has live records only; with true, narrow first.
import { createClient, MemoryCheckpoint, type components } from '@safety-records/client';

type ActionItem = components['schemas']['ActionItem'];
const smr = createClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'smr_x' });

const live = await smr.GET('/v2/action-items', { params: { query: { status: 'open' } } });
for (const item of live.data) void item.fields;
const none = await smr.GET('/v2/action-items');
const first: ActionItem | undefined = none.data[0];
const off = await smr.GET('/v2/action-items', { params: { query: { includeDeleted: false } } });
void off.data[0]?.title;
void live.meta.pagination.total;
for await (const item of smr.paginate('/v2/action-items')) void item.fields;
for await (const item of smr.paginate('/v2/action-items', { params: { query: { limit: 10 } } })) void item.title;
for await (const page of smr.sync('/v2/action-items', { checkpoint: new MemoryCheckpoint() })) for (const item of page.data) void item.fields;
// A live event's deletedAt is null.
const events = await smr.GET('/v2/events');
const deletedAt: null | undefined = events.data[0]?.deletedAt;

const all = await smr.GET('/v2/action-items', { params: { query: { includeDeleted: true } } });
for (const item of all.data) {
  if ('deletedAt' in item) void item.deletedAt.length; // a tombstone
  else void item.fields;
}
for await (const page of smr.sync('/v2/action-items', { checkpoint: new MemoryCheckpoint(), query: { includeDeleted: true } })) {
  for (const item of page.data) if (!('deletedAt' in item)) void item.fields;
}
const withDeletedEvents = await smr.GET('/v2/events', { params: { query: { includeDeleted: true } } });
const maybe: string | null | undefined = withDeletedEvents.data[0]?.deletedAt;
// Other lists are as the document says.
for await (const user of smr.paginate('/v2/users')) void user.email;
void [first, deletedAt, maybe];
