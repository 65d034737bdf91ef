/**
 * Checks of a definition before it is saved (DECISIONS 9, 10): options exactly for enum and
 * multi_enum with unique values, constraints that fit the type, conditions that name active
 * fields of the module with operands of the right type, no condition cycles, and a default
 * value that is itself valid.
 */
import { quote } from '../../http/quote.js';
import { conditionKeys, conditionProblems } from './conditions.js';
import { dateBoundProblem } from './date-bounds.js';
import type { FieldDefinition } from './definitions.js';
import { valueProblem } from './field-engine.js';
import type { FieldType } from './field-types.js';

const CONSTRAINTS_BY_TYPE: Record<FieldType, readonly string[]> = {
  string: ['minLength', 'maxLength'],
  text: ['minLength', 'maxLength'],
  multi_enum: ['minLength', 'maxLength'],
  number: ['min', 'max'],
  integer: ['min', 'max'],
  date: ['minDate', 'maxDate'],
  datetime: ['minDate', 'maxDate'],
  boolean: [],
  enum: [],
  user: [],
  asset: [],
};

function optionProblems(definition: FieldDefinition): string[] {
  const takesOptions = definition.type === 'enum' || definition.type === 'multi_enum';
  const options = definition.options;
  if (!takesOptions) return options && options.length > 0 ? [`options are only for enum and multi_enum fields, not ${definition.type}`] : [];
  if (!options || options.filter((o) => !o.archived).length === 0) return [`options: a ${definition.type} field needs at least one active option`];
  const values = options.map((o) => o.value);
  const repeated = values.find((v, i) => values.indexOf(v) !== i);
  return repeated !== undefined ? [`options: value ${quote(repeated)} appears more than once`] : [];
}

function constraintProblems(definition: FieldDefinition, dateKeys: ReadonlySet<string>): string[] {
  const c = definition.constraints;
  if (!c) return [];
  const allowed = CONSTRAINTS_BY_TYPE[definition.type];
  const problems = Object.keys(c).filter((k) => !allowed.includes(k))
    .map((k) => `constraints.${k} does not apply to a ${definition.type} field`);
  if (c.minLength !== undefined && c.maxLength !== undefined && c.minLength > c.maxLength) problems.push('constraints.minLength is greater than maxLength');
  if (c.min !== undefined && c.max !== undefined && c.min > c.max) problems.push('constraints.min is greater than max');
  for (const name of ['minDate', 'maxDate'] as const) {
    if (c[name] !== undefined && allowed.includes(name)) {
      const problem = dateBoundProblem(c[name], `constraints.${name}`, definition.type, dateKeys, definition.key);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

function defaultValueProblem(definition: FieldDefinition): string | null {
  const value = definition.defaultValue;
  if (value === null || value === undefined) return null;
  if (definition.type === 'user' || definition.type === 'asset') return `defaultValue: a ${definition.type} field takes no default`;
  const problem = valueProblem(definition, value, undefined);
  return problem ? `defaultValue ${problem}` : null;
}

/** The keys of a condition cycle among the active definitions, or null. */
export function conditionCycle(definitions: readonly FieldDefinition[]): string[] | null {
  const edges = new Map(definitions.filter((d) => !d.retired).map((d) => [d.key,
    [...conditionKeys(d.logic?.visibility), ...conditionKeys(d.logic?.requiredWhen)]]));
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (key: string): string[] | null => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'visiting') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'visiting');
    path.push(key);
    for (const next of edges.get(key) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(key, 'done');
    return null;
  };
  for (const key of edges.keys()) {
    const cycle = visit(key);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Problems of `candidate` among the module's other definitions; the others' conditions are
 * checked again, since a changed key, type or option can break them.
 */
export function definitionProblems(candidate: FieldDefinition, others: readonly FieldDefinition[]): string[] {
  const all = [...others, candidate];
  const byKey = new Map(all.map((d) => [d.key, d]));
  const dateKeys = new Set(all.filter((d) => !d.retired && (d.type === 'date' || d.type === 'datetime')).map((d) => d.key));
  const problems = [...optionProblems(candidate), ...constraintProblems(candidate, dateKeys)];
  const defaultProblem = defaultValueProblem(candidate);
  if (defaultProblem) problems.push(defaultProblem);
  for (const definition of all.filter((d) => !d.retired)) {
    const prefix = definition === candidate ? 'logic' : `field "${definition.key}": logic`;
    for (const name of ['visibility', 'requiredWhen'] as const) {
      const condition = definition.logic?.[name];
      if (condition !== undefined && condition !== null) problems.push(...conditionProblems(condition, byKey, `${prefix}.${name}`));
    }
  }
  const cycle = conditionCycle(all);
  if (cycle) problems.push(`logic forms a cycle: ${cycle.join(' → ')}`);
  return problems;
}
