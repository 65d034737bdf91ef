/**
 * The requests an instance holds (received, not yet answered), and whether they are more than it
 * serves at once: more than its database connections (DATABASE_POOL_SIZE), so that requests wait
 * for one. While so, background work that shares the database (webhook delivery) gives way.
 */
import type { FastifyInstance } from 'fastify';

export interface RequestPressure {
  /** More requests held than the database connections serving them. */
  readonly saturated: boolean;
  /** Calls `listener` whenever the instance stops being saturated; returns the way to stop. */
  onRelief(listener: () => void): () => void;
}

export class RequestLoad implements RequestPressure {
  #held = 0;
  readonly #relief = new Set<() => void>();

  constructor(private readonly capacity: number) {}

  get saturated(): boolean {
    return this.#held > this.capacity;
  }

  onRelief(listener: () => void): () => void {
    this.#relief.add(listener);
    return () => this.#relief.delete(listener);
  }

  /** Counts every request of `app` from its arrival until its answer is sent or its connection closes. */
  attach(app: FastifyInstance): void {
    app.addHook('onRequest', async (_request, reply) => {
      this.#held++;
      let counted = true;
      const done = () => {
        if (!counted) return;
        counted = false;
        this.#held--;
        if (this.#held === this.capacity) for (const listener of this.#relief) listener();
      };
      reply.raw.once('finish', done);
      reply.raw.once('close', done);
    });
  }
}
