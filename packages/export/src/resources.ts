/**
 * What smr-export mirrors: five resources, each read one of two ways. Action items and events are
 * polled lists: followed by cursor from a saved position (`sync()`), deletions arriving as
 * tombstones. Users, assets and locations have no polled list: their whole list comes in one
 * answer, and each run reconciles the mirror with it (records absent from it are removed).
 */
export type ResourceName = 'action-items' | 'users' | 'assets' | 'locations' | 'events';

export interface Resource {
  name: ResourceName;
  path: '/v2/action-items' | '/v2/events' | '/v2/users' | '/v2/assets' | '/v2/locations';
  /** The record's schema in the API document. */
  schema: string;
  read: 'polled' | 'whole';
}

export const RESOURCES: readonly Resource[] = [
  { name: 'action-items', path: '/v2/action-items', schema: 'ActionItem', read: 'polled' },
  { name: 'users', path: '/v2/users', schema: 'User', read: 'whole' },
  { name: 'assets', path: '/v2/assets', schema: 'Asset', read: 'whole' },
  { name: 'locations', path: '/v2/locations', schema: 'Location', read: 'whole' },
  { name: 'events', path: '/v2/events', schema: 'Event', read: 'polled' },
];

/** The resources a `--resources` list names, in their fixed order; unknown names throw. */
export function resourcesNamed(list: string): Resource[] {
  const names = list.split(',').map((name) => name.trim()).filter((name) => name !== '');
  const unknown = names.filter((name) => !RESOURCES.some((resource) => resource.name === name));
  if (unknown.length > 0) throw new Error(`unknown resource ${unknown.join(', ')}: choose among ${RESOURCES.map((resource) => resource.name).join(', ')}`);
  return RESOURCES.filter((resource) => names.includes(resource.name));
}

/** A record read from a list: a live record, or a deletion (an action item's tombstone, an event with deletedAt). */
export type ListedRecord = Record<string, unknown> & { id: string; deletedAt?: string | null };

export const isDeletion = (record: ListedRecord): boolean => typeof record.deletedAt === 'string';
