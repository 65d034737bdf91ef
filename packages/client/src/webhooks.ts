/**
 * Verifying a webhook delivery: its `webhook-id`, `webhook-timestamp` and `webhook-signature`
 * headers against the raw body, with the subscription's `whsec_` secret, by the Standard Webhooks
 * library (a timestamp more than 5 minutes away is refused, against replays).
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { components } from './generated/api.js';

export { WebhookVerificationError };

/** A delivery's body: a change of the change log (or a `webhook.test` event). */
export interface WebhookEvent {
  id: string;
  type: string;
  occurredAt: string;
  organizationId: string;
  data: {
    record: Record<string, unknown> | null;
    changes: components['schemas']['Change']['changes'];
    actor: components['schemas']['Change']['actor'];
  };
}

/** Fetch's Headers (or any object with its get()), or Node's IncomingHttpHeaders. */
type HeaderSource = Pick<Headers, 'get'> | Record<string, string | string[] | undefined>;

function headerValue(headers: HeaderSource, name: string): string {
  if (typeof headers.get === 'function') return (headers as Pick<Headers, 'get'>).get(name) ?? '';
  headers = headers as Record<string, string | string[] | undefined>;
  const value = headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value.join(', ') : value ?? '';
}

/**
 * The event, once its signature checks out; throws WebhookVerificationError otherwise. `body` is
 * the raw request body, exactly as received (parsing and re-serializing it breaks the signature).
 */
export function verifyWebhook(secret: string, headers: HeaderSource, body: string | Buffer): WebhookEvent {
  const names = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
  const signed = Object.fromEntries(names.map((name) => [name, headerValue(headers, name)]));
  return new Webhook(secret).verify(typeof body === 'string' ? body : body.toString('utf8'), signed) as WebhookEvent;
}
