/**
 * API key format (DECISIONS 2): `smr_<publicId>_<secret><checksum>`.
 *
 * - publicId (12 base62 characters) finds the key without revealing anything;
 * - secret (32 base62 characters, ~190 bits) is never stored: only SHA-256 of the whole key;
 * - checksum (6 base62 characters of CRC-32) lets scanners and this service reject a mistyped
 *   or made-up key without a database lookup.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const API_KEY_PREFIX = 'smr_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const PUBLIC_ID_LENGTH = 12;
const SECRET_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = new RegExp(
  `^${API_KEY_PREFIX}([0-9A-Za-z]{${PUBLIC_ID_LENGTH}})_([0-9A-Za-z]{${SECRET_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`,
);

function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[randomInt(BASE62.length)];
  return out;
}

function checksum(body: string): string {
  let value = crc32(body);
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

export interface NewApiKey {
  /** The secret to hand to the caller once. */
  key: string;
  publicId: string;
  /** What is stored. */
  hash: Buffer;
}

export const hashApiKey = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

/** The full key for a public id and secret, checksum appended. */
export function formatApiKey(publicId: string, secret: string): string {
  const body = `${API_KEY_PREFIX}${publicId}_${secret}`;
  return body + checksum(body);
}

export const randomSecret = (): string => randomBase62(SECRET_LENGTH);

export function generateApiKey(): NewApiKey {
  const publicId = randomBase62(PUBLIC_ID_LENGTH);
  const key = formatApiKey(publicId, randomSecret());
  return { key, publicId, hash: hashApiKey(key) };
}

/** The public id of a well-formed key with a valid checksum, or null. */
export function parseApiKey(key: string): { publicId: string } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const body = key.slice(0, key.length - CHECKSUM_LENGTH);
  if (checksum(body) !== match[3]) return null;
  return { publicId: match[1]! };
}

/** Constant-time comparison of a presented key with a stored hash. */
export function keyMatchesHash(key: string, storedHash: Buffer): boolean {
  const presented = hashApiKey(key);
  return presented.length === storedHash.length && timingSafeEqual(presented, storedHash);
}

/** The first characters of a key, safe to show in listings and logs. */
export const keyPrefix = (publicId: string): string => `${API_KEY_PREFIX}${publicId}`;
