/**
 * OpenTelemetry tracing, on when `OTEL_EXPORTER_OTLP_ENDPOINT` is set: the SDK (a tracer
 * provider, the async-context manager, a batch span processor) is loaded and started, and spans
 * go to the endpoint over OTLP/HTTP (JSON). Unset, none of it is loaded: `activeTracer()` is
 * null, and the three places that make spans (the request hooks, src/plugins/tracing.ts; the
 * database driver, src/db/driver/statement-spans.ts; the webhook attempt,
 * src/modules/webhooks/delivery-trace.ts) skip them after one null check
 * (docs/decisions/tracing.md).
 */
import { ROOT_CONTEXT, trace, TraceFlags, type Context, type Span, type Tracer } from '@opentelemetry/api';
import type { TraceParent } from './trace-context.js';
import { packageVersion } from './version.js';

/** The service name spans carry when `OTEL_SERVICE_NAME` (or `service.name` in `OTEL_RESOURCE_ATTRIBUTES`) does not say. */
export const DEFAULT_SERVICE_NAME = 'safety-records-api';

let tracer: Tracer | null = null;

/** The tracer spans are made with, or null while tracing is off. */
export const activeTracer = (): Tracer | null => tracer;

export interface Telemetry {
  /** Sends the spans still buffered and stops the SDK. */
  shutdown(): Promise<void>;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Whether the environment turns tracing on: an OTLP endpoint (all signals, or traces alone) is set. */
export const tracingRequested = (env: Env): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());

/**
 * Starts tracing when the environment asks for it (null otherwise). The exporter reads its own
 * standard variables (`OTEL_EXPORTER_OTLP_ENDPOINT`, `…_TRACES_ENDPOINT`, `…_HEADERS`,
 * `…_TIMEOUT`), the batch processor its own (`OTEL_BSP_*`), the resource `OTEL_SERVICE_NAME`
 * and `OTEL_RESOURCE_ATTRIBUTES`.
 */
export async function startTelemetry(env: Env = process.env): Promise<Telemetry | null> {
  if (!tracingRequested(env)) return null;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes, detectResources, envDetector }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const version = packageVersion();
  const resource = resourceFromAttributes({ 'service.name': DEFAULT_SERVICE_NAME, 'service.version': version })
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  provider.register();
  tracer = trace.getTracer(DEFAULT_SERVICE_NAME, version);
  return {
    async shutdown() {
      tracer = null;
      await provider.shutdown();
    },
  };
}

/** The context of a span continuing `parent` (a caller's span, or a write's kept with its change); the root when there is none. */
export const contextOf = (parent: TraceParent | null): Context => (parent
  ? trace.setSpanContext(ROOT_CONTEXT, { traceId: parent.traceId, spanId: parent.spanId, traceFlags: parent.sampled ? TraceFlags.SAMPLED : TraceFlags.NONE, isRemote: true })
  : ROOT_CONTEXT);

/** A span's position in its trace, as a `traceparent` names it. */
export function traceParentOf(span: Span): TraceParent {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return { traceId, spanId, sampled: (traceFlags & TraceFlags.SAMPLED) !== 0 };
}
