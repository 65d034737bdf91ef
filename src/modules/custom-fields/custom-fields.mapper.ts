/**
 * Definitions between their stored rows and their two API records. The stored columns of a
 * definition are declared once (COLUMNS); a row becomes a definition and a definition the values
 * a write stores through that one list.
 */
import type { DefinitionRow, DefinitionValues } from './custom-fields.repository.js';
import type { FieldDefinition } from './definitions.js';
import { OPS_BY_TYPE } from './field-types.js';

/** Each stored property of a definition: its column, and whether the column holds JSON. */
const COLUMNS = {
  key: { column: 'key', json: false },
  label: { column: 'label', json: false },
  description: { column: 'description', json: false },
  type: { column: 'type', json: false },
  required: { column: 'required', json: false },
  options: { column: 'options', json: true },
  constraints: { column: 'constraints', json: true },
  logic: { column: 'logic', json: true },
  defaultValue: { column: 'default_value', json: true },
  ordinal: { column: 'ordinal', json: false },
  groupLabel: { column: 'group_label', json: false },
} as const satisfies Record<Exclude<keyof FieldDefinition, 'retired'>, { column: keyof DefinitionValues; json: boolean }>;

const ENTRIES = Object.entries(COLUMNS) as Array<[keyof typeof COLUMNS, (typeof COLUMNS)[keyof typeof COLUMNS]]>;

export function toFieldDefinition(row: DefinitionRow): FieldDefinition {
  const definition: Record<string, unknown> = { retired: row.retired_at !== null };
  for (const [property, { column }] of ENTRIES) definition[property] = row[column] ?? null;
  return definition as unknown as FieldDefinition;
}

/** The values a write stores for a definition (JSON columns as JSON text; null stays null). */
export function toDefinitionValues(definition: FieldDefinition): DefinitionValues {
  const values: Record<string, unknown> = {};
  for (const [property, { column, json }] of ENTRIES) {
    const value = definition[property];
    values[column] = json ? (value === null || value === undefined ? null : JSON.stringify(value)) : value;
  }
  return values as unknown as DefinitionValues;
}

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
