import { recordStatus } from '../../db/record-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { compileRecordSerializer, sendStreamedList } from '../../http/stream-list.js';
import { orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import { BulkResponse } from '../assets/assets.schemas.js';
import type { ModuleDeps } from '../deps.js';
import { toUserRecord } from './users.mapper.js';
import { User, UserBulkBody, UserIdParams, UserListQuery, UserWriteBody, type UserRecord } from './users.schemas.js';
import { getUser, upsertOneUser, upsertUserBulk, userBatches } from './users.service.js';
import { bodyOf } from '../../http/record-path.js';
import { sendJson } from '../../http/json-text.js';
import { firstRecordTag, recordBody } from '../../http/record-body.js';

import { findUserIdsByKeys } from './users.repository.js';

const tags = ['Users'];
const serializeUser = compileRecordSerializer<UserRecord>(User);

const userBodyOf = recordBody<UserRecord>(serializeUser);

export const userRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  /** The body of a user's GET, by UUID or email (If-Match's current tag is taken over it too). */
  const userBody = async (orgId: string, idOrEmail: string): Promise<string> => userBodyOf(toUserRecord(await getUser(db, orgId, idOrEmail)));

  app.post('/users', {
    config: {
      // The user the write updates: the one holding its externalId, else the one with its email.
      currentTag: async (request) => {
        const { externalId, email } = bodyOf<{ externalId?: string; email: string }>(request);
        const orgId = orgIdOf(request);
        const byExternalId = externalId === undefined ? undefined
          : (await findUserIdsByKeys(db, orgId, { ids: [], externalIds: [externalId] })).byExternalId.get(externalId);
        return firstRecordTag([...(byExternalId ? [() => userBody(orgId, byExternalId)] : []), () => userBody(orgId, email)]);
      },
    },
    schema: {
      operationId: 'upsertUser',
      summary: 'Create a user, or update the one found by externalId, then by email',
      description: '201 when created, 200 when updated. An email held by a user with another externalId is a 409.',
      tags,
      body: UserWriteBody,
      response: { 200: DataOf(User), 201: DataOf(User), ...bodyErrorResponses(403, 409) },
    },
  }, async (request, reply) => {
    const { record, created } = await upsertOneUser(db, writerOf(request), request.body);
    return reply.status(recordStatus(created)).send({ data: toUserRecord(record) });
  });

  app.post('/users/bulk', {
    schema: {
      operationId: 'bulkUpsertUsers',
      summary: 'Create or update up to 1,000 users by externalId',
      description: 'Schema errors refuse the whole request; data errors fail only their element. Results are in request order.',
      tags,
      body: UserBulkBody,
      response: { 200: BulkResponse, ...bodyErrorResponses(403) },
    },
  }, async (request) => ({ data: await upsertUserBulk(db, writerOf(request), request.body.users) }));

  app.get('/users/:userId', {
    schema: {
      operationId: 'getUser',
      summary: 'Get a user by UUID or email',
      tags,
      params: UserIdParams,
      response: { 200: DataOf(User), ...errorResponses(403, 404) },
    },
  }, async (request, reply) => sendJson(reply, await userBody(orgIdOf(request), request.params.userId)));

  app.get('/users', {
    config: { streamed: true },
    schema: {
      operationId: 'listUsers',
      summary: 'List every matching user (unpaginated, streamed, by email)',
      tags,
      querystring: UserListQuery,
      response: { 200: ListOf(User), ...errorResponses(403) },
    },
  }, async (request, reply) => sendStreamedList(reply, userBatches(db, orgIdOf(request), request.query), toUserRecord, serializeUser));
};
