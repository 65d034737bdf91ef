/**
 * Progress of an export on stderr: a bar per resource on a terminal (cli-progress), plain lines
 * otherwise (every 5 seconds, and when a resource ends), nothing with --quiet.
 */
import type { SingleBar } from 'cli-progress';

export interface Progress {
  /** A resource starts; `total` is how many records it will read, when known. */
  start(resource: string, total: number | null): void;
  advance(records: number): void;
  /** The resource ended, with what it wrote to the mirror. */
  end(summary: string): void;
}

const rate = (records: number, startedAt: number) => Math.round(records / Math.max(0.001, (Date.now() - startedAt) / 1000));

class BarProgress implements Progress {
  readonly #Bar: typeof SingleBar;
  #bar: SingleBar | null = null;
  #resource = '';
  #read = 0;
  #startedAt = 0;

  constructor(Bar: typeof SingleBar) {
    this.#Bar = Bar;
  }

  start(resource: string, total: number | null): void {
    this.#resource = resource;
    this.#read = 0;
    this.#startedAt = Date.now();
    this.#bar = new this.#Bar({
      format: `${resource.padEnd(12)} [{bar}] {value}/{total} records | {speed}/s | {duration_formatted}`,
      stream: process.stderr, hideCursor: true, clearOnComplete: false, etaBuffer: 50,
    });
    this.#bar.start(Math.max(total ?? 0, 1), 0, { speed: 0 });
  }

  advance(records: number): void {
    this.#read += records;
    const bar = this.#bar!;
    if (this.#read > bar.getTotal()) bar.setTotal(this.#read);
    bar.update(this.#read, { speed: rate(this.#read, this.#startedAt) });
  }

  end(summary: string): void {
    this.#bar!.setTotal(Math.max(this.#read, 1));
    this.#bar!.update(this.#read, { speed: rate(this.#read, this.#startedAt) });
    this.#bar!.stop();
    process.stderr.write(`${this.#resource}: ${summary}\n`);
  }
}

class LineProgress implements Progress {
  #resource = '';
  #read = 0;
  #startedAt = 0;
  #lastLine = 0;

  start(resource: string, total: number | null): void {
    this.#resource = resource;
    this.#read = 0;
    this.#startedAt = Date.now();
    this.#lastLine = Date.now();
    process.stderr.write(`${resource}: reading${total === null ? '' : ` ${total} records`}\n`);
  }

  advance(records: number): void {
    this.#read += records;
    if (Date.now() - this.#lastLine < 5000) return;
    this.#lastLine = Date.now();
    process.stderr.write(`${this.#resource}: ${this.#read} records read (${rate(this.#read, this.#startedAt)}/s)\n`);
  }

  end(summary: string): void {
    process.stderr.write(`${this.#resource}: ${this.#read} records read in ${((Date.now() - this.#startedAt) / 1000).toFixed(1)} s; ${summary}\n`);
  }
}

const SILENT: Progress = { start() {}, advance() {}, end() {} };

export async function progressFor(options: { quiet: boolean; terminal: boolean }): Promise<Progress> {
  if (options.quiet) return SILENT;
  // cli-progress is loaded only for a terminal.
  return options.terminal ? new BarProgress((await import('cli-progress')).SingleBar) : new LineProgress();
}
