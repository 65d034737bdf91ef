import type { DefinitionRow } from './custom-fields.repository.js';
import type { FieldDefinition } from './definitions.js';
import { OPS_BY_TYPE, type FieldType } from './field-types.js';

export const toFieldDefinition = (row: DefinitionRow): FieldDefinition => ({
  key: row.key,
  label: row.label,
  description: row.description,
  type: row.type as FieldType,
  required: row.required,
  options: row.options,
  constraints: row.constraints as FieldDefinition['constraints'],
  logic: row.logic as FieldDefinition['logic'],
  defaultValue: row.default_value ?? null,
  ordinal: row.ordinal,
  groupLabel: row.group_label,
  retired: row.retired_at !== null,
});

function baseRecord(definition: FieldDefinition) {
  return {
    key: definition.key,
    label: definition.label,
    description: definition.description,
    type: definition.type,
    required: definition.required,
    constraints: definition.constraints,
    logic: definition.logic,
    defaultValue: definition.defaultValue ?? null,
    ordinal: definition.ordinal,
    groupLabel: definition.groupLabel,
    ops: [...OPS_BY_TYPE[definition.type]],
  };
}

/** The published record (spec 2.4): archived options left out. */
export const toPublishedRecord = (definition: FieldDefinition) => ({
  ...baseRecord(definition),
  options: definition.options ? definition.options.filter((o) => !o.archived).map(({ value, label }) => ({ value, label })) : null,
});

/** The configured record (admin responses): every option, marked. */
export const toConfigRecord = (definition: FieldDefinition) => ({ ...baseRecord(definition), options: definition.options });
