/**
 * Parent links may not form a cycle (DECISIONS 7). Given the proposed parent of each written
 * asset and the stored parents of their ancestors, tells whether a new link closes a loop.
 */

export class AssetHierarchy {
  /** Proposed links of this write, by child id; they override the stored ones. */
  readonly #proposed = new Map<string, string | null>();

  constructor(private readonly stored: ReadonlyMap<string, string | null>) {}

  parentOf(id: string): string | null {
    return this.#proposed.has(id) ? this.#proposed.get(id)! : this.stored.get(id) ?? null;
  }

  /** Whether linking `child` under `parent` would make `child` its own ancestor. */
  wouldCycle(child: string, parent: string | null): boolean {
    const seen = new Set<string>();
    for (let node = parent; node !== null; node = this.parentOf(node)) {
      if (node === child) return true;
      if (seen.has(node)) return true; // a loop already stored above: refuse to join it
      seen.add(node);
    }
    return false;
  }

  propose(child: string, parent: string | null): void {
    this.#proposed.set(child, parent);
  }
}
