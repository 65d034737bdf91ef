import Type from 'typebox';
import { BodyObject, Nullable, Str, StringEnum, Timestamp, Uuid } from '../../http/schemas.js';
import { SCOPES } from '../../http/request-context.js';

export const Organization = Type.Object(
  { id: Uuid(), name: Type.String(), defaultTeamId: Uuid(), createdAt: Timestamp() },
  { $id: 'Organization' },
);

export const CreateOrganizationBody = BodyObject({ name: Str({ minLength: 1, maxLength: 200 }) });

const ScopeSchema = StringEnum(SCOPES, { description: 'read: GET; write: record writes; admin: org configuration' });

const apiKeyProperties = {
  id: Uuid(),
  name: Type.String(),
  scopes: Type.Array(ScopeSchema),
  prefix: Type.String({ description: 'The public start of the key, safe to show' }),
  createdAt: Timestamp(),
  revokedAt: Nullable(Timestamp()),
};

export const ApiKey = Type.Object(apiKeyProperties, { $id: 'ApiKey' });

export const CreatedApiKey = Type.Object(
  { ...apiKeyProperties, key: Type.String({ description: 'The secret API key. Shown once, never again.' }) },
  { $id: 'CreatedApiKey' },
);

export const CreateApiKeyBody = BodyObject({
  name: Str({ minLength: 1, maxLength: 200 }),
  scopes: Type.Optional(Type.Array(ScopeSchema, { minItems: 1, maxItems: SCOPES.length, uniqueItems: true })),
});

export const OrgParams = Type.Object({ orgId: Uuid() });
export const ApiKeyParams = Type.Object({ orgId: Uuid(), keyId: Uuid() });
