/**
 * Errors raised below the framework (DECISIONS 3): bytes Node's HTTP parser refuses before a
 * request exists (a header block over the limit, a malformed request line or header, an
 * unknown method) and CONNECT requests. They are answered with the usual error body
 * `{ code, message }` (`method_not_allowed` for a 405, `bad_request` otherwise), `X-Request-Id`
 * and `Connection: close`, written straight to the socket, which is then closed. A reset or
 * timed-out connection gets nothing.
 * Upgrade requests need nothing here: with no 'upgrade' listener Node serves them as plain
 * requests.
 */
import { randomUUID } from 'node:crypto';
import { maxHeaderSize, STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { requestIdOf } from './request-context.js';
import type { ErrorCode } from './errors.js';
import { ROUTED_METHODS } from './unmatched-route.js';

/** The methods the API routes; a 405 names them (RFC 9110 asks a 405 to carry `Allow`). */
const ALLOWED_METHODS = ROUTED_METHODS.join(', ');
/** How long an answered connection may take to read the answer before it is closed. */
const CLOSE_GRACE_MS = 2000;

interface ClientErrorAnswer {
  status: 400 | 405 | 431;
  message: string;
}

const MALFORMED_REQUEST_LINE: ClientErrorAnswer = { status: 400, message: 'The request line is malformed: send METHOD /path HTTP/1.1' };
const MALFORMED_FRAMING: ClientErrorAnswer = { status: 400, message: 'Content-Length or Transfer-Encoding is malformed, or both are present' };
const MALFORMED_CHUNKS: ClientErrorAnswer = { status: 400, message: 'The chunked request body is malformed' };

/** Answers by llhttp error code (Node's `clientError` event); anything else is a plain 400. */
const ANSWERS: Record<string, (headerLimit: number) => ClientErrorAnswer> = {
  HPE_HEADER_OVERFLOW: (limit) => ({ status: 431, message: `The request's headers are larger than the limit of ${limit.toLocaleString('en-US')} bytes` }),
  HPE_INVALID_METHOD: () => ({ status: 405, message: `The HTTP method is not supported: use one of ${ALLOWED_METHODS}` }),
  HPE_INVALID_URL: () => ({ status: 400, message: 'The request target has a character that must be percent-encoded' }),
  HPE_INVALID_HEADER_TOKEN: () => ({ status: 400, message: 'A header name or value has a character that is not allowed (such as NUL or a control character)' }),
  HPE_INVALID_CONSTANT: () => MALFORMED_REQUEST_LINE,
  HPE_INVALID_VERSION: () => MALFORMED_REQUEST_LINE,
  HPE_PAUSED_H2_UPGRADE: () => ({ status: 400, message: 'HTTP/2 is not served here: send HTTP/1.1' }),
  HPE_INVALID_CONTENT_LENGTH: () => MALFORMED_FRAMING,
  HPE_UNEXPECTED_CONTENT_LENGTH: () => MALFORMED_FRAMING,
  HPE_INVALID_TRANSFER_ENCODING: () => MALFORMED_FRAMING,
  HPE_INVALID_CHUNK_SIZE: () => MALFORMED_CHUNKS,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: () => MALFORMED_CHUNKS,
};
const NOT_HTTP: ClientErrorAnswer = { status: 400, message: 'The request is not valid HTTP/1.1' };
const CONNECT_ANSWER: ClientErrorAnswer = { status: 405, message: `CONNECT is not supported: use one of ${ALLOWED_METHODS}` };

/** Errors after which nothing can or should be written: the peer is gone or too slow. */
const SILENT_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'ERR_HTTP_REQUEST_TIMEOUT']);

function answerFor(code: string | undefined, headerLimit: number): ClientErrorAnswer {
  const answer = code === undefined ? undefined : ANSWERS[code];
  return answer ? answer(headerLimit) : NOT_HTTP;
}

/** The raw HTTP/1.1 response: JSON error body, X-Request-Id, Connection: close. */
function rawErrorResponse(answer: ClientErrorAnswer, requestId: string): string {
  const code: ErrorCode = answer.status === 405 ? 'method_not_allowed' : 'bad_request';
  const body = JSON.stringify({ code, message: answer.message });
  return [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
    ...(answer.status === 405 ? [`Allow: ${ALLOWED_METHODS}`] : []),
    `Date: ${new Date().toUTCString()}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

// A socket Node's parser gave up on reports every later chunk again: answer once.
const answered = new WeakSet<Duplex>();

/**
 * Writes the answer and closes the connection once it is read. Closing at once with input
 * still unread would send a reset, which can make the client drop the answer unread.
 */
function answer(socket: Duplex, response: string): void {
  answered.add(socket);
  socket.on('error', () => {});
  socket.end(response);
  socket.resume();
  setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
}

interface SocketWithMessage extends Duplex {
  /** The response Node is writing on this connection, if any (internal, as Node's own handler reads it). */
  _httpMessage?: { headersSent?: boolean } | null;
}

function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  if (answered.has(socket)) return;
  const inFlight = (socket as SocketWithMessage)._httpMessage;
  if (SILENT_ERRORS.has(error.code ?? '') || socket.destroyed || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const requestId = randomUUID();
  const reply = answerFor(error.code, maxHeaderSize);
  logAnswer(this.log, requestId, reply, error.code);
  answer(socket, rawErrorResponse(reply, requestId));
}

function logAnswer(log: FastifyBaseLogger, requestId: string, reply: ClientErrorAnswer, code: string | undefined): void {
  log.debug({ reqId: requestId, status: reply.status, parserError: code }, reply.message);
}

/** The Fastify option answering parser errors (Fastify calls it bound to the instance). */
export const clientErrorOption = { clientErrorHandler };

/** CONNECT arrives as the server's 'connect' event (without a listener Node drops the socket silently). */
export function registerConnectAnswer(app: FastifyInstance): void {
  app.server.on('connect', (request: IncomingMessage, socket: Duplex) => {
    const requestId = requestIdOf(request);
    logAnswer(app.log, requestId, CONNECT_ANSWER, 'CONNECT');
    answer(socket, rawErrorResponse(CONNECT_ANSWER, requestId));
  });
}
