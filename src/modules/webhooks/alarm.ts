/**
 * A wake-up call for a loop that otherwise sleeps: `ring` from anywhere, `wait` in the loop. A
 * ring that comes while the loop is busy is kept, so the next `wait` returns at once.
 */
export class Alarm {
  #rung = false;
  #wake: (() => void) | null = null;

  ring(): void {
    this.#rung = true;
    this.#wake?.();
  }

  /** Whether it rang since the last `wait` (and forgets it). */
  take(): boolean {
    const rung = this.#rung;
    this.#rung = false;
    return rung;
  }

  /** Resolves when rung (at once if it rang since the last wait), or after `ms`. */
  async wait(ms: number): Promise<void> {
    if (this.take()) return;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      this.#wake = resolve;
      timer = setTimeout(resolve, Math.max(1, ms));
    });
    clearTimeout(timer);
    this.#wake = null;
    this.#rung = false;
  }
}
