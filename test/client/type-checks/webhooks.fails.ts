// A record read as another resource's, or a type the service does not send, does not compile.
import { verifyWebhook } from '@safety-records/client';

declare const rawBody: string;
declare const headers: Record<string, string>;
const event = verifyWebhook('whsec_x', headers, rawBody);
void event.data.record.title; // fails: TS2339
if (event.type === 'user.updated') void event.data.record.title; // fails: TS2339
if (event.type === 'action_item.deleted') void event.data.record.title; // fails: TS2339
if (event.type === 'user.deleted') void event; // fails: TS2367
if (event.type === 'webhook.test') void event.data.record.id; // fails: TS18047
