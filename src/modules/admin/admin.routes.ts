/**
 * Operator surface under /admin (DECISIONS 2): organizations and their API keys.
 * Registered only when ADMIN_TOKEN is set; never counted against org rate limits.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { DataOf, ListOf, onlyErrorResponses } from '../../http/schemas.js';
import { registerAdminGuard } from '../../plugins/admin-auth.js';
import { issueKey, listKeys, revokeKey } from './operator-keys.js';
import type { ModuleDeps } from '../deps.js';
import { createOrganization, listAllOrganizations } from '../organizations/organizations.service.js';
import { ApiKey, ApiKeyParams, CreateApiKeyBody, CreatedApiKey, CreateOrganizationBody, Organization, OrgParams } from './admin.schemas.js';

/** Errors of the operator routes: like the API's, without 429 (they are not rate limited). */
const operatorErrors = (...extra: number[]) => onlyErrorResponses(400, 401, 500, ...extra);

const tags = ['Operator'];
const security = [{ adminToken: [] }];

export const adminRoutes: FastifyPluginAsyncTypebox<ModuleDeps & { adminToken: string }> = async (app, { db, authenticator, adminToken }) => {
  registerAdminGuard(app, adminToken);

  app.post('/organizations', {
    schema: {
      operationId: 'adminCreateOrganization',
      summary: 'Create an organization (with its default team)',
      tags, security,
      body: CreateOrganizationBody,
      response: { 201: DataOf(Organization), ...operatorErrors(413, 415) },
    },
  }, async (request, reply) => reply.status(201).send({ data: await createOrganization(db, request.body.name) }));

  app.get('/organizations', {
    schema: {
      operationId: 'adminListOrganizations',
      summary: 'List organizations',
      tags, security,
      response: { 200: ListOf(Organization), ...operatorErrors() },
    },
  }, async () => ({ data: await listAllOrganizations(db) }));

  app.post('/organizations/:orgId/api-keys', {
    schema: {
      operationId: 'adminCreateApiKey',
      summary: 'Issue an API key; the secret is returned once',
      tags, security,
      params: OrgParams,
      body: CreateApiKeyBody,
      response: { 201: DataOf(CreatedApiKey, { description: 'Created: the key, with its secret `key` shown in this response only.' }), ...operatorErrors(413, 415, 404) },
    },
  }, async (request, reply) =>
    reply.status(201).send({ data: await issueKey(db, request.params.orgId, request.body) }));

  app.get('/organizations/:orgId/api-keys', {
    schema: {
      operationId: 'adminListApiKeys',
      summary: 'List the API keys of an organization (without secrets)',
      tags, security,
      params: OrgParams,
      response: { 200: ListOf(ApiKey), ...operatorErrors(404) },
    },
  }, async (request) => ({ data: await listKeys(db, request.params.orgId) }));

  app.delete('/organizations/:orgId/api-keys/:keyId', {
    schema: {
      operationId: 'adminRevokeApiKey',
      summary: 'Revoke an API key; it answers 401 from now on',
      tags, security,
      params: ApiKeyParams,
      response: { 204: Type.Null({ description: 'Revoked' }), ...operatorErrors(404) },
    },
  }, async (request, reply) => {
    const publicId = await revokeKey(db, request.params.orgId, request.params.keyId);
    authenticator.forget(publicId);
    return reply.status(204).send(null);
  });
};
