/**
 * A client span for each database statement sent while a traced operation is active (a
 * request's server span, a webhook attempt's span): the child of the span active where the
 * statement was sent, named by its first keyword, with its text (values are parameters, never in
 * it). Statements sent outside any traced operation (the workers' polls, migrations) make no
 * span: they would otherwise start a trace of their own every poll. With tracing off
 * (src/lib/telemetry.ts) the statement is sent as it is.
 */
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';
import { activeTracer } from '../../lib/telemetry.js';

/** Longest statement text a span carries (the webhook claim's is about 2 KiB; a write's tail more). */
const TEXT_LIMIT = 4096;

/** The span of a statement sent now, or null when no traced operation is active. */
function startStatementSpan(text: string): Span | null {
  const tracer = activeTracer();
  if (!tracer) return null;
  const parent = context.active();
  if (!trace.getSpan(parent)) return null;
  const operation = /^\s*\(?\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  return tracer.startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text.length > TEXT_LIMIT ? text.slice(0, TEXT_LIMIT) : text },
  }, parent);
}

function markFailed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Runs one statement (`text`) in its span. */
export async function inStatementSpan<T>(text: string, send: () => Promise<T>): Promise<T> {
  const span = startStatementSpan(text);
  if (!span) return send();
  try {
    return await send();
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** A streamed statement in one span, from its first chunk asked for to its last read (or the reader stopping). */
async function* streamInSpan<R>(text: string, stream: () => AsyncIterableIterator<QueryResult<R>>): AsyncIterableIterator<QueryResult<R>> {
  const span = startStatementSpan(text);
  if (!span) return yield* stream();
  try {
    yield* stream();
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

const tracedConnections = new WeakSet<DatabaseConnection>();

/**
 * Sends the connection's statements in spans. The connection object itself is kept (its driver
 * calls private methods on it), so its two methods are wrapped, once.
 */
export function traceConnection(connection: DatabaseConnection): DatabaseConnection {
  if (tracedConnections.has(connection)) return connection;
  tracedConnections.add(connection);
  const execute = connection.executeQuery.bind(connection);
  const stream = connection.streamQuery.bind(connection);
  connection.executeQuery = <R>(query: CompiledQuery) => inStatementSpan(query.sql, () => execute<R>(query));
  connection.streamQuery = <R>(query: CompiledQuery, chunkSize: number) => streamInSpan(query.sql, () => stream<R>(query, chunkSize));
  return connection;
}
