/**
 * The request's trace (W3C Trace Context, docs/decisions/tracing.md): a valid incoming
 * `traceparent` is continued, anything else (absent, malformed) starts a new trace, never an
 * error. The request's log lines carry `traceId` and `spanId` beside `reqId`, and its writes keep
 * its `traceparent` (`request.traceParent`, `writerOf`), which their webhook deliveries continue.
 *
 * With tracing on (src/lib/telemetry.ts), the request is a server span, active from `onRequest`
 * and again from `preValidation` (the body is read in the socket's async context, which is not
 * the request's), so the database statements the hooks and the route send are its children.
 * It ends when the response has been sent (or the client went away).
 */
import { context, SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatTraceParent, nextSpan, parseTraceParent, type TraceParent } from '../lib/trace-context.js';
import { activeTracer, contextOf, traceParentOf } from '../lib/telemetry.js';
import { routeTemplateOf } from './request-log.js';

const REQUEST_SPAN = Symbol('requestSpan');

type TracedRequest = FastifyRequest & { [REQUEST_SPAN]?: { span: Span; context: Context } };

/** Sets the request's trace: what its writes keep, and its log lines' `traceId` and `spanId`. */
function follow(request: FastifyRequest, reply: FastifyReply, own: TraceParent): void {
  request.traceParent = formatTraceParent(own);
  const log = request.log.child({ traceId: own.traceId, spanId: own.spanId });
  request.log = log;
  reply.log = log;
}

/** The trace a request's logger was made with (tracing off), kept on the raw request until `onRequest` takes it. */
const OWN_SPAN = Symbol('ownSpan');

type SpannedMessage = IncomingMessage & { [OWN_SPAN]?: TraceParent };

export function registerTracing(app: FastifyInstance): void {
  app.decorateRequest('traceParent', null);
  const tracer = activeTracer();
  if (tracer) registerRequestSpans(app, tracer);
  else {
    // Without spans the request's trace is known from its headers alone: its logger is made with
    // `traceId` and `spanId` beside `reqId` (one child logger per request, not two).
    app.setChildLoggerFactory((logger, bindings, options, raw) => {
      const own = nextSpan(parseTraceParent((raw as IncomingMessage).headers.traceparent));
      (raw as SpannedMessage)[OWN_SPAN] = own;
      return logger.child({ ...bindings, traceId: own.traceId, spanId: own.spanId }, options);
    });
    app.addHook('onRequest', (request, _reply, done) => {
      const raw = request.raw as SpannedMessage;
      request.traceParent = formatTraceParent(raw[OWN_SPAN] ?? nextSpan(parseTraceParent(request.headers.traceparent)));
      raw[OWN_SPAN] = undefined;
      done();
    });
  }
}

function registerRequestSpans(app: FastifyInstance, tracer: Tracer): void {
  app.addHook('onRequest', (request, reply, done) => {
    const parent = contextOf(parseTraceParent(request.headers.traceparent));
    const route = routeTemplateOf(request);
    const span = tracer.startSpan(`${request.method} ${route}`, {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': request.method, 'http.route': route, 'url.path': request.url.split('?', 1)[0] ?? request.url, 'smr.request_id': request.id },
    }, parent);
    const active = trace.setSpan(parent, span);
    (request as TracedRequest)[REQUEST_SPAN] = { span, context: active };
    follow(request, reply, traceParentOf(span));
    context.with(active, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const traced = (request as TracedRequest)[REQUEST_SPAN];
    if (traced) context.with(traced.context, done);
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    endRequestSpan(request, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    endRequestSpan(request, null);
    done();
  });
}

/** Ends the request's span once: with its status (a 5xx is an error), or as abandoned by the client. */
function endRequestSpan(request: FastifyRequest, status: number | null): void {
  const traced = (request as TracedRequest)[REQUEST_SPAN];
  if (!traced) return;
  (request as TracedRequest)[REQUEST_SPAN] = undefined;
  const { span } = traced;
  if (status === null) span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client closed the connection before the response' });
  else {
    span.setAttribute('http.response.status_code', status);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}
