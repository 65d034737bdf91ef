/**
 * Checks on decoded input that no schema can express: NUL characters, lone UTF-16 surrogates,
 * prototype-polluting keys and over-deep nesting (DECISIONS 3). Iterative, so hostile depth
 * cannot overflow the stack. Messages show client-chosen names at most 100 characters long.
 */
import { excerpt } from './quote.js';

/** Deepest nesting accepted anywhere in a request body (metadata/fields get 32 below the envelope). */
export const MAX_BODY_DEPTH = 40;

declare global {
  interface String {
    isWellFormed(): boolean;
  }
}

/** Why a string may not be stored, or null when it may. */
export function stringProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character';
  if (!value.isWellFormed()) return 'contains a lone surrogate (not valid Unicode)';
  return null;
}

/** Nesting depth of a JSON value: 0 for a scalar, 1 for a flat object or array. */
export function jsonDepth(root: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    const inner = depth + 1;
    if (inner > deepest) deepest = inner;
    for (const child of Object.values(value)) stack.push([child, inner]);
  }
  return deepest;
}

/**
 * The first problem found in a parsed JSON body, as a message naming where it is, or null.
 */
export function jsonProblem(root: unknown, maxDepth = MAX_BODY_DEPTH): string | null {
  const stack: Array<[unknown, string, number]> = [[root, 'body', 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = stringProblem(value);
      if (problem) return `${path} ${problem}`;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return `body is nested deeper than ${maxDepth} levels`;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push([value[i], `${path}[${i}]`, depth + 1]);
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = stringProblem(key);
      if (keyProblem) return `a property name in ${path} ${keyProblem}`;
      if (key === '__proto__') return `${path}: property name '__proto__' is not allowed`;
      if (key === 'constructor' && child !== null && typeof child === 'object' && 'prototype' in child) {
        return `${path}: property 'constructor.prototype' is not allowed`;
      }
      stack.push([child, `${path}.${excerpt(key)}`, depth + 1]);
    }
  }
  return null;
}

/** The first query-string or path value that may not be used, as a message, or null. */
export function parameterProblem(part: 'query' | 'path', values: unknown): string | null {
  if (values === null || typeof values !== 'object') return null;
  for (const [name, value] of Object.entries(values)) {
    const nameProblem = stringProblem(name);
    if (nameProblem) return `a ${part} parameter name ${nameProblem}`;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'string') continue;
      const problem = stringProblem(item);
      if (problem) return `${part} parameter ${excerpt(name)} ${problem}`;
    }
  }
  return null;
}
