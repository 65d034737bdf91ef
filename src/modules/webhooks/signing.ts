/**
 * Secrets and signatures of the Standard Webhooks scheme (standardwebhooks.com): a secret is
 * `whsec_` and the base64 of 32 random bytes; `webhook-signature` is `v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">` under the secret's bytes, one per valid secret, space-separated.
 *
 * Signed with Node's own HMAC (OpenSSL): the `standardwebhooks` package signs with a
 * JavaScript SHA-256, about a tenth of a millisecond per delivery of this service's size, which
 * mattered at thousands of deliveries a second. Its `Webhook` verifies every delivery in the
 * tests, and test/unit/webhook-signing.test.ts holds both signatures equal.
 */
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

export const newSecret = (): string => `${PREFIX}${randomBytes(32).toString('base64')}`;

/** Keys by secret: a subscription signs thousands of deliveries with one key. */
const keys = new Map<string, Buffer>();
const MAX_KEYS = 10_000;

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= MAX_KEYS) keys.clear();
    key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
    keys.set(secret, key);
  }
  return key;
}

/** One `v1,…` signature of a message. */
export function sign(secret: string, id: string, timestamp: Date, body: string): string {
  const signed = `${id}.${Math.floor(timestamp.getTime() / 1000)}.${body}`;
  return `v1,${createHmac('sha256', keyOf(secret)).update(signed, 'utf8').digest('base64')}`;
}

/** The `webhook-signature` header of a message signed with each of `secrets`. */
export function signatureHeader(secrets: readonly string[], id: string, timestamp: Date, body: string): string {
  return secrets.map((secret) => sign(secret, id, timestamp, body)).join(' ');
}
