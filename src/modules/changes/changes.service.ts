/**
 * The change feed and record histories (DECISIONS 12): query parsing and paging. The cursor of
 * both is the `seq` of the last entry a page returned; the feed continues after it in commit
 * order, a history before it (newest first).
 */
import { CHANGE_RESOURCES, type ChangeResource } from '../../db/change-log-types.js';
import type { ReadContext } from '../../db/read-context.js';
import { malformedCursor } from '../../http/cursor.js';
import { validationError } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import { parseTimeBound } from '../../http/time.js';
import { isUuid } from '../../lib/uuid.js';
import { readFeed, readHistory, seqAtInstant, type EntryRow, type TypePattern } from './changes.repository.js';

export { pruneEntries, seqAtInstant } from './changes.repository.js';

const ACTIONS = ['created', 'updated', 'deleted'] as const;
const SEQ = /^[0-9]{28}$/;

export interface ChangeFeedInput {
  cursor?: string;
  since?: string;
  types?: string;
  resource?: string;
  recordId?: string;
  limit: number;
}

export interface HistoryInput {
  cursor?: string;
  limit: number;
}

/** A page of entries as JSON text, with `meta.nextCursor` and `meta.hasNext`. */
export interface EntryPage {
  entries: string[];
  /** The entries' seqs, in the page's order: with `meta`, what determines the page's bytes (its tag). */
  seqs: string[];
  meta: { limit: number; hasNext: boolean; nextCursor: string | null };
}

function parseCursor(cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  if (!SEQ.test(cursor)) throw malformedCursor();
  return cursor;
}

const isResource = (word: string): word is ChangeResource => (CHANGE_RESOURCES as readonly string[]).includes(word);

/** Whether `raw` names change types: `resource.action`, `resource.*` or `*` (the feed's `types`, a webhook's `events`). */
export function isChangeTypePattern(raw: string): boolean {
  if (raw === '*') return true;
  const [resource = '', action = '', ...rest] = raw.split('.');
  return isResource(resource) && rest.length === 0 && (action === '*' || (ACTIONS as readonly string[]).includes(action));
}

/** Why a pattern is refused, after what names it. */
export const notAChangeType = (raw: string): string =>
  `${quote(raw)} is not a change type (resource.action, resource.* or *; resources: ${CHANGE_RESOURCES.join(', ')})`;

/** `types`: comma-separated `resource.action`, `resource.*` or `*`. */
export function parseTypes(types: string | undefined): TypePattern[] | null {
  if (types === undefined) return null;
  const patterns: TypePattern[] = [];
  for (const raw of types.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (raw === '*') return null;
    if (!isChangeTypePattern(raw)) throw validationError([`query parameter types: ${notAChangeType(raw)}`]);
    const [resource, action] = raw.split('.') as [ChangeResource, string];
    patterns.push({ resource, action: action === '*' ? null : (action as TypePattern['action']) });
  }
  if (patterns.length === 0) throw validationError(['query parameter types must name at least one change type']);
  return patterns;
}

function pageOf(rows: EntryRow[], limit: number, sentCursor: string | null): EntryPage {
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => row.entry),
    seqs: page.map((row) => row.seq),
    meta: { limit, hasNext: rows.length > limit, nextCursor: page.at(-1)?.seq ?? sentCursor },
  };
}

/** A page of the org's change feed in commit order. */
export async function changeFeed(read: Pick<ReadContext, 'db' | 'statements'>, orgId: string, query: ChangeFeedInput): Promise<EntryPage> {
  const after = parseCursor(query.cursor);
  let types = parseTypes(query.types);
  if (query.resource !== undefined) {
    if (!isResource(query.resource)) throw validationError([`query parameter resource: ${quote(query.resource)} is not a resource (${CHANGE_RESOURCES.join(', ')})`]);
    const resource = query.resource;
    types = (types ?? [{ resource, action: null }]).filter((pattern) => pattern.resource === resource);
    if (types.length === 0) return pageOf([], query.limit, after);
  }
  if (query.recordId !== undefined && !isUuid(query.recordId)) throw validationError(['query parameter recordId must be a UUID']);
  // The cursor is where the previous page ended: `since` only starts a feed.
  const from = after === null && query.since !== undefined ? await seqAtInstant(read.db, parseTimeBound(query.since, 'since')) : null;
  const rows = await readFeed(read, orgId, { after, from, types, recordId: query.recordId?.toLowerCase() ?? null }, query.limit + 1);
  return pageOf(rows, query.limit, after);
}

/**
 * A page of one record's history, newest first; with `resources`, only if the record's latest
 * entry is one of them (a history read straight from a UUID, before looking the record up).
 */
export async function recordHistory(
  read: Pick<ReadContext, 'db' | 'statements'>, orgId: string, recordId: string, resources: readonly ChangeResource[] | null, query: HistoryInput,
): Promise<EntryPage> {
  const before = parseCursor(query.cursor);
  return pageOf(await readHistory(read, orgId, recordId, resources, before, query.limit + 1), query.limit, before);
}
