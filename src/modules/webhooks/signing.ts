/**
 * Secrets and signatures of the Standard Webhooks scheme (standardwebhooks.com), through its
 * published library: a secret is `whsec_` and the base64 of 32 random bytes; `webhook-signature`
 * is `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per valid secret, space-separated.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** Signers by secret: a subscription signs thousands of deliveries with one key. */
const signers = new Map<string, Webhook>();
const MAX_SIGNERS = 10_000;

function signerOf(secret: string): Webhook {
  let signer = signers.get(secret);
  if (!signer) {
    if (signers.size >= MAX_SIGNERS) signers.clear();
    signer = new Webhook(secret);
    signers.set(secret, signer);
  }
  return signer;
}

/** The `webhook-signature` header of a message signed with each of `secrets`. */
export function signatureHeader(secrets: readonly string[], id: string, timestamp: Date, body: string): string {
  return secrets.map((secret) => signerOf(secret).sign(id, timestamp, body)).join(' ');
}
