import Type from 'typebox';
import { SERIALIZED_SIZE_KEYWORD } from '../../http/serialized-size.js';
import { BodyObject, JsonValueBody, MAX_JSON_VALUE_BYTES, Nullable, Str, StringEnum } from '../../http/schemas.js';
import { FIELD_TYPES, FILTER_OPS } from './field-types.js';

/**
 * A custom-field key (DECISIONS 10): letters, digits and underscores, starting with a letter,
 * 1 to 64 characters; camelCase allowed. Keys are JSON keys, case-sensitive: `rootCause` and
 * `rootcause` are two fields. They reach SQL only as literals and parameters (never as
 * identifiers), so case and length are safe there (field-indexes.ts names indexes by a hash).
 */
export const FIELD_KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,63}$';

const FieldKey = (description: string) => Str({
  pattern: FIELD_KEY_PATTERN,
  description: `${description}: letters, digits and underscores, starting with a letter, 1 to 64 characters `
    + `(camelCase allowed; case-sensitive, so rootCause and rootcause are two fields). Pattern ${FIELD_KEY_PATTERN}`,
});

const DateBoundSchema = Type.Union([
  Type.String({ maxLength: 64 }),
  Type.Object({}, { additionalProperties: true, description: '{ kind: "relative", token|from: "today"|"now", days } or { kind: "field", key, days }' }),
]);

const ConstraintsSchema = Type.Object({
  minLength: Type.Optional(Type.Integer({ minimum: 0 })),
  maxLength: Type.Optional(Type.Integer({ minimum: 0 })),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  minDate: Type.Optional(DateBoundSchema),
  maxDate: Type.Optional(DateBoundSchema),
}, { additionalProperties: false });

// Operands are field values: a condition is bounded like one (DECISIONS 3).
const ConditionSchema = Type.Object({}, {
  additionalProperties: true, [SERIALIZED_SIZE_KEYWORD]: MAX_JSON_VALUE_BYTES,
  description: 'A condition: { op, fieldId?, value?, values?, args?, arg? } (at most 65,536 bytes as JSON)',
});

const LogicSchema = Type.Object({
  visibility: Type.Optional(Nullable(ConditionSchema)),
  requiredWhen: Type.Optional(Nullable(ConditionSchema)),
}, { additionalProperties: false });

const OptionInput = BodyObject({
  value: Str({ minLength: 1, maxLength: 200 }),
  label: Type.Optional(Str({ minLength: 1, maxLength: 500 })),
  archived: Type.Optional(Type.Boolean()),
});

const definitionProperties = {
  label: Str({ minLength: 1, maxLength: 500 }),
  description: Type.Optional(Nullable(Str({ maxLength: 5000 }))),
  type: StringEnum(FIELD_TYPES),
  required: Type.Optional(Type.Boolean()),
  options: Type.Optional(Nullable(Type.Array(OptionInput, { maxItems: 500 }))),
  constraints: Type.Optional(Nullable(ConstraintsSchema)),
  logic: Type.Optional(Nullable(LogicSchema)),
  // Bounded like a value in `fields`: a default is copied into the fields of every record created.
  defaultValue: Type.Optional(JsonValueBody(MAX_JSON_VALUE_BYTES, 'Any valid value of the field, or null')),
  ordinal: Type.Optional(Type.Number({ description: 'Display order; default after the last field' })),
  groupLabel: Type.Optional(Nullable(Str({ maxLength: 500 }))),
};

export const CreateFieldBody = BodyObject({
  key: FieldKey('Key in the fields envelope'),
  ...definitionProperties,
});

export const PatchFieldBody = BodyObject({
  key: Type.Optional(FieldKey('A new key (only while no record holds a value for the field)')),
  label: Type.Optional(definitionProperties.label),
  description: definitionProperties.description,
  type: Type.Optional(definitionProperties.type),
  required: definitionProperties.required,
  options: Type.Optional(Type.Array(OptionInput, { maxItems: 500, description: 'Changes by value: a new value is added; a known one is relabelled and/or (un)archived' })),
  constraints: definitionProperties.constraints,
  logic: definitionProperties.logic,
  defaultValue: definitionProperties.defaultValue,
  ordinal: definitionProperties.ordinal,
  groupLabel: definitionProperties.groupLabel,
});

export type CreateFieldInput = Type.Static<typeof CreateFieldBody>;
export type PatchFieldInput = Type.Static<typeof PatchFieldBody>;

const recordProperties = {
  key: Type.String(),
  label: Type.String(),
  description: Nullable(Type.String()),
  type: StringEnum(FIELD_TYPES),
  required: Type.Boolean(),
  constraints: Nullable(Type.Object({}, { additionalProperties: true })),
  logic: Nullable(Type.Object({}, { additionalProperties: true })),
  defaultValue: Type.Unknown(),
  ordinal: Type.Number(),
  groupLabel: Nullable(Type.String()),
  ops: Type.Array(StringEnum(FILTER_OPS)),
};

/** The published definition (spec 2.4): archived options omitted. */
export const FieldDefinitionRecord = Type.Object({
  ...recordProperties,
  options: Nullable(Type.Array(Type.Object({ value: Type.String(), label: Type.String() }))),
}, { $id: 'FieldDefinition' });

/** The definition as configured (admin responses): archived options included and marked. */
export const FieldConfigRecord = Type.Object({
  ...recordProperties,
  options: Nullable(Type.Array(Type.Object({ value: Type.String(), label: Type.String(), archived: Type.Boolean() }))),
}, { $id: 'FieldConfig' });

export const ModuleParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });
export const FieldParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }), key: Type.String({ minLength: 1, maxLength: 100 }) });
