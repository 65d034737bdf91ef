import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { compileRecordSerializer, sendStreamedList } from '../../http/stream-list.js';
import type { ModuleDeps } from '../deps.js';
import { toEquipmentTypeRecord } from './equipment-types.mapper.js';
import { CreateEquipmentTypeBody, EquipmentType, type EquipmentTypeRecord } from './equipment-types.schemas.js';
import { createEquipmentType, equipmentTypeBatches } from './equipment-types.service.js';

const tags = ['Equipment types'];
const serializeEquipmentType = compileRecordSerializer<EquipmentTypeRecord>(EquipmentType);

export const equipmentTypeRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  app.get('/equipment-types', {
    config: { streamed: true },
    schema: {
      operationId: 'listEquipmentTypes',
      summary: 'List the equipment types of the organization (unpaginated)',
      description: 'Every equipment type, ordered by name. Use the ids as `equipmentTypeId` on equipment assets.',
      tags,
      response: { 200: ListOf(EquipmentType), ...errorResponses(403) },
    },
  }, async (request, reply) =>
    sendStreamedList(reply, equipmentTypeBatches(db, orgIdOf(request)), toEquipmentTypeRecord, serializeEquipmentType));

  app.post('/equipment-types', {
    config: { scope: 'admin' },
    schema: {
      operationId: 'createEquipmentType',
      summary: 'Create an equipment type (scope admin)',
      tags,
      body: CreateEquipmentTypeBody,
      response: { 201: DataOf(EquipmentType), ...bodyErrorResponses(403, 409) },
    },
  }, async (request, reply) =>
    reply.status(201).send({ data: await createEquipmentType(db, writerOf(request), request.body) }));
};
