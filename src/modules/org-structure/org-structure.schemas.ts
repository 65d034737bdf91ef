import Type from 'typebox';
import { BodyObject, Nullable, Str, Timestamp, Uuid } from '../../http/schemas.js';
import { SLUG_PATTERN } from '../../lib/slug.js';

export const EXTERNAL_ID_MAX_LENGTH = 255;
export const ExternalId = (description = "The caller's own id, unique per organization") =>
  Str({ minLength: 1, maxLength: EXTERNAL_ID_MAX_LENGTH, description });

const unitProperties = {
  id: Uuid(),
  name: Type.String(),
  slug: Type.String(),
  externalId: Nullable(Type.String()),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
};

export const Department = Type.Object(unitProperties, { $id: 'Department' });
export const Team = Type.Object({ ...unitProperties, isDefault: Type.Boolean() }, { $id: 'Team' });

export const OrgUnitBody = BodyObject({
  name: Str({ minLength: 1, maxLength: 200 }),
  slug: Type.Optional(Str({ minLength: 1, maxLength: 100, pattern: SLUG_PATTERN, description: 'Unique per organization; derived from the name when omitted' })),
  externalId: Type.Optional(ExternalId('Upsert key: an existing record with it is updated')),
}, { title: 'OrgUnitInput' });

export type OrgUnitInput = Type.Static<typeof OrgUnitBody>;
export type DepartmentRecord = Type.Static<typeof Department>;
export type TeamRecord = Type.Static<typeof Team>;
