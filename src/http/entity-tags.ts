/**
 * Entity tags (DECISIONS 15; RFC 9110 §8.8.3, §13.1.1, §13.1.2): the strong tag of a response
 * body, and the two ways a request's tag list is compared with it.
 *
 * A tag is the SHA-256 of the exact bytes of the body (160 bits of it, base64url, quoted): two
 * responses share a tag only when their bodies are the same bytes, which is what a strong tag
 * promises. Lists are read leniently: a tag sent without its quotes is the quoted tag.
 */
import { createHash } from 'node:crypto';

export const entityTagOf = (body: string | Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

interface ListedTag {
  weak: boolean;
  tag: string;
}

/** The tags of an If-Match / If-None-Match value, or `*`. */
function listedTags(header: string): '*' | ListedTag[] {
  if (header.trim() === '*') return '*';
  return header.split(',').map((part) => part.trim()).filter((part) => part !== '').map((part) => {
    const weak = part.startsWith('W/');
    const opaque = weak ? part.slice(2) : part;
    return { weak, tag: opaque.startsWith('"') && opaque.endsWith('"') && opaque.length >= 2 ? opaque : `"${opaque}"` };
  });
}

/** If-None-Match (weak comparison): whether the current tag is listed, so the answer is 304. */
export function noneMatchFails(header: string, current: string): boolean {
  const tags = listedTags(header);
  return tags === '*' || tags.some(({ tag }) => tag === current);
}

/** If-Match (strong comparison): whether the current record (null: none) is listed, so the write may go ahead. */
export function ifMatchHolds(header: string, current: string | null): boolean {
  if (current === null) return false;
  const tags = listedTags(header);
  return tags === '*' || tags.some(({ weak, tag }) => !weak && tag === current);
}
