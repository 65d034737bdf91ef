/**
 * Entity tags derived from what determines a record's bytes, not from the bytes (DECISIONS 15;
 * docs/decisions/conditional-requests.md, "Tags from stamps"). A record whose every change moves
 * its `updated_at` (its own writes, and since migration 0017 a rename of a name it shows) is the
 * same bytes while its id and full-precision `updated_at` are the same, for one version of the
 * representation (`REPRESENTATION_VERSION`, moved when a record's bytes change for the same row:
 * a new key, a new format). So its tag is a hash of those, which a 304 or an If-Match check reads
 * with a primary-key lookup and never builds the record for; a page's is a hash of its rows'
 * ids and stamps and of its `meta`. Still strong: a different tag means different bytes, and the
 * same tag the same bytes, as long as rows change only through the service's writes (a row
 * edited by hand without its stamp keeps its tag; so does the org-clock cache's remembered tag).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entityTagOf, noneMatchFails } from './entity-tags.js';
import { sendJson } from './json-text.js';

/**
 * Moved when the bytes around stamp-tagged records change for the same rows (the body's
 * envelope, a page's `meta`). A record's own representation needs no moving: its resource name
 * in a tag carries a digest of the SQL that builds it (`representationOf`).
 */
export const REPRESENTATION_VERSION = 1;

/**
 * A resource's name in its tags, with a digest of what builds its records (their SQL): a change
 * to a record's keys or formats is a new tag on every instance that runs it, and instances of two
 * versions never answer each other's tags with 304.
 */
export const representationOf = (resource: string, ...definitions: readonly string[]): string =>
  `${resource} ${createHash('sha256').update(definitions.join('\n')).digest('base64url').slice(0, 16)}`;

/** A row's place in time: its id and full-precision `updated_at` text, as stored. */
export interface Stamped {
  id: string;
  updatedAt: string;
}

/** The tag of one record of `resource` at `stamp`. */
export const recordTag = (resource: string, stamp: Stamped): string =>
  entityTagOf(`${REPRESENTATION_VERSION} ${resource}\n${stamp.id} ${stamp.updatedAt}`);

/** The tag of a page of `resource` records: its rows' stamps, in order, and its `meta` as sent. */
export const pageTag = (resource: string, rows: readonly Stamped[], meta: unknown): string =>
  entityTagOf(`${REPRESENTATION_VERSION} ${resource} page\n${rows.map((row) => `${row.id} ${row.updatedAt}`).join('\n')}\n${JSON.stringify(meta)}`);

/**
 * The tag of a page of the change entries of `orgId` (the feed, a history): an entry never changes
 * once written, so the page is the same bytes while its entries' seqs, in order, and its `meta`
 * are the same. Retention removes entries, which changes the seqs of a page that held them.
 */
export const entryPageTag = (resource: string, orgId: string, seqs: readonly string[], meta: unknown): string =>
  entityTagOf(`${REPRESENTATION_VERSION} ${resource} page ${orgId}\n${seqs.join('\n')}\n${JSON.stringify(meta)}`);

declare module 'fastify' {
  interface FastifyReply {
    /** The response's tag when the route knows it without its bytes (stamp tags); otherwise the conditional layer hashes the body. */
    entityTag: string | null;
  }
}

/** Sends `body` with the tag the route derived for it. */
export function sendTagged(reply: FastifyReply, body: string, tag: string): FastifyReply {
  reply.entityTag = tag;
  return sendJson(reply, body);
}

/**
 * A GET of one stamp-tagged record: with If-None-Match, its stamp is read first, and a listed tag
 * is answered 304 (by the conditional layer, which sees the tag match) without building the
 * record; otherwise the record is read with its stamp and sent with its tag.
 */
export async function sendStampTaggedRecord(
  request: FastifyRequest, reply: FastifyReply, resource: string,
  read: { stamp(): Promise<Stamped | null>; record(): Promise<{ body: string; stamp: Stamped }> },
): Promise<FastifyReply> {
  const header = request.headers['if-none-match'];
  // (A HEAD is answered as its GET with the body left out: it never takes the short way.)
  if (typeof header === 'string' && request.method === 'GET') {
    const stamp = await read.stamp();
    if (stamp !== null) {
      const tag = recordTag(resource, stamp);
      if (noneMatchFails(header, tag)) return sendTagged(reply, '', tag);
    }
  }
  const { body, stamp } = await read.record();
  return sendTagged(reply, body, recordTag(resource, stamp));
}
