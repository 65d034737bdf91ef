import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatTraceParent, newSpanId, newTraceId, nextSpan, parseTraceParent } from '../../src/lib/trace-context.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

test('a valid traceparent is read, and written back the same', () => {
  assert.deepEqual(parseTraceParent(`00-${TRACE}-${SPAN}-01`), { traceId: TRACE, spanId: SPAN, sampled: true });
  assert.deepEqual(parseTraceParent(`00-${TRACE}-${SPAN}-00`), { traceId: TRACE, spanId: SPAN, sampled: false });
  assert.equal(formatTraceParent(parseTraceParent(`00-${TRACE}-${SPAN}-01`)!), `00-${TRACE}-${SPAN}-01`);
  // A later version may carry more fields; what version 00 defines is read from it.
  assert.deepEqual(parseTraceParent(`01-${TRACE}-${SPAN}-03-more`), { traceId: TRACE, spanId: SPAN, sampled: true });
});

test('a malformed traceparent is not read (the request starts its own trace)', () => {
  for (const header of [
    undefined, '', 'garbage', [`00-${TRACE}-${SPAN}-01`],
    `00-${TRACE}-${SPAN}-01-extra`, // version 00 has exactly four fields
    `ff-${TRACE}-${SPAN}-01`, // version ff is invalid
    `00-${'0'.repeat(32)}-${SPAN}-01`, `00-${TRACE}-${'0'.repeat(16)}-01`, // all-zero ids
    `00-${TRACE.toUpperCase()}-${SPAN}-01`, // upper-case hex
    `00-${TRACE}-${SPAN}-0g`, `00_${TRACE}_${SPAN}_01`, `01-${TRACE}-${SPAN}-01x`,
  ]) assert.equal(parseTraceParent(header), null, String(header));
});

test('new ids are lower-case hex of the right length, never all zeros, and differ', () => {
  const traces = new Set(Array.from({ length: 1000 }, newTraceId));
  const spans = new Set(Array.from({ length: 1000 }, newSpanId));
  assert.equal(traces.size, 1000);
  assert.equal(spans.size, 1000);
  for (const id of traces) assert.match(id, /^(?!0+$)[0-9a-f]{32}$/);
  for (const id of spans) assert.match(id, /^(?!0+$)[0-9a-f]{16}$/);
});

test('the next span stays in its parent\'s trace, or starts a sampled one', () => {
  const parent = { traceId: TRACE, spanId: SPAN, sampled: false };
  const child = nextSpan(parent);
  assert.equal(child.traceId, TRACE);
  assert.notEqual(child.spanId, SPAN);
  assert.equal(child.sampled, false);
  const root = nextSpan(null);
  assert.notEqual(root.traceId, TRACE);
  assert.equal(root.sampled, true);
});
