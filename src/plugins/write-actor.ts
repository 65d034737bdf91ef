/**
 * Who a write is by (DECISIONS 12): the API key, by id and name, and the org's user it acts for
 * when the request sends `X-On-Behalf-Of: <user id or externalId>`. Resolved once per write
 * request, before the route runs: a header naming no user of the org is a 400 and nothing is
 * written. Change entries name this actor.
 */
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { validationError } from '../http/errors.js';
import { addHeaderSchema, isWriteMethod } from '../http/route-additions.js';

/** A user of the org named by its id or externalId: its id and externalId, or null. */
export type UserResolver = (orgId: string, reference: string) => Promise<{ id: string; externalId: string | null } | null>;

const ON_BEHALF_OF = 'x-on-behalf-of';
const MAX_REFERENCE_LENGTH = 255;

/** The header, declared on every write route (so the API document shows it). */
const OnBehalfOfHeader = Type.String({
  maxLength: MAX_REFERENCE_LENGTH,
  description: 'The id or externalId of the organization\'s user this write acts for; change entries name it as actor.onBehalfOf',
});

export function registerWriteActor(app: FastifyInstance, resolveUser: UserResolver): void {
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route) => {
    if (isWriteMethod(route)) addHeaderSchema(route, ON_BEHALF_OF, OnBehalfOfHeader);
  });
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.principal) return;
    const { keyId, keyName, orgId } = request.principal;
    const header = request.headers[ON_BEHALF_OF];
    if (header === undefined) {
      request.actor = { type: 'api_key', id: keyId, name: keyName };
      return;
    }
    const reference = typeof header === 'string' ? header.trim() : '';
    if (reference === '' || reference.length > MAX_REFERENCE_LENGTH) {
      throw validationError([`header X-On-Behalf-Of must be one user id or externalId of at most ${MAX_REFERENCE_LENGTH} characters`]);
    }
    const user = await resolveUser(orgId, reference);
    if (!user) throw validationError(['header X-On-Behalf-Of names no user of this organization']);
    request.actor = { type: 'api_key', id: keyId, name: keyName, onBehalfOf: user };
  });
}
