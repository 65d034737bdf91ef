/**
 * Modules whose records carry custom fields, by slug (spec 4.12). `action_item` is the module
 * behind /action-items; nothing else assumes it is the only one.
 */
import { notFound } from '../../http/errors.js';

export interface FieldModule {
  slug: string;
  /** The table whose `fields` jsonb column holds the values. */
  table: 'action_items';
}

export const FIELD_MODULES: Readonly<Record<string, FieldModule>> = {
  action_item: { slug: 'action_item', table: 'action_items' },
};

export function fieldModule(slug: string): FieldModule {
  const module = Object.hasOwn(FIELD_MODULES, slug) ? FIELD_MODULES[slug] : undefined;
  if (!module) throw notFound('Module');
  return module;
}
