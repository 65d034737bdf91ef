/**
 * The Action Item flow every new organization starts with (DECISIONS 8), and how a status
 * group maps to an item's `status`.
 */
import type { ActionItemStatus, StatusGroup } from '../../db/schema.js';

export const DEFAULT_FLOW: ReadonlyArray<{ name: string; group: StatusGroup; ordinal: number }> = [
  { name: 'Open', group: 'new', ordinal: 1 },
  { name: 'In progress', group: 'in_progress', ordinal: 2 },
  { name: 'On hold', group: 'on_hold', ordinal: 3 },
  { name: 'Complete', group: 'complete', ordinal: 4 },
  { name: 'Cancelled', group: 'cancelled', ordinal: 5 },
];

export const STATUS_OF_GROUP: Record<StatusGroup, ActionItemStatus> = {
  new: 'open',
  in_progress: 'in_progress',
  on_hold: 'in_progress',
  complete: 'complete',
  cancelled: 'complete',
};

/** The group whose default status a bare `status` selects. */
export const GROUP_OF_STATUS: Record<ActionItemStatus, StatusGroup> = {
  open: 'new',
  in_progress: 'in_progress',
  complete: 'complete',
};
