import Type from 'typebox';
import { BodyObject, Str, Timestamp, Uuid } from '../../http/schemas.js';
import { SLUG_PATTERN } from '../../lib/slug.js';

export const EquipmentType = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    slug: Type.String(),
    externalName: Type.String(),
    createdAt: Timestamp(),
    updatedAt: Timestamp(),
  },
  { $id: 'EquipmentType' },
);

export const CreateEquipmentTypeBody = BodyObject({
  name: Str({ minLength: 1, maxLength: 200 }),
  slug: Type.Optional(Str({ minLength: 1, maxLength: 100, pattern: SLUG_PATTERN, description: 'Unique per organization; derived from the name when omitted' })),
  externalName: Type.Optional(Str({ minLength: 1, maxLength: 200, description: 'Name in the caller\'s system; defaults to the name' })),
});

export type CreateEquipmentTypeInput = Type.Static<typeof CreateEquipmentTypeBody>;
export type EquipmentTypeRecord = Type.Static<typeof EquipmentType>;
