/**
 * The API document (OpenAPI 3.1), generated from the route schemas so it cannot drift from
 * validation, served at GET /v2/openapi.json, and the human reference at GET /docs (reference-page.ts).
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { registerReferencePage } from '../reference-page.js';
import type { OpenApiDocument } from './document-types.js';
import { finishDocument } from './finish-document.js';

const DESCRIPTION = `JSON-over-HTTP API for an organization's safety-management records.

Authenticate every /v2 call with \`Authorization: Bearer <API key>\`. Errors are
\`{ code, message, details? }\`. Polled lists accept \`updatedAfter\` and return \`meta.nextCursor\`;
pass it back as \`cursor=\` to page by update time without skipping rows.

Every write is recorded in the change log: \`GET /v2/changes\` is the organization's change feed in
commit order, and \`GET /v2/{action-items,users,assets,locations,events}/{id}/history\` one record's
history. A write that changes nothing is echo-free (no new \`updatedAt\`, no entry). Send
\`X-On-Behalf-Of: <user id or externalId>\` on a write to name the user it acts for.

From TypeScript, use the service's client, \`@safety-records/client\` (the TypeScript examples below):
every path, parameter and record typed, writes keyed with an \`Idempotency-Key\` and retried safely,
errors thrown as \`ApiError\`, lists walked and followed from a saved position, webhooks verified.
Until it is published, install it from the tarball \`npm pack --workspace packages/client\` makes in
a clone of the service (its README).`;

export async function registerOpenApi(app: FastifyInstance, serverUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Safety Management Records API', version: '2.0.0', description: DESCRIPTION, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
      servers: [{ url: serverUrl }],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'An organization API key: smr_<publicId>_<secret>' },
          adminToken: { type: 'http', scheme: 'bearer', description: 'The operator token (ADMIN_TOKEN)' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transformObject: (generated) => finishDocument((generated as { openapiObject: OpenApiDocument }).openapiObject),
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
  registerReferencePage(app);
}

/** GET /v2/openapi.json, public (no key), inside the /v2 scope. */
export function registerOpenApiDocumentRoute(v2: FastifyInstance): void {
  v2.get('/openapi.json', { config: { public: true, fixedBody: true }, schema: { hide: true } }, async () => v2.swagger());
}
