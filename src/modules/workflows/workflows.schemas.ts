import Type from 'typebox';
import { pageQueryProperties, PaginationSchema } from '../../http/pagination.js';
import { BodyObject, JsonObjectBody, JsonValueBody, MAX_JSON_DOCUMENT_BYTES, Nullable, Str, StringEnum, Timestamp, Uuid } from '../../http/schemas.js';

export const RUN_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export const NODE_STATUSES = ['pending', 'running', 'completed', 'failed', 'skipped'] as const;
export const RUN_TYPES = ['draft', 'live'] as const;

const AnyJson = (description: string) => Type.Unknown({ description });
/** Workflow documents in bodies (definitions, drafts, context, config, output): 1 MiB as JSON at most. */
const Definition = (description: string) => JsonObjectBody(MAX_JSON_DOCUMENT_BYTES, description);
const Document = (description: string) => JsonValueBody(MAX_JSON_DOCUMENT_BYTES, description);

const workflowProperties = {
  id: Uuid(),
  organizationId: Uuid(),
  teamId: Nullable(Uuid()),
  flowType: Type.String(),
  name: Type.String(),
  version: Type.Integer({ description: 'The active version' }),
  isActive: Type.Boolean(),
  createdById: Nullable(Uuid()),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
};
export const Workflow = Type.Object(workflowProperties, { $id: 'Workflow' });
export const WorkflowDetail = Type.Object({
  ...workflowProperties,
  definition: AnyJson('The active version\'s definition'),
  draftDefinition: AnyJson('The saved draft, or null'),
  deletedAt: Nullable(Timestamp()),
}, { $id: 'WorkflowDetail' });

export const WorkflowList = Type.Object({ data: Type.Array(Workflow), meta: Type.Object({ pagination: PaginationSchema }) });

export const WorkflowListQuery = Type.Object({
  ...pageQueryProperties({ defaultLimit: 50, maxLimit: 1000 }),
  flowType: Type.Optional(Type.String({ maxLength: 100 })),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search in the name' })),
});

export const CreateWorkflowBody = BodyObject({
  name: Str({ minLength: 1, maxLength: 500 }),
  flowType: Str({ minLength: 1, maxLength: 100, description: 'For example assessment, form_submission' }),
  teamId: Type.Optional(Uuid({ description: 'Default: the org\'s default team' })),
  definition: Definition('Version 1, active'),
});
export const PublishVersionBody = BodyObject({ definition: Definition('The new active version') });
export const SaveDraftBody = BodyObject({ draftDefinition: Nullable(Definition('The draft; null discards it')) });

export const WorkflowParams = Type.Object({ workflowId: Uuid() });
export const RunParams = Type.Object({ workflowId: Uuid(), runId: Uuid() });
export const NodeResultParams = Type.Object({ workflowId: Uuid(), runId: Uuid(), nodeResultId: Uuid() });

const runProperties = {
  id: Uuid(),
  flowId: Uuid(),
  flowVersion: Type.Integer(),
  flowRunType: StringEnum(RUN_TYPES),
  createdById: Nullable(Uuid()),
  status: StringEnum(RUN_STATUSES),
  context: AnyJson('Run context'),
  eventId: Nullable(Uuid()),
  startedAt: Nullable(Timestamp()),
  completedAt: Nullable(Timestamp()),
  error: Nullable(Type.String()),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
};

export const NodeResult = Type.Object({
  id: Uuid(),
  flowRunId: Uuid(),
  parentNodeId: Nullable(Uuid()),
  nodeKey: Type.String(),
  nodeName: Nullable(Type.String()),
  nodeType: Type.String(),
  status: StringEnum(NODE_STATUSES),
  config: AnyJson('Node configuration'),
  output: AnyJson('Node output'),
  error: Nullable(Type.String()),
  startedAt: Nullable(Timestamp()),
  completedAt: Nullable(Timestamp()),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
}, { $id: 'NodeResult' });

export const Run = Type.Object({ ...runProperties }, { $id: 'WorkflowRun' });
export const RunListElement = Type.Object({
  ...runProperties,
  createdBy: Nullable(Type.Object({ id: Uuid(), fullName: Nullable(Type.String()), email: Type.String() })),
  flow: Type.Object({ id: Uuid(), name: Type.String(), version: Type.Integer(), flowType: Type.String() }),
  deletedAt: Nullable(Timestamp()),
}, { $id: 'WorkflowRunListElement' });
export const RunDetail = Type.Object({ ...runProperties, nodeResults: Type.Array(NodeResult) }, { $id: 'WorkflowRunDetail' });
export const RunList = Type.Object({ data: Type.Array(RunListElement), meta: Type.Object({ pagination: PaginationSchema }) });

export const RunListQuery = Type.Object({
  ...pageQueryProperties({ defaultLimit: 50, maxLimit: 1000 }),
  status: Type.Optional(StringEnum(RUN_STATUSES)),
});

export const CreateRunBody = BodyObject({
  flowRunType: StringEnum(RUN_TYPES),
  context: Type.Optional(Document('Run context')),
  eventId: Type.Optional(Nullable(Uuid({ description: 'An event of the organization' }))),
});
export const PatchRunBody = BodyObject({
  status: StringEnum(RUN_STATUSES, { description: 'pending → running → completed | failed' }),
  error: Type.Optional(Nullable(Str())),
  context: Type.Optional(Document('Replaces the context')),
});
export const CreateNodeResultBody = BodyObject({
  nodeKey: Str({ minLength: 1, maxLength: 200 }),
  nodeName: Type.Optional(Nullable(Str({ maxLength: 500 }))),
  nodeType: Str({ minLength: 1, maxLength: 100 }),
  parentNodeId: Type.Optional(Nullable(Uuid({ description: 'Another node result of the same run' }))),
  status: Type.Optional(StringEnum(NODE_STATUSES, { description: 'Default pending' })),
  config: Type.Optional(Document('Node configuration')),
  output: Type.Optional(Document('Node output')),
  error: Type.Optional(Nullable(Str())),
});
export const PatchNodeResultBody = BodyObject({
  status: StringEnum(NODE_STATUSES, { description: 'pending → running | skipped; running → completed | failed' }),
  output: Type.Optional(Document('Node output')),
  error: Type.Optional(Nullable(Str())),
});

export type CreateWorkflowInput = Type.Static<typeof CreateWorkflowBody>;
export type WorkflowListInput = Type.Static<typeof WorkflowListQuery>;
export type RunListInput = Type.Static<typeof RunListQuery>;
export type CreateRunInput = Type.Static<typeof CreateRunBody>;
export type PatchRunInput = Type.Static<typeof PatchRunBody>;
export type CreateNodeResultInput = Type.Static<typeof CreateNodeResultBody>;
export type PatchNodeResultInput = Type.Static<typeof PatchNodeResultBody>;
