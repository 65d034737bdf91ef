// A verified delivery, narrowed by type, has that resource's record.
import { verifyWebhook, type WebhookEvent } from '@safety-records/client';

declare const rawBody: string;
declare const headers: Record<string, string>;
const event: WebhookEvent = verifyWebhook('whsec_x', headers, rawBody);
switch (event.type) {
  case 'action_item.created':
  case 'action_item.updated':
    void event.data.record.title.toUpperCase();
    void event.data.record.fields;
    break;
  case 'action_item.deleted':
    void event.data.record.deletedAt.length;
    break;
  case 'user.created':
    void event.data.record.email;
    break;
  case 'event.deleted':
    void event.data.record.deletedAt.length;
    break;
  case 'webhook.test': {
    const none: null = event.data.record;
    void none;
    break;
  }
  default:
    void event.data.changes.map((change) => change.path);
}
if (event.type.startsWith('asset.')) void event.organizationId;
