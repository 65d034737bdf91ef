/**
 * A delivery attempt's place in the trace of the write that caused it (docs/decisions/tracing.md):
 * the change entry keeps the request's `traceparent` (migration 0018), and each attempt is a new
 * span of that trace, sent to the consumer as its `traceparent`. A change with no trace kept (a
 * CLI write, an entry older than the column) gives each attempt a trace of its own. With tracing
 * on, the attempt is also a client span, exported; off, only its ids are made.
 */
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { activeTracer, contextOf, traceParentOf } from '../../lib/telemetry.js';
import { formatTraceParent, nextSpan, parseTraceParent } from '../../lib/trace-context.js';

export interface AttemptTrace {
  /** The `traceparent` header of the attempt's request. */
  traceparent: string;
  /** Ends the attempt's span with the consumer's status, or the failure when none answered. */
  end(status: number | null, error: string | null): void;
}

export interface TracedAttempt {
  eventId: string;
  url: string;
  /** The `traceparent` the causing write kept, if any. */
  traceParent: string | null;
}

const NOTHING_TO_END = (): void => {};

/** The URL without its query (a consumer's token may be in it): what the span shows. */
function shownUrl(url: string): string {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.origin}${parsed.pathname}` : '';
}

export function startAttemptTrace(attempt: TracedAttempt): AttemptTrace {
  const cause = parseTraceParent(attempt.traceParent);
  const tracer = activeTracer();
  if (!tracer) return { traceparent: formatTraceParent(nextSpan(cause)), end: NOTHING_TO_END };
  const span = tracer.startSpan('webhook delivery', {
    kind: SpanKind.CLIENT,
    attributes: { 'http.request.method': 'POST', 'url.full': shownUrl(attempt.url), 'webhook.event_id': attempt.eventId },
  }, contextOf(cause));
  return {
    traceparent: formatTraceParent(traceParentOf(span)),
    end(status, error) {
      if (status !== null) span.setAttribute('http.response.status_code', status);
      if (error !== null) span.setStatus({ code: SpanStatusCode.ERROR, message: error });
      span.end();
    },
  };
}
