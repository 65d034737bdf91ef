/**
 * W3C Trace Context and OpenTelemetry spans (docs/decisions/tracing.md), on the real server
 * process: a local OTLP/HTTP receiver (a plain HTTP server recording what is POSTed to it) and a
 * local webhook consumer. A write with a known `traceparent` gives a server span continuing it, a
 * database statement span as its child, a webhook attempt span in the same trace whose
 * `traceparent` the consumer receives, and a log line with the trace id. Negative controls: a
 * malformed `traceparent` starts a new trace and is answered 2xx; without
 * OTEL_EXPORTER_OTLP_ENDPOINT nothing reaches the receiver (while ids are still logged and sent).
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { scratchDatabase, TEST_DATABASE_URL } from '../helpers/database.js';
import { databaseEnv, issueKey, startServer, type RunningServer } from '../helpers/processes.js';
import { startConsumer, type ReceivedWebhook, type WebhookConsumer } from '../helpers/webhook-consumer.js';

const ADMIN_TOKEN = 'tracing-test-admin-token-123456';
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${PARENT_SPAN_ID}-01`;
const TRACEPARENT_HEADER = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number | string } }>;
}

const SERVER = 2;
const CLIENT = 3;

/** Every span the receiver was sent, with the service name of its resource. */
function spansOf(receiver: WebhookConsumer): Array<OtlpSpan & { service: string }> {
  return receiver.received.flatMap((request) => {
    assert.equal(request.path, '/v1/traces');
    assert.equal(request.headers['content-type'], 'application/json');
    const body = JSON.parse(request.body) as { resourceSpans: Array<{ resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
    return body.resourceSpans.flatMap((resource) => {
      const service = resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
      return resource.scopeSpans.flatMap((scope) => scope.spans.map((span) => ({ ...span, service })));
    });
  });
}

const attribute = (span: OtlpSpan, key: string) => span.attributes.find((entry) => entry.key === key)?.value;

/** The JSON log lines of the server's output. */
function logLines(server: RunningServer): Array<Record<string, unknown>> {
  return server.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
}

const requestLine = (server: RunningServer, route: string, method: string) =>
  logLines(server).filter((line) => line.msg === 'request' && line.route === route && line.method === method).at(-1);

let env: Record<string, string>;
let cleanup: () => Promise<void>;
let receiver: WebhookConsumer;
let consumer: WebhookConsumer;

before(async () => {
  // Delivery workers act on every org of their database: the file has one of its own.
  if (TEST_DATABASE_URL) {
    const scratch = await scratchDatabase('smr_tracing');
    env = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
  } else {
    const own = databaseEnv();
    env = own.env;
    cleanup = async () => own.cleanup();
  }
  Object.assign(env, { ADMIN_TOKEN, LOG_LEVEL: 'info', WEBHOOK_DELIVERY: 'true', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  receiver = await startConsumer();
  consumer = await startConsumer();
});

after(async () => {
  await receiver.close();
  await consumer.close();
  await cleanup();
});

async function send(server: RunningServer, key: string, method: string, path: string, body: object | null, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function subscribe(server: RunningServer, key: string, events: string[]): Promise<void> {
  const response = await send(server, key, 'POST', '/v2/webhooks', { url: consumer.url, events });
  assert.equal(response.status, 201, await response.clone().text());
}

/** The webhook of the given type the consumer received, once it has. */
async function webhookOf(type: string): Promise<ReceivedWebhook> {
  const of = (received: ReceivedWebhook[]) => received.find((request) => (JSON.parse(request.body) as { type: string }).type === type);
  await consumer.waitFor((received) => of(received) !== undefined);
  return of(consumer.received)!;
}

test('with OTEL_EXPORTER_OTLP_ENDPOINT: the request, its statements and its webhook attempt are spans of the caller\'s trace; the log line carries it', async () => {
  const server = await startServer({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '50' });
  try {
    const { key } = await issueKey(server.url, ADMIN_TOKEN);
    await subscribe(server, key, ['action_item.*']);

    const created = await send(server, key, 'POST', '/v2/action-items', { title: 'Traced' }, { traceparent: TRACEPARENT });
    assert.equal(created.status, 201, await created.clone().text());
    const webhook = await webhookOf('action_item.created');
    const outbound = TRACEPARENT_HEADER.exec(String(webhook.headers.traceparent));
    assert.ok(outbound, `the webhook carries a traceparent: ${webhook.headers.traceparent}`);
    assert.equal(outbound[1], TRACE_ID, 'the webhook continues the write\'s trace');

    const malformed = await send(server, key, 'GET', '/v2/action-items', null, { traceparent: `00-${'0'.repeat(32)}-${PARENT_SPAN_ID}-01` });
    assert.equal(malformed.status, 200, 'a malformed traceparent is ignored, never refused');
    const garbage = await send(server, key, 'GET', '/v2/action-item-statuses', null, { traceparent: 'not a trace' });
    assert.equal(garbage.status, 200);

    const attemptSpanId = outbound[2]!;
    // Every span the assertions read: batches are exported by concurrent requests, which may arrive out of order.
    await receiver.waitFor(() => spansOf(receiver).some((span) => span.spanId === attemptSpanId)
      && ['GET /v2/action-item-statuses', 'GET /v2/action-items', 'POST /v2/action-items'].every((name) => spansOf(receiver).some((span) => span.name === name)));
    // And every log line: a request's line reaches this process through the server's stdout, after its response.
    const logged = () => [['/v2/action-items', 'POST'], ['/v2/action-items', 'GET'], ['/v2/action-item-statuses', 'GET']].every(([route, method]) => requestLine(server, route!, method!));
    for (let waited = 0; !logged() && waited < 5000; waited += 50) await sleep(50);
    const spans = spansOf(receiver);
    assert.ok(spans.every((span) => span.service === 'safety-records-api'), 'the default service name');

    const requestSpan = spans.find((span) => span.name === 'POST /v2/action-items');
    assert.ok(requestSpan, 'the request is a span');
    assert.equal(requestSpan.kind, SERVER);
    assert.equal(requestSpan.traceId, TRACE_ID);
    assert.equal(requestSpan.parentSpanId, PARENT_SPAN_ID);
    assert.equal(Number(attribute(requestSpan, 'http.response.status_code')?.intValue), 201);

    const statements = spans.filter((span) => span.traceId === TRACE_ID && span.parentSpanId === requestSpan.spanId && span.kind === CLIENT
      && attribute(span, 'db.system.name')?.stringValue === 'postgresql');
    assert.ok(statements.length > 0, 'the request\'s database statements are its children');
    assert.ok(statements.some((span) => span.name === 'WITH' && /UPDATE org_clocks/.test(attribute(span, 'db.query.text')?.stringValue ?? '')), 'the write\'s statement among them');

    const attempt = spans.find((span) => span.spanId === attemptSpanId);
    assert.ok(attempt);
    assert.equal(attempt.name, 'webhook delivery');
    assert.equal(attempt.kind, CLIENT);
    assert.equal(attempt.traceId, TRACE_ID);
    assert.equal(attempt.parentSpanId, requestSpan.spanId, 'the attempt is a child of the write that caused it');
    assert.equal(Number(attribute(attempt, 'http.response.status_code')?.intValue), 200);

    const line = requestLine(server, '/v2/action-items', 'POST');
    assert.ok(line, 'the request was logged');
    assert.equal(line.traceId, TRACE_ID);
    assert.equal(line.spanId, requestSpan.spanId);
    assert.equal(typeof line.reqId, 'string');

    // Negative control: the malformed traceparents began traces of their own, roots.
    for (const [route, name] of [['/v2/action-items', 'GET /v2/action-items'], ['/v2/action-item-statuses', 'GET /v2/action-item-statuses']] as const) {
      const ownLine = requestLine(server, route, 'GET');
      const own = spans.find((span) => span.name === name);
      assert.ok(ownLine && own);
      assert.match(String(ownLine.traceId), /^[0-9a-f]{32}$/);
      assert.notEqual(ownLine.traceId, TRACE_ID);
      assert.equal(own.traceId, ownLine.traceId);
      assert.equal(own.parentSpanId ?? '', '', 'a new trace\'s request span has no parent');
    }
  } finally {
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
  }
});

test('without OTEL_EXPORTER_OTLP_ENDPOINT: nothing is sent to a receiver, yet the trace id is logged and continued by the webhook', async () => {
  const sentBefore = receiver.received.length;
  const server = await startServer({ ...env, OTEL_BSP_SCHEDULE_DELAY: '50' });
  try {
    const { key } = await issueKey(server.url, ADMIN_TOKEN);
    await subscribe(server, key, ['equipment_type.*']);
    const created = await send(server, key, 'POST', '/v2/equipment-types', { name: 'Untraced' }, { traceparent: TRACEPARENT });
    assert.equal(created.status, 201, await created.clone().text());
    const outbound = TRACEPARENT_HEADER.exec(String((await webhookOf('equipment_type.created')).headers.traceparent));
    assert.ok(outbound);
    assert.equal(outbound[1], TRACE_ID, 'the write\'s trace is kept with its change and continued');
    assert.notEqual(outbound[2], PARENT_SPAN_ID);
    const line = requestLine(server, '/v2/equipment-types', 'POST');
    assert.ok(line);
    assert.equal(line.traceId, TRACE_ID);
    assert.match(String(line.spanId), /^[0-9a-f]{16}$/);
    assert.notEqual(line.spanId, PARENT_SPAN_ID);
    await sleep(300);
  } finally {
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
  }
  assert.equal(receiver.received.length, sentBefore, 'no span was exported, not even at shutdown');
});
