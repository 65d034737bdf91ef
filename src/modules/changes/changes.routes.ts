/**
 * The change feed and the histories of records (DECISIONS 12). A history takes what the
 * record's own GET takes, and answers for deleted records too: their history outlives them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TObject } from 'typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../http/errors.js';
import { listBody } from '../../http/json-text.js';
import { entryPageTag, representationOf, sendTagged } from '../../http/stamp-tags.js';
import { errorResponses } from '../../http/schemas.js';
import { orgIdOf } from '../../http/request-context.js';
import { anyItemId } from '../action-items/action-items.service.js';
import { ActionItemParams } from '../action-items/action-items.schemas.js';
import { assetIdOf } from '../assets/assets.service.js';
import { AssetIdParams, LocationIdParams } from '../assets/assets.schemas.js';
import type { ModuleDeps } from '../deps.js';
import { anyEventId } from '../events/events.service.js';
import { EventIdParams } from '../events/events.schemas.js';
import { userIdOf } from '../users/users.service.js';
import { UserIdParams } from '../users/users.schemas.js';
import { ENTRY_JSON, feedStatements, historyStatements } from './changes.repository.js';
import { ChangeFeedQuery, ChangePage, HistoryQuery } from './changes.schemas.js';
import { changeFeed, recordHistory, type EntryPage, type HistoryInput } from './changes.service.js';
import type { ChangeResource } from '../../db/change-log-types.js';
import { isUuid } from '../../lib/uuid.js';

const tags = ['Changes'];
/** An entry's name in its pages' tags, with a digest of the SQL that builds it. */
const ENTRY = representationOf('change_entry', ENTRY_JSON);
/** Sends a page of entries, tagged from its seqs (the conditional layer need not hash its body). */
const send = (reply: FastifyReply, orgId: string, page: EntryPage) =>
  sendTagged(reply, listBody(page.entries, page.meta), entryPageTag(ENTRY, orgId, page.seqs, page.meta));

interface HistoryRoute {
  path: string;
  /** The path parameter naming the record. */
  param: string;
  operationId: string;
  what: string;
  params: TObject;
  /** What the record's entries are (an asset's type decides whether it is an asset or a location). */
  resources: readonly ChangeResource[];
  /** The record's id from the path parameter, deleted records included; null when the org has none. */
  resolve: (deps: ModuleDeps, orgId: string, reference: string) => Promise<string | null>;
}

const HISTORIES: HistoryRoute[] = [
  { path: '/action-items/:actionItemId/history', param: 'actionItemId', operationId: 'getActionItemHistory', what: 'Action item', params: ActionItemParams, resources: ['action_item'],
    resolve: (deps, orgId, ref) => anyItemId(deps.db, orgId, ref) },
  { path: '/users/:userId/history', param: 'userId', operationId: 'getUserHistory', what: 'User', params: UserIdParams, resources: ['user'],
    resolve: (deps, orgId, ref) => userIdOf(deps.db, orgId, ref) },
  { path: '/assets/:assetId/history', param: 'assetId', operationId: 'getAssetHistory', what: 'Asset', params: AssetIdParams, resources: ['asset', 'location'],
    resolve: (deps, orgId, ref) => assetIdOf(deps.db, orgId, ref, 'asset') },
  { path: '/locations/:locationId/history', param: 'locationId', operationId: 'getLocationHistory', what: 'Location', params: LocationIdParams, resources: ['location'],
    resolve: (deps, orgId, ref) => assetIdOf(deps.db, orgId, ref, 'location') },
  { path: '/events/:eventId/history', param: 'eventId', operationId: 'getEventHistory', what: 'Event', params: EventIdParams, resources: ['event'],
    resolve: (deps, orgId, ref) => anyEventId(deps.db, orgId, ref) },
];

function registerHistory(app: FastifyInstance, deps: ModuleDeps, route: HistoryRoute): void {
  app.get(route.path, {
    config: { clockless: true },
    schema: {
      operationId: route.operationId,
      summary: `The change history of one ${route.what.toLowerCase()}, newest first`,
      description: 'Every change entry of the record, deleted records included. Pages continue with cursor=meta.nextCursor.',
      tags,
      params: route.params,
      querystring: HistoryQuery,
      response: { 200: ChangePage, ...errorResponses(403, 404) },
    },
  }, async (request, reply) => {
    const orgId = orgIdOf(request);
    const reference = (request.params as Record<string, string>)[route.param]!;
    const query = request.query as HistoryInput;
    // A UUID names the record directly: its entries, if its latest one says it is of this kind,
    // are the answer. Otherwise (no entries, another kind, an externalId or email) look it up.
    if (isUuid(reference)) {
      const page = await recordHistory(deps, orgId, reference.toLowerCase(), route.resources, query);
      if (page.entries.length > 0) return send(reply, orgId, page);
    }
    const id = await route.resolve(deps, orgId, reference);
    if (id === null) throw notFound(route.what);
    return send(reply, orgId, await recordHistory(deps, orgId, id, null, query));
  });
}

export const changeRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, deps) => {
  deps.statements.declare(...historyStatements(), ...feedStatements());
  // Retention trims the log without a write: its pages change while the org's clock stands still.
  app.get('/changes', {
    config: { clockless: true },
    schema: {
      operationId: 'listChanges',
      summary: 'The change feed: every change of the organization in commit order',
      description: 'From the oldest retained entry, or from since (inclusive); continue with cursor=meta.nextCursor, '
        + 'sending the same filters. Nothing is ever skipped: an entry commits before any later seq becomes visible.',
      tags,
      querystring: ChangeFeedQuery,
      response: { 200: ChangePage, ...errorResponses(403) },
    },
  }, async (request, reply) => {
    const orgId = orgIdOf(request);
    return send(reply, orgId, await changeFeed(deps, orgId, request.query));
  });

  for (const route of HISTORIES) registerHistory(app, deps, route);
};
