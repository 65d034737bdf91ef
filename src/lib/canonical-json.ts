/**
 * Canonical JSON: object keys sorted at every depth, no whitespace, so two bodies that mean the
 * same document (keys in another order, other spacing) have one text and one hash.
 */
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(object).sort().map((key) => [key, canonical(object[key])]));
}

export const canonicalJson = (value: unknown): string => JSON.stringify(canonical(value)) ?? '';

/** SHA-256 (base64url) of the canonical JSON of `value`; an absent body hashes as the empty text. */
export const canonicalHash = (value: unknown): string =>
  createHash('sha256').update(value === undefined ? '' : canonicalJson(value)).digest('base64url');
