import { recordStatus } from '../../db/record-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { compileRecordSerializer, sendStreamedList } from '../../http/stream-list.js';
import { orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import type { ModuleDeps } from '../deps.js';
import { toDepartmentRecord, toTeamRecord } from './org-structure.mapper.js';
import type { OrgUnitRow, OrgUnitTable } from './org-structure.repository.js';
import { Department, OrgUnitBody, Team } from './org-structure.schemas.js';
import { orgUnitBatches, upsertOrgUnit } from './org-structure.service.js';

interface UnitRoutes {
  table: OrgUnitTable;
  path: string;
  tag: string;
  noun: string;
  schema: TSchema;
  toRecord: (row: OrgUnitRow) => object;
}

const UNITS: UnitRoutes[] = [
  { table: 'departments', path: '/departments', tag: 'Departments', noun: 'Department', schema: Department, toRecord: toDepartmentRecord },
  { table: 'teams', path: '/teams', tag: 'Teams', noun: 'Team', schema: Team, toRecord: toTeamRecord },
];

export const orgStructureRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  for (const unit of UNITS) {
    const serialize = compileRecordSerializer<object>(unit.schema);
    app.get(unit.path, {
      config: { streamed: true },
      schema: {
        operationId: `list${unit.noun}s`,
        summary: `List the ${unit.table} of the organization (unpaginated, by name)`,
        tags: [unit.tag],
        response: { 200: ListOf(unit.schema), ...errorResponses(403) },
      },
    }, async (request, reply) => sendStreamedList(reply, orgUnitBatches(db, unit.table, orgIdOf(request)), unit.toRecord, serialize));

    app.post(unit.path, {
      config: { scope: 'admin' },
      schema: {
        operationId: `upsert${unit.noun}`,
        summary: `Create a ${unit.noun.toLowerCase()}, or update the one with this externalId (scope admin)`,
        tags: [unit.tag],
        body: OrgUnitBody,
        response: { 200: DataOf(unit.schema), 201: DataOf(unit.schema), ...bodyErrorResponses(403, 409) },
      },
    }, async (request, reply) => {
      const { row, created } = await upsertOrgUnit(db, unit.table, writerOf(request), request.body);
      return reply.status(recordStatus(created)).send({ data: unit.toRecord(row) });
    });
  }
};
