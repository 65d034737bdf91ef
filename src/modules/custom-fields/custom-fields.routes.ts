import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import type { ModuleDeps } from '../deps.js';
import { toConfigRecord, toPublishedRecord } from './custom-fields.mapper.js';
import { CreateFieldBody, FieldConfigRecord, FieldDefinitionRecord, FieldParams, ModuleParams, PatchFieldBody } from './custom-fields.schemas.js';
import { createDefinition, patchDefinition, publishedDefinitions, retireDefinitionByKey } from './custom-fields.service.js';

const tags = ['Custom fields'];

export const customFieldRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, databaseKind }) => {
  const target = { db, kind: databaseKind, log: app.log };

  app.get('/modules/:slug/fields', {
    schema: {
      operationId: 'listModuleFields',
      summary: 'The custom-field definitions of a module (action_item)',
      description: 'Active definitions in ordinal order; retired definitions and archived options are omitted. '
        + '`ops` lists the fieldFilters operators each field accepts.',
      tags,
      params: ModuleParams,
      response: { 200: ListOf(FieldDefinitionRecord), ...errorResponses(403, 404) },
    },
  }, async (request) => ({ data: (await publishedDefinitions(db, orgIdOf(request), request.params.slug)).map(toPublishedRecord) }));

  app.post('/modules/:slug/fields', {
    config: { scope: 'admin' },
    schema: {
      operationId: 'createModuleField',
      summary: 'Define a custom field (scope admin)',
      tags,
      params: ModuleParams,
      body: CreateFieldBody,
      response: { 201: DataOf(FieldConfigRecord), ...bodyErrorResponses(403, 404, 409) },
    },
  }, async (request, reply) => {
    const created = await createDefinition(target, writerOf(request), request.params.slug, request.body);
    return reply.status(201).send({ data: toConfigRecord(created) });
  });

  app.patch('/modules/:slug/fields/:key', {
    config: { scope: 'admin' },
    schema: {
      operationId: 'updateModuleField',
      summary: 'Change a custom field; add, relabel or archive options (scope admin)',
      description: 'Changing key or type once any record holds a value is a 409.',
      tags,
      params: FieldParams,
      body: PatchFieldBody,
      response: { 200: DataOf(FieldConfigRecord), ...bodyErrorResponses(403, 404, 409) },
    },
  }, async (request) => ({
    data: toConfigRecord(await patchDefinition(target, writerOf(request), request.params.slug, request.params.key, request.body)),
  }));

  app.delete('/modules/:slug/fields/:key', {
    config: { scope: 'admin' },
    schema: {
      operationId: 'retireModuleField',
      summary: 'Retire a custom field (scope admin); values already on records stay valid',
      tags,
      params: FieldParams,
      response: { 204: Type.Null({ description: 'Retired' }), ...errorResponses(403, 404, 409) },
    },
  }, async (request, reply) => {
    await retireDefinitionByKey(target, writerOf(request), request.params.slug, request.params.key);
    return reply.status(204).send(null);
  });
};
