/**
 * Status machines of workflow runs and node results (DECISIONS 9): runs move
 * pending → running → completed | failed; node results too, and a pending node may be skipped.
 * Entering running stamps startedAt; entering an end state stamps completedAt.
 */
import type { NodeStatus, RunStatus } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';

const RUN_MOVES: Record<RunStatus, readonly RunStatus[]> = {
  pending: ['running'],
  running: ['completed', 'failed'],
  completed: [],
  failed: [],
};

const NODE_MOVES: Record<NodeStatus, readonly NodeStatus[]> = {
  pending: ['running', 'skipped'],
  running: ['completed', 'failed'],
  completed: [],
  failed: [],
  skipped: [],
};

export const isFinished = (status: NodeStatus): boolean => status === 'completed' || status === 'failed' || status === 'skipped';

function checkMove<S extends string>(moves: Record<S, readonly S[]>, from: S, to: S, what: string): void {
  if (!moves[from].includes(to)) {
    const allowed = moves[from].length > 0 ? `; from ${from} it may move to ${moves[from].join(' or ')}` : `; ${from} is final`;
    throw conflict(`A ${what} cannot move from ${from} to ${to}${allowed}`);
  }
}

export const checkRunMove = (from: RunStatus, to: RunStatus): void => checkMove(RUN_MOVES, from, to, 'run');
export const checkNodeMove = (from: NodeStatus, to: NodeStatus): void => checkMove(NODE_MOVES, from, to, 'node result');

/** startedAt / completedAt after entering `status` at `now`, keeping what was already set. */
export function stampsFor<S>(status: NodeStatus, now: S, current: { started_at: S | null; completed_at: S | null }) {
  return {
    started_at: status === 'running' || (isFinished(status) && status !== 'skipped') ? current.started_at ?? now : current.started_at,
    completed_at: isFinished(status) ? current.completed_at ?? now : current.completed_at,
  };
}
