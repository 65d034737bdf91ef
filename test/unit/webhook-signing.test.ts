/**
 * Signatures (DECISIONS 13, Standard Webhooks): the service's own HMAC equals what the published
 * `standardwebhooks` package signs, and that package verifies the service's header, over bodies
 * of every kind of character; with two secrets (a rotation) either one verifies.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { newSecret, sign, signatureHeader } from '../../src/modules/webhooks/signing.js';

const bodies = [
  '{}',
  JSON.stringify({ id: 'e', data: { record: { title: 'Ölfleck im Lager – “rutschig” ✓', note: 'line\nbreak\ttab \\ "quoted"' } } }),
  JSON.stringify({ emoji: '🦺🚧', cjk: '安全記録', nul: '\u0000', separator: '\u2028' }),
  JSON.stringify({ long: 'x'.repeat(70_000) }),
];

test('the signature equals the standardwebhooks package\'s own, for every body and at any second', () => {
  for (const body of bodies) {
    const secret = newSecret();
    for (const timestamp of [new Date('2026-11-27T10:00:00.000Z'), new Date('2026-11-27T10:00:00.999Z'), new Date(0)]) {
      assert.equal(sign(secret, 'msg_2Lx', timestamp, body), new Webhook(secret).sign('msg_2Lx', timestamp, body));
    }
  }
});

test('the header verifies with the standardwebhooks package under either secret of a rotation, and not under another', () => {
  const [current, previous, other] = [newSecret(), newSecret(), newSecret()];
  const timestamp = new Date();
  for (const body of bodies) {
    const headers = {
      'webhook-id': 'evt_1', 'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signatureHeader([current, previous], 'evt_1', timestamp, body),
    };
    assert.equal(headers['webhook-signature'].split(' ').length, 2);
    for (const secret of [current, previous]) assert.doesNotThrow(() => new Webhook(secret).verify(body, headers));
    assert.throws(() => new Webhook(other).verify(body, headers), WebhookVerificationError);
  }
});
