/** The domain model of a custom-field definition (spec 2.4), shared by the engine and the service. */
import type { FieldType } from './field-types.js';

export interface FieldOption {
  value: string;
  label: string;
  archived: boolean;
}

export type DateToken = 'today' | 'now';

export type DateBound =
  | string
  | { kind: 'relative'; token?: DateToken; from?: DateToken; days?: number }
  | { kind: 'field'; key: string; days?: number };

export interface FieldConstraints {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  minDate?: DateBound;
  maxDate?: DateBound;
}

export type CompareOp = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte';

export type Condition =
  | { op: 'always' }
  | { op: 'and' | 'or'; args: Condition[] }
  | { op: 'not'; arg: Condition | null }
  | { op: CompareOp; fieldId: string; value: unknown }
  | { op: 'in' | 'notIn'; fieldId: string; values: unknown[] }
  | { op: 'answered'; fieldId: string };

export interface FieldLogic {
  visibility?: Condition | null;
  requiredWhen?: Condition | null;
}

export interface FieldDefinition {
  key: string;
  label: string;
  description: string | null;
  type: FieldType;
  required: boolean;
  options: FieldOption[] | null;
  constraints: FieldConstraints | null;
  logic: FieldLogic | null;
  /** null: no default. */
  defaultValue: unknown;
  ordinal: number;
  groupLabel: string | null;
  retired: boolean;
}

export const activeOptionValues = (definition: FieldDefinition): string[] =>
  (definition.options ?? []).filter((o) => !o.archived).map((o) => o.value);

export const allOptionValues = (definition: FieldDefinition): string[] => (definition.options ?? []).map((o) => o.value);
