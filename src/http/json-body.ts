/**
 * The only body parser: `application/json`, strict UTF-8, then the input hygiene checks.
 * Any other content type is left unparsed, so Fastify answers 415. Any write may carry a body,
 * so every write route documents 413 and 415.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { addResponseSchema, isWriteMethod } from './route-additions.js';
import { AppError } from './errors.js';
import { jsonProblem } from './input-hygiene.js';
import { excerpt } from './quote.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function parseJsonBody(buffer: Buffer): unknown {
  let text: string;
  try {
    text = utf8.decode(buffer);
  } catch {
    throw new AppError('bad_request', 'Request body is not valid UTF-8');
  }
  if (text.trim() === '') throw new AppError('bad_request', 'Request body is empty: send a JSON document');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'Request body is not valid JSON');
  }
  const problem = jsonProblem(value);
  if (problem) throw new AppError('bad_request', `Request body refused: ${problem}`);
  return value;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isWriteMethod(route)) return;
    addResponseSchema(route, 413);
    addResponseSchema(route, 415);
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = /charset=([^;\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset && !/^"?utf-?8"?$/i.test(charset)) {
      done(new AppError('bad_request', `Unsupported charset ${excerpt(charset)}: send UTF-8 JSON`, undefined, 415), undefined);
      return;
    }
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
