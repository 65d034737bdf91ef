/**
 * Custom-field definitions (spec 2.4) built in memory, for the tests of the field engine, the
 * definition rules, conditions and the field-query compiler. One builder with plain defaults:
 * a test that needs options, constraints, logic or a default says so at the call site.
 */
import type { FieldDefinition, FieldOption } from '../../src/modules/custom-fields/definitions.js';
import type { FieldType } from '../../src/modules/custom-fields/field-types.js';

/** Active options, each labelled by its value. */
export const options = (...values: string[]): FieldOption[] => values.map((value) => ({ value, label: value, archived: false }));

/** An archived option, labelled by its value. */
export const archivedOption = (value: string): FieldOption => ({ value, label: value, archived: true });

/**
 * A definition labelled by its key: optional, active, ordinal 1, with no description, options,
 * constraints, logic, default or group; `extra` overrides any of these.
 */
export const fieldDefinition = (key: string, type: FieldType, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  key, label: key, description: null, type, required: false, options: null, constraints: null, logic: null,
  defaultValue: null, ordinal: 1, groupLabel: null, retired: false, ...extra,
});
