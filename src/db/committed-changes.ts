/**
 * Tells whoever listens in this instance that an organization's change entries have committed:
 * the webhook worker wakes on it instead of waiting for its timer. Called after the commit (never
 * for a write that rolled back), outside the write's response path: a listener only schedules work.
 */
export type CommittedListener = (orgId: string) => void;

export class CommittedChanges {
  readonly #listeners = new Set<CommittedListener>();

  /** Calls `listener` after each commit that logged entries; returns the call that stops it. */
  listen(listener: CommittedListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  committed(orgId: string): void {
    for (const listener of this.#listeners) listener(orgId);
  }
}
