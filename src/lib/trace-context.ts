/**
 * W3C Trace Context (`traceparent`): reading a caller's header, writing ours, new ids. Used with
 * or without the OpenTelemetry SDK (src/lib/telemetry.ts): a request's trace id is logged and
 * carried to the webhooks its write causes either way (docs/decisions/tracing.md).
 */
import { randomFillSync } from 'node:crypto';

/** One position in a trace: the trace id (32 hex digits), a span id (16) and whether it is sampled. */
export interface TraceParent {
  traceId: string;
  spanId: string;
  sampled: boolean;
}

const TRACE_ID = /^[0-9a-f]{32}$/;
const SPAN_ID = /^[0-9a-f]{16}$/;
const VERSION = /^[0-9a-f]{2}$/;
const FLAGS = /^[0-9a-f]{2}$/;
const ALL_ZEROS = /^0+$/;

/**
 * A `traceparent` header as the W3C Trace Context says to read it, or null when it is absent or
 * malformed (the request then starts a trace of its own). Version `ff` is invalid; version `00`
 * is exactly 55 characters; a later version may carry more fields after a `-`, which are ignored.
 */
export function parseTraceParent(header: string | readonly string[] | undefined | null): TraceParent | null {
  if (typeof header !== 'string' || header.length < 55) return null;
  const version = header.slice(0, 2);
  if (!VERSION.test(version) || version === 'ff') return null;
  if (version === '00' ? header.length !== 55 : header.length > 55 && header[55] !== '-') return null;
  if (header[2] !== '-' || header[35] !== '-' || header[52] !== '-') return null;
  const traceId = header.slice(3, 35);
  const spanId = header.slice(36, 52);
  const flags = header.slice(53, 55);
  if (!TRACE_ID.test(traceId) || ALL_ZEROS.test(traceId) || !SPAN_ID.test(spanId) || ALL_ZEROS.test(spanId) || !FLAGS.test(flags)) return null;
  return { traceId, spanId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

/** The `traceparent` header naming this position (version 00). */
export const formatTraceParent = (parent: TraceParent): string => `00-${parent.traceId}-${parent.spanId}-${parent.sampled ? '01' : '00'}`;

/** Random bytes taken from a pool refilled 4 KiB at a time: ids cost no system call each. */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function randomHex(bytes: number): string {
  for (;;) {
    if (poolOffset + bytes > pool.length) {
      randomFillSync(pool);
      poolOffset = 0;
    }
    const hex = pool.toString('hex', poolOffset, poolOffset + bytes);
    poolOffset += bytes;
    if (!ALL_ZEROS.test(hex)) return hex;
  }
}

export const newTraceId = (): string => randomHex(16);
export const newSpanId = (): string => randomHex(8);

/** A new span in `parent`'s trace (a new trace, sampled, without a parent). */
export const nextSpan = (parent: TraceParent | null): TraceParent => ({
  traceId: parent?.traceId ?? newTraceId(),
  spanId: newSpanId(),
  sampled: parent?.sampled ?? true,
});
