import Type from 'typebox';
import { CHANGE_RESOURCES } from '../../db/change-log-types.js';
import { TimeBound } from '../../http/polling.js';
import { checkedFormat, Nullable, StringEnum, Timestamp, Uuid } from '../../http/schemas.js';

const Seq = Type.String({ pattern: '^[0-9]{28}$', description: 'Position in the org\'s commit order: compare as text' });

export const ChangeEntry = Type.Object({
  id: Uuid({ description: 'Stable id of the change (the webhook-id of its deliveries)' }),
  seq: Seq,
  type: Type.String({ description: '<resource>.<created|updated|deleted>' }),
  resource: StringEnum(CHANGE_RESOURCES),
  occurredAt: Timestamp({ description: 'The updatedAt the write gave the record' }),
  recordId: Uuid(),
  externalId: Nullable(Type.String()),
  actor: Type.Object({
    type: StringEnum(['api_key', 'operator'] as const),
    id: Type.Optional(Uuid({ description: 'The API key' })),
    name: Type.Optional(Type.String({ description: 'The API key\'s name' })),
    onBehalfOf: Type.Optional(Type.Object({ id: Uuid(), externalId: Nullable(Type.String()) }, { description: 'The user named by X-On-Behalf-Of' })),
  }),
  changes: Type.Array(Type.Object({ path: Type.String(), from: Type.Unknown(), to: Type.Unknown() }), {
    description: 'Updates: the client-writable keys that changed (custom fields as fields.<key>); [] for creates and deletes',
  }),
  record: Type.Object({}, { additionalProperties: true, description: 'The record as its GET returned it right after the write (deletes: the tombstone)' }),
}, { title: 'Change' });

const PageMeta = Type.Object({
  limit: Type.Integer(),
  hasNext: Type.Boolean({ description: 'More entries follow: ask again with cursor=meta.nextCursor' }),
  nextCursor: Nullable(Type.String({ description: 'The seq of the last entry of the page (the sent cursor on an empty page)' })),
});

export const ChangePage = Type.Object({ data: Type.Array(ChangeEntry), meta: PageMeta }, { title: 'ChangePage' });

const cursor = Type.Optional(Type.String({ maxLength: 64, description: 'meta.nextCursor of the previous page' }));

export const ChangeFeedQuery = Type.Object({
  cursor,
  since: Type.Optional(TimeBound('Start at the first change at or after this ISO 8601 instant (ignored with cursor)')),
  types: Type.Optional(Type.String({ maxLength: 2000, description: 'Comma-separated: action_item.updated, action_item.*, *' })),
  resource: Type.Optional(Type.String({ maxLength: 64, description: `Only this resource: ${CHANGE_RESOURCES.join(', ')}` })),
  recordId: Type.Optional(Type.String({ maxLength: 64, description: 'Only the changes of this record', ...checkedFormat('uuid') })),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'Entries per page, 1 to 1,000 (default 100)' }),
});

export const HistoryQuery = Type.Object({
  cursor,
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Entries per page, 1 to 100 (default 50)' }),
});
